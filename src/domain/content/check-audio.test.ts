import { describe, expect, it } from 'vitest';
import {
  audioDurationFits,
  checkAudio,
  fallbackAudioPath,
  scriptWordCount,
  wordsPerMinute,
  type AudioProbe,
} from './check-audio.ts';
import { makeContent, makeListeningTest } from './test-factories.ts';

const decoded = (seconds: number, lufs = -16, path = 'listening/audio/listening-01.opus'): AudioProbe => ({
  kind: 'decoded',
  path,
  seconds,
  lufs,
});
const probes = (...found: AudioProbe[]) => new Map([['listening-01', found]]);

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

describe('wordsPerMinute and fallbackAudioPath', () => {
  it('counts words a minute over the whole file, to one decimal', () => {
    expect(wordsPerMinute(200, 85)).toBe(141.2);
  });
  it('puts the MP3 next to an Opus file, and none next to other formats', () => {
    expect(fallbackAudioPath('listening/audio/listening-01.opus')).toBe('listening/audio/listening-01.mp3');
    expect(fallbackAudioPath('listenings/x.mp3')).toBeNull();
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
  // makeListeningTest has a 200-word B1 script: 50 to 125 seconds fit, and 80 to 92.3 s is B1's 130–150 pace.
  it('accepts audio that fits the script, its level and the loudness, in both files', () => {
    expect(
      checkAudio(makeContent(), probes(decoded(85), decoded(85.1, -16.4, 'listening/audio/listening-01.mp3'))),
    ).toEqual([]);
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
  it('reports a recording outside its level’s pace, pauses included (A2 110–130, B1 130–150, B2 150–170)', () => {
    expect(checkAudio(makeContent(), probes(decoded(100)))).toEqual([
      {
        code: 'audio-pace',
        where: 'listening/listening-01',
        detail:
          'listening/audio/listening-01.opus runs at 120 words a minute (200 words in 100.0 s); B1 is read at 130–150',
      },
    ]);
    const b2 = makeContent({ listening: [makeListeningTest({ difficulty: 'B2' })] });
    expect(checkAudio(b2, probes(decoded(85))).map((p) => p.code)).toEqual(['audio-pace']);
    expect(checkAudio(b2, probes(decoded(75)))).toEqual([]);
    const a2 = makeContent({ listening: [makeListeningTest({ difficulty: 'A2' })] });
    expect(checkAudio(a2, probes(decoded(100)))).toEqual([]);
  });
  it('reports a file louder or quieter than -16 ± 1 LUFS, and the fallback file like the main one', () => {
    expect(checkAudio(makeContent(), probes(decoded(85, -17.1)))).toEqual([
      {
        code: 'audio-loudness',
        where: 'listening/listening-01',
        detail: 'listening/audio/listening-01.opus measures -17.1 LUFS; -16 ± 1 expected',
      },
    ]);
    const mp3 = 'listening/audio/listening-01.mp3';
    expect(checkAudio(makeContent(), probes(decoded(85), decoded(85, -14.5, mp3))).map((p) => p.code)).toEqual([
      'audio-loudness',
    ]);
    expect(checkAudio(makeContent(), probes(decoded(85), { kind: 'missing', path: mp3 }))).toEqual([
      { code: 'audio-missing', where: 'listening/listening-01', detail: `no audio file at "${mp3}"` },
    ]);
  });
  it('leaves a test without a script to the script rule', () => {
    const content = makeContent({ listening: [makeListeningTest({ script: [] })] });
    expect(checkAudio(content, probes(decoded(85)))).toEqual([]);
  });
});
