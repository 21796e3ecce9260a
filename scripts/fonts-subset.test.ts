import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { charactersUsed } from './fonts-characters.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Characters the app may print that Inter does not draw; the browser takes them whole from a system font. */
const NOT_IN_INTER = new Set(['Ә']);

async function faceOf(woff2: Buffer): Promise<Face> {
  const sfnt = await subsetFont(woff2, '', { keepAllGlyphs: true, targetFormat: 'sfnt' });
  return new Face(new Blob(sfnt));
}

describe('the web font subset', () => {
  it('draws every character of the interface and the curriculum in all weights', async () => {
    const font = readFileSync(join(ROOT, 'src/web/assets/fonts/inter-subset.woff2'));
    const face = await faceOf(font);
    const covered = new Set(face.collectUnicodes());
    const missing = charactersUsed(ROOT).filter(
      (character) => !covered.has(character.codePointAt(0)!) && !NOT_IN_INTER.has(character),
    );
    expect(missing, 'run `npm run fonts:subset` after adding new characters').toEqual([]);
    for (const letter of 'ƏəĞğİıŞşÇçÖöÜüЁёЖжЩщЫы₼«»—\u202f') expect(covered.has(letter.codePointAt(0)!)).toBe(true);
    expect(face.getAxisInfos().wght).toMatchObject({ min: 400, max: 800 });
    expect(font.length).toBeLessThan(48_000);
  });
});
