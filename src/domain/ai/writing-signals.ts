/**
 * What the offline writing estimate can measure in a paragraph without understanding it: length, how much of it is
 * English, whether it is about the task and not copied from it, whether its sentences are sentences (a verb in
 * each, function words where English puts them), repetition, linking words, word variety, spelling and a few
 * grammar slips that learners whose first language is Azerbaijani or Russian make often.
 */
import type { WritingPrompt } from '../content/schema.ts';
import { countWords } from '../text/count-words.ts';
import type { EnglishLexicon } from '../text/english-lexicon.ts';
import type { AnalysedToken, TextAnalyser } from '../text/text-analyser.ts';
import { contentWords, stem } from './content-words.ts';

export interface WritingTools {
  lexicon: EnglishLexicon;
  analyse: TextAnalyser;
}

export interface WritingSignals {
  /** Words as the app counts them everywhere (count-words.ts). */
  words: number;
  sentences: number;
  /** Share of the word tokens that are English words (on the frequency list, or an English name or number). */
  englishShare: number;
  /** Share of the task's own topic words (title and instructions, task words aside) the paragraph uses. */
  topicCoverage: number;
  /** Share of the paragraph's content words that are topic words. */
  topicDensity: number;
  /** How many distinct words that name the task's subject (not the task's generic words) the paragraph uses. */
  topicHits: number;
  /** How many distinct subject words of the task's title the paragraph uses ("Caspian", "sea"; "city", "village"). */
  titleHits: number;
  /** How many subject words the title has (0 for a title of generic words only). */
  titleWords: number;
  /** Share of the paragraph's word sequences of four that appear in the task's title or instructions. */
  copiedShare: number;
  /** Distinct sentences (compared by their words) / sentences. */
  distinctSentences: number;
  /** Distinct word trigrams / trigrams. */
  distinctTrigrams: number;
  /** Share of sentences with a verb (VERB or AUX). */
  verbSentences: number;
  /** Share of word tokens that are function words (determiners, prepositions, pronouns, auxiliaries, conjunctions). */
  functionWords: number;
  /** Distinct linking words other than and / but / then / so. */
  richLinks: number;
  /** Distinct linking words of any kind. */
  links: number;
  /** Distinct content-word stems / content words. */
  variety: number;
  /** Share of content words with 7 or more letters. */
  longWords: number;
  /** Share of known content words beyond the 3,000 most frequent English words: the less common vocabulary. */
  rareWords: number;
  /** Words per sentence, on average. */
  meanSentenceWords: number;
  /** Share of Latin-script word tokens not on the frequency list: mostly spelling slips. */
  misspelled: number;
  /** Sentences that start with a capital letter, as a share. */
  capitalised: number;
  endsWithPunctuation: boolean;
  /** A lower-case "i" used as the pronoun. */
  lowercaseI: number;
  /** Sentences longer than 35 words. */
  runOns: number;
  /** Learner slips per sentence: "he go", "people is", "a apple", "more better", "didn't went", "we are go",
   * "there is many", "I very like", "childs". */
  slipsPerSentence: number;
}

const BASIC_LINKS = ['and', 'but', 'then', 'so'];
const RICH_LINKS = [
  'because',
  'however',
  'also',
  'although',
  'though',
  'therefore',
  'moreover',
  'furthermore',
  'besides',
  'while',
  'whereas',
  'since',
  'unless',
  'finally',
  'firstly',
  'secondly',
  'first of all',
  'in addition',
  'for example',
  'for instance',
  'such as',
  'in conclusion',
  'to sum up',
  'as a result',
  'on the other hand',
  'that is why',
  'which',
  'who',
  'when',
  'if',
  'especially',
  'instead',
  'even though',
  'in my opinion',
  'after that',
  'at last',
];

/** Words of the instructions that say what to do, not what to write about. */
const TASK_WORDS = new Set(
  (
    'write paragraph least word words say describe explain give reason reasons example examples think opinion ' +
    'english one two three your you yours about more than other others like kind answer question task text ' +
    'why what which how who where when also include mention tell use make sure'
  ).split(' '),
);

/** Words that any prompt may use and any paragraph may contain: they do not tell what the paragraph is about. */
const GENERIC_WORDS = new Set(
  (
    'favourite favorite like love good best better important young people person life thing things way time day ' +
    'days get make take help really many much well new old big small great own know want need can could would ' +
    'should must will have has do does did being been student students'
  ).split(' '),
);

/** Words beyond this frequency rank count as less common vocabulary. */
const RARE_RANK = 3000;

const FUNCTION_TAGS = new Set(['DET', 'ADP', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART']);

const latinWords = (text: string) => text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
const wordTokens = (text: string) => text.match(/[\p{L}]+(?:['’][\p{L}]+)*/gu) ?? [];
const isLatin = (word: string) => /^[a-z'’]+$/i.test(word);

function ngrams(words: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

const THIRD_PERSON = new Set(['he', 'she', 'it']);
const BE_PRESENT = new Set(['am', 'is', 'are', "'m", "'re", "'s"]);
/** Plurals that are not English words, or nouns English does not count, as learners write them. */
const WRONG_PLURALS = new Set(
  'peoples childs mans womans mens womens foots tooths mouses informations advices homeworks furnitures knowledges equipments luggages'.split(
    ' ',
  ),
);
const PLURAL_NOUNS = new Set(['people', 'children', 'men', 'women', 'they', 'we', 'you', 'i']);

/** Slips a counter can be sure of. Each is a pair of neighbouring tokens; no rule here fires on correct English. */
function learnerSlips(sentence: readonly AnalysedToken[]): number {
  let slips = 0;
  for (let i = 0; i + 1 < sentence.length; i++) {
    const a = (sentence[i] as AnalysedToken).text.toLowerCase();
    const next = sentence[i + 1] as AnalysedToken;
    const b = next.text.toLowerCase();
    // "he go", "she like": a third-person subject before a bare present verb (not after a modal).
    if (THIRD_PERSON.has(a) && next.pos === 'VERB' && b === next.lemma && !/s$/.test(b) && i === 0) slips++;
    // "people is", "they was", "we was"
    if (PLURAL_NOUNS.has(a) && a !== 'i' && a !== 'you' && (b === 'is' || b === 'was' || b === 'has')) slips++;
    // "a apple", "an car"
    if (a === 'a' && /^[aeiou]/.test(b) && !/^(u[nr]?[iae]|one|eu|use)/.test(b)) slips++;
    if (a === 'an' && /^[bcdfgjklmnpqrstvwxyz]/.test(b) && !/^h(our|onest|onou?r|eir)/.test(b)) slips++;
    // "more better", "most best"
    if ((a === 'more' || a === 'most') && /(er|est)$/.test(b) && next.pos === 'ADJ' && b.length > 4) slips++;
    // "didn't went": a past form after did/didn't
    if ((a === 'did' || a === "didn't" || a === 'didnt') && next.pos === 'VERB' && b !== next.lemma) slips++;
    // "we are go", "my mother is make": a form of "be" before a bare verb.
    if (BE_PRESENT.has(a) && next.pos === 'VERB' && b === next.lemma && !/(ing|ed)$/.test(b) && b !== 'be') slips++;
    // "there is many people"
    if ((a === 'is' || a === 'was') && (b === 'many' || b === 'several')) slips++;
    // "I very like it"
    if (a === 'very' && next.pos === 'VERB') slips++;
  }
  for (const token of sentence) if (WRONG_PLURALS.has(token.text.toLowerCase())) slips++;
  return slips;
}

export function writingSignals(
  text: string,
  task: Pick<WritingPrompt, 'topic' | 'instructions'>,
  tools: WritingTools,
): WritingSignals {
  const sentences = tools.analyse(text).filter((s) => s.some((t) => /[\p{L}\p{N}]/u.test(t.text)));
  const tokens = wordTokens(text);
  const lower = tokens.map((t) => t.toLowerCase());
  const known = (word: string) => tools.lexicon.rank(word.replace(/['’].*$/, '')) !== undefined;
  const latin = lower.filter(isLatin);
  const english = latin.filter(known);
  const latinFlat = latinWords(text);
  const joined = ` ${latinFlat.join(' ')} `;
  const used = (link: string) => joined.includes(` ${link} `);

  const content = contentWords(latinFlat).filter((w) => w.length > 2);
  const rankOf = (word: string) => tools.lexicon.rank(word) ?? Number.POSITIVE_INFINITY;
  const knownContent = content.filter((w) => tools.lexicon.rank(w) !== undefined);
  const stems = content.map(stem);
  const taskText = `${task.topic.en} ${task.instructions.en}`;
  const taskWords = latinWords(taskText);
  const topicStems = new Set(
    contentWords(taskWords)
      .filter((w) => w.length > 2 && !TASK_WORDS.has(w))
      .map(stem),
  );
  const usedTopic = new Set(stems.filter((s) => topicStems.has(s)));
  const subjectStems = new Set(
    contentWords(taskWords)
      .filter((w) => w.length > 2 && !TASK_WORDS.has(w) && !GENERIC_WORDS.has(w))
      .map(stem),
  );
  const titleStems = new Set(
    contentWords(latinWords(task.topic.en))
      .filter((w) => w.length > 2 && !TASK_WORDS.has(w) && !GENERIC_WORDS.has(w))
      .map(stem),
  );
  const taskGrams = new Set(ngrams(taskWords, 4));
  const grams4 = ngrams(latinFlat, 4);
  const trigrams = ngrams(latinFlat, 3);
  const sentenceKeys = sentences.map((s) =>
    s
      .map((t) => t.text.toLowerCase())
      .filter((t) => /\p{L}/u.test(t))
      .join(' '),
  );
  const taggedWords = sentences.flat().filter((t) => /\p{L}/u.test(t.text));
  const sentenceTexts = sentences.map((s) => s.map((t) => t.text).join(' '));
  const firstWords = sentences.map((s) => s.find((t) => /[\p{L}\p{N}]/u.test(t.text))?.text ?? '');

  return {
    words: countWords(text),
    sentences: sentences.length,
    englishShare: tokens.length === 0 ? 0 : english.length / tokens.length,
    topicCoverage: topicStems.size === 0 ? 0 : Math.min(1, usedTopic.size / Math.min(6, topicStems.size)),
    topicDensity: stems.length === 0 ? 0 : stems.filter((s) => topicStems.has(s)).length / stems.length,
    topicHits: new Set(stems.filter((s) => subjectStems.has(s))).size,
    titleHits: new Set(stems.filter((s) => titleStems.has(s))).size,
    titleWords: titleStems.size,
    copiedShare: grams4.length === 0 ? 0 : grams4.filter((g) => taskGrams.has(g)).length / grams4.length,
    distinctSentences: sentenceKeys.length === 0 ? 0 : new Set(sentenceKeys).size / sentenceKeys.length,
    distinctTrigrams: trigrams.length === 0 ? 1 : new Set(trigrams).size / trigrams.length,
    verbSentences:
      sentences.length === 0
        ? 0
        : sentences.filter((s) => s.some((t) => t.pos === 'VERB' || t.pos === 'AUX')).length / sentences.length,
    functionWords:
      taggedWords.length === 0 ? 0 : taggedWords.filter((t) => FUNCTION_TAGS.has(t.pos)).length / taggedWords.length,
    richLinks: RICH_LINKS.filter(used).length,
    links: [...BASIC_LINKS, ...RICH_LINKS].filter(used).length,
    variety: content.length === 0 ? 0 : new Set(stems).size / content.length,
    longWords: content.length === 0 ? 0 : content.filter((w) => w.length >= 7).length / content.length,
    rareWords:
      knownContent.length === 0 ? 0 : knownContent.filter((w) => rankOf(w) >= RARE_RANK).length / knownContent.length,
    meanSentenceWords: sentences.length === 0 ? 0 : countWords(text) / sentences.length,
    misspelled: latin.length === 0 ? 1 : 1 - english.length / latin.length,
    capitalised:
      firstWords.length === 0 ? 0 : firstWords.filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).length / firstWords.length,
    endsWithPunctuation: /[.!?]["'»”)]?\s*$/.test(text),
    lowercaseI: (text.match(/(^|[^\p{L}'])i(?=[\s']|$)/gu) ?? []).length,
    runOns: sentenceTexts.filter((s) => countWords(s) > 35).length,
    slipsPerSentence:
      sentences.length === 0 ? 0 : sentences.map(learnerSlips).reduce((a, b) => a + b, 0) / sentences.length,
  };
}
