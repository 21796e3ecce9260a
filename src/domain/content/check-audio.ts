/**
 * Rule: every listening test's audio file exists, decodes, and lasts as long as its script takes to read at a
 * speaking rate between 96 and 240 words a minute (a much shorter file is cut off or belongs to another test; a
 * much longer one has dead air or the wrong text). Reading the files is the caller's job (scripts/content-check.ts
 * asks ffprobe); this rule judges what it found.
 */
import type { ContentDraft } from './content.ts';
import { listeningWhere } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';
import type { ListeningTest } from './schema.ts';

/** The slowest accepted speaking rate: 96 words a minute. */
export const MIN_WORDS_PER_SECOND = 1.6;
/** The fastest accepted speaking rate: 240 words a minute. */
export const MAX_WORDS_PER_SECOND = 4;

/** What the caller found at a test's audio path. */
export type AudioProbe =
  | { kind: 'missing'; path: string }
  | { kind: 'undecodable'; path: string; reason: string }
  | { kind: 'decoded'; path: string; seconds: number };

export function scriptWordCount(script: ListeningTest['script']): number {
  return script.reduce((n, line) => n + line.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length, 0);
}

/** Whether `seconds` of audio fit a script of `words` words: words/4 ≤ seconds ≤ words/1.6. */
export function audioDurationFits(words: number, seconds: number): boolean {
  return seconds >= words / MAX_WORDS_PER_SECOND && seconds <= words / MIN_WORDS_PER_SECOND;
}

/** Judges the probes, keyed by listening test id. A test without a probe is reported as missing its audio. */
export function checkAudio(
  content: Pick<ContentDraft, 'listening'>,
  probes: ReadonlyMap<string, AudioProbe>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const test of content.listening) {
    const where = listeningWhere(test);
    const probe = probes.get(test.id);
    if (probe === undefined || probe.kind === 'missing') {
      const path = probe?.path ?? test.audio;
      problems.push({ code: 'audio-missing', where, detail: `no audio file at "${path}"` });
      continue;
    }
    if (probe.kind === 'undecodable') {
      problems.push({ code: 'audio-undecodable', where, detail: `${probe.path} does not decode: ${probe.reason}` });
      continue;
    }
    const words = scriptWordCount(test.script);
    if (words === 0) continue; // reported by checkListeningScript
    if (!audioDurationFits(words, probe.seconds)) {
      const low = Math.ceil(words / MAX_WORDS_PER_SECOND);
      const high = Math.floor(words / MIN_WORDS_PER_SECOND);
      const wpm = Math.round((words / probe.seconds) * 60);
      problems.push({
        code: 'audio-duration',
        where,
        detail: `${probe.path} lasts ${probe.seconds.toFixed(1)} s for a script of ${words} words (${wpm} words a minute); ${low}–${high} s expected`,
      });
    }
  }
  return problems;
}
