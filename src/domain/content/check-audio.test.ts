import { describe, expect, it } from 'vitest';
import { audioDurationFits, checkAudio, scriptWordCount, type AudioProbe } from './check-audio.ts';
import { makeContent, makeListeningTest } from './test-factories.ts';

const decoded = (seconds: number): AudioProbe => ({
  kind: 'decoded',
  path: 'listening/audio/listening-01.opus',
  seconds,
});
const probes = (probe: AudioProbe) => new Map([['listening-01', probe]]);

describe('scriptWordCount', () => {
  it('counts words of every line, not dashes or punctuation alone', () => {
    expect(
      scriptWordCount([
        { speaker: 'A', text: "Hello, I'm Aysel — nice to meet you." },
        { speaker: 'B', text: 'Hi!' },
      ]),
    ).toBe(8);
  });
});

describe('audioDurationFits (between words/4 and words/1.6 seconds: 96–240 words a minute)', () => {
  it('accepts the bounds and rejects beyond them', () => {
    expect(audioDurationFits(240, 60)).toBe(true);
    expect(audioDurationFits(240, 150)).toBe(true);
    expect(audioDurationFits(240, 59.9)).toBe(false);
    expect(audioDurationFits(240, 150.1)).toBe(false);
  });
});

describe('checkAudio (a missing or undecodable audio file, or one whose duration does not fit its script, fails the check)', () => {
  // makeListeningTest has a 200-word script: 50 to 125 seconds fit.
  it('accepts audio that fits the script', () => {
    expect(checkAudio(makeContent(), probes(decoded(80)))).toEqual([]);
  });
  it('reports a missing file, and a test that was not probed', () => {
    const missing: AudioProbe = { kind: 'missing', path: 'listening/audio/listening-01.opus' };
    expect(checkAudio(makeContent(), probes(missing))).toEqual([
      {
        code: 'audio-missing',
        where: 'listening/listening-01',
        detail: 'no audio file at "listening/audio/listening-01.opus"',
      },
    ]);
    expect(checkAudio(makeContent(), new Map()).map((p) => p.code)).toEqual(['audio-missing']);
  });
  it('reports a file that does not decode', () => {
    const bad: AudioProbe = { kind: 'undecodable', path: 'listening/audio/listening-01.opus', reason: 'Invalid data' };
    expect(checkAudio(makeContent(), probes(bad))).toEqual([
      {
        code: 'audio-undecodable',
        where: 'listening/listening-01',
        detail: 'listening/audio/listening-01.opus does not decode: Invalid data',
      },
    ]);
  });
  it('reports audio too short or too long for the script', () => {
    expect(checkAudio(makeContent(), probes(decoded(30)))).toEqual([
      {
        code: 'audio-duration',
        where: 'listening/listening-01',
        detail:
          'listening/audio/listening-01.opus lasts 30.0 s for a script of 200 words (400 words a minute); 50–125 s expected',
      },
    ]);
    expect(checkAudio(makeContent(), probes(decoded(126))).map((p) => p.code)).toEqual(['audio-duration']);
  });
  it('leaves a test without a script to the script rule', () => {
    const content = makeContent({ listening: [makeListeningTest({ script: [] })] });
    expect(checkAudio(content, probes(decoded(80)))).toEqual([]);
  });
});
