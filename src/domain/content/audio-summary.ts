/**
 * The figures the content check prints about the listening audio: which voices read the bank (how many speakers
 * each), the pace each level's recordings run at (slowest and fastest, words a minute with pauses), and the range
 * of measured loudness over every file.
 */
import { scriptWordCount, wordsPerMinute, type AudioProbe } from './check-audio.ts';
import type { ContentDraft } from './content.ts';
import { speakerVoices } from './listening-voices.ts';
import type { Difficulty } from './schema.ts';

export interface Range {
  min: number;
  max: number;
}

export interface AudioSummary {
  /** Minutes of the recordings the tests name (the MP3 copies not counted again). */
  minutes: number;
  /** Voice label → number of speakers it reads, most used first. */
  voices: [string, number][];
  pace: Partial<Record<Difficulty, Range>>;
  loudness?: Range;
}

function widen(range: Range | undefined, value: number): Range {
  return range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value };
}

export function summarizeAudio(
  content: Pick<ContentDraft, 'listening'>,
  probes: ReadonlyMap<string, readonly AudioProbe[]>,
): AudioSummary {
  let seconds = 0;
  const voices = new Map<string, number>();
  const pace: AudioSummary['pace'] = {};
  let loudness: Range | undefined;
  for (const test of content.listening) {
    for (const voice of speakerVoices(test).values()) voices.set(voice.label, (voices.get(voice.label) ?? 0) + 1);
    const words = scriptWordCount(test.script);
    (probes.get(test.id) ?? []).forEach((probe, i) => {
      if (probe.kind !== 'decoded') return;
      if (i === 0) seconds += probe.seconds;
      if (words > 0) pace[test.difficulty] = widen(pace[test.difficulty], wordsPerMinute(words, probe.seconds));
      if (probe.lufs !== undefined) loudness = widen(loudness, probe.lufs);
    });
  }
  return {
    minutes: seconds / 60,
    voices: [...voices].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])),
    pace,
    ...(loudness ? { loudness } : {}),
  };
}
