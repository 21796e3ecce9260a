import { describe, expect, it } from 'vitest';
import { summarizeAudio } from './audio-summary.ts';
import { makeListeningTest } from './test-factories.ts';

describe('summarizeAudio (the content check’s audio figures)', () => {
  it('counts voices by speaker, pace per level over every file, loudness range, minutes of the main files', () => {
    const tests = [
      makeListeningTest({ id: 'listening-01', difficulty: 'B1' }),
      makeListeningTest({
        id: 'listening-02',
        difficulty: 'A2',
        speakers: [
          { id: 'A', name: 'Teacher', voice: 'female' },
          { id: 'B', name: 'Boy', voice: 'male', age: 'teen' },
        ],
      }),
    ];
    const decoded = (path: string, seconds: number, lufs: number) =>
      ({ kind: 'decoded', path, seconds, lufs }) as const;
    const summary = summarizeAudio(
      { listening: tests },
      new Map([
        ['listening-01', [decoded('a.opus', 85, -16.2), decoded('a.mp3', 86, -15.8)]],
        ['listening-02', [decoded('b.opus', 100, -16.4), { kind: 'missing', path: 'b.mp3' } as const]],
      ]),
    );
    expect(summary.minutes).toBeCloseTo(185 / 60, 5);
    expect(summary.voices).toEqual([
      ['festival cmu_us_slt_arctic_hts (HTS, US female)', 2],
      ['flite cmu_us_awb (clustergen, lighter male)', 1],
    ]);
    expect(summary.pace).toEqual({ B1: { min: 139.5, max: 141.2 }, A2: { min: 120, max: 120 } });
    expect(summary.loudness).toEqual({ min: -16.4, max: -15.8 });
  });
});
