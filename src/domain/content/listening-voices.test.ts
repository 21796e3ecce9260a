import { describe, expect, it } from 'vitest';
import { speakerRole, speakerVoices, targetPace } from './listening-voices.ts';

describe('speakerVoices (a distinct voice per speaker, by sex and age)', () => {
  it('reads a woman with the HTS voice, a girl with the younger one, a man with rms, a boy with awb', () => {
    expect(speakerRole({ voice: 'female' })).toBe('woman');
    expect(speakerRole({ voice: 'female', age: 'teen' })).toBe('girl');
    expect(speakerRole({ voice: 'male', age: 'adult' })).toBe('man');
    expect(speakerRole({ voice: 'male', age: 'teen' })).toBe('boy');
    const voices = speakerVoices({
      speakers: [
        { id: 'A', name: 'Teacher', voice: 'female' },
        { id: 'B', name: 'Kamran', voice: 'male', age: 'teen' },
      ],
    });
    expect([...voices].map(([id, v]) => `${id}=${v.id}`)).toEqual(['A=slt-hts', 'B=awb-cg']);
  });
  it('gives a second speaker of the same role the other voice of that sex', () => {
    const two = (voice: 'female' | 'male') =>
      [
        ...speakerVoices({
          speakers: [
            { id: 'A', name: 'One', voice },
            { id: 'B', name: 'Two', voice },
          ],
        }).values(),
      ].map((v) => v.id);
    expect(two('female')).toEqual(['slt-hts', 'slt-hts-young']);
    expect(two('male')).toEqual(['rms-cg', 'awb-cg']);
  });
});

describe('targetPace (the middle of the level’s range)', () => {
  it('A2 120, B1 140, B2 160 words a minute', () => {
    expect([targetPace('A2'), targetPace('B1'), targetPace('B2')]).toEqual([120, 140, 160]);
  });
});
