/**
 * Rule: every file of a listening test's recording (the Opus file its JSON names and the MP3 next to it for
 * browsers without Opus) exists, decodes, and fits its script: it lasts as long as the script takes to read at a
 * speaking rate between 96 and 240 words a minute (a much shorter file is cut off or belongs to another test; a
 * much longer one has dead air or the wrong text), runs at its level's pace (src/domain/content/listening-voices.ts,
 * pauses included), and is normalised to -16 LUFS. Reading the files is the caller's job
 * (scripts/content-check.ts asks ffprobe and ffmpeg); this rule judges what it found.
 */
import type { ContentDraft } from './content.ts';
import { listeningWhere } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';
import { LOUDNESS_TOLERANCE_LU, PACE_BY_LEVEL, TARGET_LOUDNESS_LUFS } from './listening-voices.ts';
import type { ListeningTest } from './schema.ts';

/** The slowest accepted speaking rate: 96 words a minute. */
export const MIN_WORDS_PER_SECOND = 1.6;
/** The fastest accepted speaking rate: 240 words a minute. */
export const MAX_WORDS_PER_SECOND = 4;

/** What the caller found at one audio path. `lufs` is the integrated loudness, when it could be measured. */
export type AudioProbe =
  | { kind: 'missing'; path: string }
  | { kind: 'undecodable'; path: string; reason: string }
  | { kind: 'decoded'; path: string; seconds: number; lufs?: number };

/** The MP3 that goes next to an Opus recording: same name, .mp3. Other formats have none. */
export function fallbackAudioPath(path: string): string | null {
  return path.endsWith('.opus') ? path.replace(/\.opus$/, '.mp3') : null;
}

export function scriptWordCount(script: ListeningTest['script']): number {
  return script.reduce((n, line) => n + line.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length, 0);
}

/** Whether `seconds` of audio fit a script of `words` words: words/4 ≤ seconds ≤ words/1.6. */
export function audioDurationFits(words: number, seconds: number): boolean {
  return seconds >= words / MAX_WORDS_PER_SECOND && seconds <= words / MIN_WORDS_PER_SECOND;
}

/** Words a minute over the whole recording, pauses included, rounded to one decimal. */
export function wordsPerMinute(words: number, seconds: number): number {
  return Math.round((words / seconds) * 600) / 10;
}

function checkFile(test: ListeningTest, probe: AudioProbe): ContentProblem[] {
  const where = listeningWhere(test);
  if (probe.kind === 'missing') return [{ code: 'audio-missing', where, detail: `no audio file at "${probe.path}"` }];
  if (probe.kind === 'undecodable')
    return [{ code: 'audio-undecodable', where, detail: `${probe.path} does not decode: ${probe.reason}` }];
  const words = scriptWordCount(test.script);
  if (words === 0) return []; // reported by checkListeningScript
  const problems: ContentProblem[] = [];
  const wpm = wordsPerMinute(words, probe.seconds);
  if (!audioDurationFits(words, probe.seconds)) {
    const low = Math.ceil(words / MAX_WORDS_PER_SECOND);
    const high = Math.floor(words / MIN_WORDS_PER_SECOND);
    problems.push({
      code: 'audio-duration',
      where,
      detail: `${probe.path} lasts ${probe.seconds.toFixed(1)} s for a script of ${words} words (${Math.round(wpm)} words a minute); ${low}–${high} s expected`,
    });
  } else {
    const pace = PACE_BY_LEVEL[test.difficulty];
    if (wpm < pace.min || wpm > pace.max) {
      problems.push({
        code: 'audio-pace',
        where,
        detail: `${probe.path} runs at ${wpm} words a minute (${words} words in ${probe.seconds.toFixed(1)} s); ${test.difficulty} is read at ${pace.min}–${pace.max}`,
      });
    }
  }
  if (probe.lufs !== undefined && Math.abs(probe.lufs - TARGET_LOUDNESS_LUFS) > LOUDNESS_TOLERANCE_LU) {
    problems.push({
      code: 'audio-loudness',
      where,
      detail: `${probe.path} measures ${probe.lufs.toFixed(1)} LUFS; ${TARGET_LOUDNESS_LUFS} ± ${LOUDNESS_TOLERANCE_LU} expected`,
    });
  }
  return problems;
}

/**
 * Judges the probes, keyed by listening test id: the file the test names first, then the files that go with it.
 * A test without probes is reported as missing its audio.
 */
export function checkAudio(
  content: Pick<ContentDraft, 'listening'>,
  probes: ReadonlyMap<string, readonly AudioProbe[]>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const test of content.listening) {
    const found = probes.get(test.id) ?? [];
    if (found.length === 0) {
      problems.push({ code: 'audio-missing', where: listeningWhere(test), detail: `no audio file at "${test.audio}"` });
      continue;
    }
    for (const probe of found) problems.push(...checkFile(test, probe));
  }
  return problems;
}
