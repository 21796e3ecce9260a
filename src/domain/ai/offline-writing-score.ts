/**
 * The offline estimate of a new-model paragraph (DESIGN.md §4.10) against the writing rubric, from features that
 * can be measured without understanding the text: length against minWords, sentences, linking words, repeated
 * words, words from the task's topic, capital letters and end punctuation. Each feature is mapped to a level of
 * the criterion it informs (task achievement, organisation, vocabulary, grammar accuracy); a criterion this rule
 * does not know gets the average. It is an estimate and says so.
 */
import type { WritingPrompt, WritingRubric } from '../content/schema.ts';
import type { Language } from '../language.ts';
import { contentWords, stem } from './content-words.ts';
import type { CriterionScore } from './model-reply.ts';
import { OFFLINE_TEXTS } from './offline-texts.ts';
import { splitSentences } from './word-limit.ts';

export interface WritingFeatures {
  words: number;
  sentences: number;
  /** Distinct linking words other than and / but / then / so. */
  richLinks: number;
  /** Distinct linking words of any kind. */
  links: number;
  /** Distinct content words / content words. */
  variety: number;
  /** Share of content words with 7 or more letters. */
  longWords: number;
  /** Share of the task's topic words (its title, instructions and hints) that the paragraph uses. */
  topicCoverage: number;
  /** Sentences that start with a capital letter, as a share. */
  capitalised: number;
  /** The text ends with . ! or ? */
  endsWithPunctuation: boolean;
  /** A lower-case "i" used as the pronoun. */
  lowercaseI: number;
  /** Sentences longer than 35 words. */
  runOns: number;
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

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
}

export function writingFeatures(
  text: string,
  task: Pick<WritingPrompt, 'topic' | 'instructions' | 'hints'>,
): WritingFeatures {
  const words = wordsOf(text);
  const sentences = splitSentences(text);
  const lower = ` ${words.join(' ')} `;
  const used = (link: string) => lower.includes(` ${link} `);
  const content = contentWords(words).filter((w) => w.length > 2);
  const stems = content.map(stem);
  const topicStems = new Set(
    contentWords(wordsOf([task.topic.en, task.instructions.en, ...task.hints.map((h) => h.en)].join(' ')))
      .filter((w) => w.length > 3)
      .map(stem),
  );
  const usedTopic = new Set(stems.filter((s) => topicStems.has(s)));
  return {
    words: words.length,
    sentences: sentences.length,
    richLinks: RICH_LINKS.filter(used).length,
    links: [...BASIC_LINKS, ...RICH_LINKS].filter(used).length,
    variety: content.length === 0 ? 0 : new Set(stems).size / content.length,
    longWords: content.length === 0 ? 0 : content.filter((w) => w.length >= 7).length / content.length,
    topicCoverage: topicStems.size === 0 ? 0 : Math.min(1, usedTopic.size / Math.min(8, topicStems.size)),
    capitalised:
      sentences.length === 0 ? 0 : sentences.filter((s) => /^["'«(]?[A-Z0-9]/.test(s)).length / sentences.length,
    endsWithPunctuation: /[.!?]["'»)]?\s*$/.test(text),
    lowercaseI: (text.match(/(^|[^\p{L}'])i(?=[\s']|$)/gu) ?? []).length,
    runOns: sentences.filter((s) => s.split(/\s+/).length > 35).length,
  };
}

/** The highest share of points the estimate gives where counting cannot see quality. */
export const MEASURABLE_CEILING = 0.8;

/** A fraction 0..1 of each known criterion's points. Fewer than 20 words scores 0 everywhere (rubric level 0). */
export function criterionFractions(f: WritingFeatures, minWords: number): Record<string, number> {
  if (f.words < 20) return { 'task-achievement': 0, organisation: 0, vocabulary: 0, grammar: 0 };
  const length = f.words / minWords;
  const task =
    (length >= 1 ? 0.6 : length >= 0.8 ? 0.45 : length >= 0.5 ? 0.3 : 0.15) +
    0.25 * f.topicCoverage +
    (f.sentences >= 6 ? 0.15 : f.sentences >= 4 ? 0.08 : 0);
  const organisation =
    0.2 +
    Math.min(0.45, 0.09 * f.richLinks) +
    Math.min(0.15, 0.05 * (f.links - f.richLinks)) +
    (f.sentences >= 5 ? 0.2 : f.sentences >= 3 ? 0.1 : 0);
  const vocabulary = 0.1 + Math.min(0.6, Math.max(0, (f.variety - 0.3) * 1.2)) + Math.min(0.3, f.longWords * 1.2);
  const grammar =
    1 -
    0.4 * (1 - f.capitalised) -
    (f.endsWithPunctuation ? 0 : 0.1) -
    Math.min(0.3, 0.1 * f.lowercaseI) -
    Math.min(0.3, 0.15 * f.runOns) -
    (f.sentences < 3 ? 0.2 : 0);
  const clamp = (x: number, max = 1) => Math.max(0, Math.min(max, x));
  // Word choice, spelling and grammar cannot be checked by counting, so those two stop one level below the top.
  return {
    'task-achievement': clamp(task),
    organisation: clamp(organisation),
    vocabulary: clamp(vocabulary, MEASURABLE_CEILING),
    grammar: clamp(grammar, MEASURABLE_CEILING),
  };
}

export interface WritingEstimate {
  criteria: CriterionScore[];
  total: number;
  maxScore: number;
  words: number;
}

export function scoreWritingOffline(text: string, task: WritingPrompt, rubric: WritingRubric): WritingEstimate {
  const features = writingFeatures(text, task);
  const fractions = criterionFractions(features, task.minWords);
  const known = Object.values(fractions);
  const average = known.reduce((a, b) => a + b, 0) / known.length;
  const criteria = rubric.criteria.map((c) => ({
    id: c.id,
    // At least 1 point for a real attempt, as rubric level 0 is "no answer or fewer than 20 words".
    points: Math.max(features.words >= 20 ? 1 : 0, Math.round((fractions[c.id] ?? average) * c.maxPoints)),
    maxPoints: c.maxPoints,
  }));
  const sum = criteria.reduce((n, c) => n + c.points, 0);
  const maxPoints = rubric.criteria.reduce((n, c) => n + c.maxPoints, 0);
  return {
    criteria,
    total: Math.round((sum / maxPoints) * rubric.maxScore),
    maxScore: rubric.maxScore,
    words: features.words,
  };
}

/** The estimate as text in the student's language: the total, each criterion, the word count, and that it is an estimate. */
export function writingEstimateText(
  estimate: Pick<WritingEstimate, 'criteria' | 'total' | 'maxScore' | 'words'>,
  rubric: WritingRubric,
  minWords: number,
  language: Language,
  offline: boolean,
): string {
  const t = OFFLINE_TEXTS[language].writing;
  const lines = estimate.criteria.map((score) => {
    const name = rubric.criteria.find((c) => c.id === score.id)?.name[language] ?? score.id;
    return `- ${name}: ${score.points}/${score.maxPoints}${score.comment ? ` — ${score.comment}` : ''}`;
  });
  return [
    t.summary(estimate.total, estimate.maxScore),
    lines.join('\n'),
    t.words(estimate.words, minWords),
    ...(offline ? [`_${t.estimateNote}_`] : []),
  ].join('\n\n');
}
