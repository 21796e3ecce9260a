/**
 * `npm run fonts:subset`: builds the one web font file of the app, `src/web/assets/fonts/inter-subset.woff2`.
 *
 * Source: Inter 4 (OFL-1.1, the `inter-ui` package), the variable font, with the weight axis kept from 400 to 800
 * (every weight the stylesheet uses) and the optical size pinned to text (14). Kept characters: Basic Latin,
 * Latin-1, Latin Extended-A, the Azerbaijani schwa (Ə ə), basic Cyrillic (U+0400–045F), the punctuation and
 * symbols the app prints, and every other character found in the interface source (src/web) and the curriculum
 * (content/) that Inter has. Kept layout features: kerning, ligatures, contextual alternates, localized forms, mark
 * positioning, case-sensitive forms and tabular figures. One file of about 33 KB replaces nine @fontsource files
 * (about 210 KB for three weights in three subsets), and because one file covers az, ru and en text, no word ever
 * falls back to another font half-way.
 *
 * Usage: npx tsx scripts/fonts-subset.ts [--verify]
 *   --verify  build again in memory and compare with the committed file byte for byte; writes nothing
 *
 * scripts/fonts-subset.test.ts checks that the committed file covers every character of the interface and the
 * curriculum.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { charactersUsed } from './fonts-characters.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FONT_FILE = join(ROOT, 'src/web/assets/fonts/inter-subset.woff2');

const LAYOUT_FEATURES = ['kern', 'liga', 'calt', 'locl', 'ccmp', 'mark', 'mkmk', 'case', 'tnum'];

function range(from: number, to: number): string {
  let text = '';
  for (let codePoint = from; codePoint <= to; codePoint++) text += String.fromCodePoint(codePoint);
  return text;
}

function baseCharacters(): string {
  return (
    range(0x20, 0x7e) + // Basic Latin
    range(0xa0, 0xff) + // Latin-1 Supplement (Ç ç Ö ö Ü ü, «», ©, ×)
    range(0x100, 0x17f) + // Latin Extended-A (Ğ ğ İ ı Ş ş and names in neighbouring languages)
    'Əə' + // Azerbaijani schwa (U+018F, U+0259)
    range(0x400, 0x45f) + // Cyrillic
    '‐‑–—‘’‚“”„•…‹›€₼№−→←↑↓' + // punctuation and symbols
    '\u202f' // narrow no-break space: the Russian percent sign, 73 % (src/domain/text/format-number.ts)
  );
}

async function buildFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('inter-ui/variable/InterVariable.woff2'));
  const text = baseCharacters() + charactersUsed(ROOT).join('');
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 }, opsz: 14 },
    keepFeatures: LAYOUT_FEATURES,
  });
}

async function main(): Promise<void> {
  const font = await buildFont();
  if (process.argv.includes('--verify')) {
    const committed = readFileSync(FONT_FILE);
    if (!committed.equals(font)) {
      console.error(
        `fonts:subset: ${FONT_FILE} differs from a fresh build (${committed.length} vs ${font.length} bytes)`,
      );
      process.exit(1);
    }
    console.log(`fonts:subset: ${FONT_FILE} is up to date (${font.length} bytes)`);
    return;
  }
  writeFileSync(FONT_FILE, font);
  console.log(`fonts:subset: wrote ${FONT_FILE} (${font.length} bytes)`);
}

await main();
