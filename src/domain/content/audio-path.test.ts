import { describe, expect, it } from 'vitest';
import { audioContentPath } from './audio-path.ts';

describe('audioContentPath', () => {
  it('reads our paths relative to content/listening/', () => {
    expect(audioContentPath('audio/listening-01.opus')).toBe('listening/audio/listening-01.opus');
  });
  it('reads spec URLs under /assets/data/ relative to the content directory', () => {
    expect(audioContentPath('/assets/data/listenings/test1.mp3')).toBe('listenings/test1.mp3');
  });
  it('has no local file for other sites, other absolute paths, or paths leaving the directory', () => {
    expect(audioContentPath('https://example.com/a.mp3')).toBeNull();
    expect(audioContentPath('/audio/a.mp3')).toBeNull();
    expect(audioContentPath('/assets/data/../secret.mp3')).toBeNull();
    expect(audioContentPath('audio/../../x.opus')).toBeNull();
    expect(audioContentPath('')).toBeNull();
  });
});
