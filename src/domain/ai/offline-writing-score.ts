/**
 * The offline estimate of a new-model paragraph against the writing rubric. First the rubric's hard rules, which
 * hold whoever scores (the model's scores are clipped to them too): no answer or fewer than 20 words, not English,
 * copied from the task, one sentence repeated, words that make no sentences, not about the topic, and the length
 * the task-achievement levels name. Then each criterion from what can be measured (writing-signals.ts): length and
 * topic words for task achievement, sentences and linking words for organisation, variety, long words and spelling
 * for vocabulary, capitals, punctuation, run-ons and common learner slips for grammar. It is an estimate and says so.
 */
import type { WritingPrompt, WritingRubric } from '../content/schema.ts';
import type { Language } from '../language.ts';
import type { CriterionScore } from './model-reply.ts';
import { OFFLINE_TEXTS } from './offline-texts.ts';
import { writingSignals, type WritingSignals, type WritingTools } from './writing-signals.ts';

export type { WritingTools } from './writing-signals.ts';

/** Why the rubric's hard rules limit a paragraph's points, most serious first. */
export type WritingFlag =
  'too-short' | 'not-english' | 'copied' | 'repeated' | 'word-salad' | 'off-topic' | 'under-length';

export const HARD_RULES = {
  /** Rubric level 0: fewer than 20 words. */
  minWords: 20,
  /** Below this share of English words the text is not an answer in English. */
  minEnglishShare: 0.6,
  /** From this share of word sequences taken from the task, the text is copied. */
  copiedShare: 0.4,
  /** Below this share of distinct sentences (or of distinct word trigrams) the text repeats itself. */
  distinctSentences: 0.6,
  distinctTrigrams: 0.5,
  /** Below these shares the words make no sentences: in real paragraphs, even weak ones, nearly every sentence has a
   * verb and about two words in five are function words. */
  verbSentences: 0.7,
  functionWords: 0.3,
  /** With no more than this many words naming the task's subject, the text is not about the task's topic. */
  topicHits: 0,
  /** A title with this many subject words ("Protecting the Caspian Sea") none of which the paragraph uses: it is not
   * about the task. A title of one subject word is not enough evidence ("My favourite season" answered with "spring"). */
  titleWords: 2,
} as const;

type CriterionId = 'task-achievement' | 'organisation' | 'vocabulary' | 'grammar';
type Caps = Partial<Record<CriterionId, number>>;

const ALL_ZERO: Caps = { 'task-achievement': 0, organisation: 0, vocabulary: 0, grammar: 0 };

/** Points allowed at most per criterion for each flag: a paragraph that is not a real attempt gets at most 4 of 20. */
const FLAG_CAPS: Record<WritingFlag, Caps> = {
  'too-short': ALL_ZERO,
  'not-english': ALL_ZERO,
  copied: { 'task-achievement': 0, organisation: 1, vocabulary: 1, grammar: 1 },
  repeated: { 'task-achievement': 1, organisation: 1, vocabulary: 1, grammar: 1 },
  'word-salad': { 'task-achievement': 1, organisation: 0, vocabulary: 1, grammar: 0 },
  'off-topic': { 'task-achievement': 0, organisation: 1, vocabulary: 1, grammar: 1 },
  'under-length': {},
};

export interface HardRules {
  flags: WritingFlag[];
  /** The most points each criterion may get (criteria not named: up to their maximum). */
  caps: Caps;
}

/** Task achievement by length, as the rubric's levels name it: "a little under 100 words" is 3, "far below" is 1. */
function lengthCap(words: number, minWords: number): number | undefined {
  if (words >= minWords) return undefined;
  if (words >= 0.8 * minWords) return 3;
  if (words >= 0.5 * minWords) return 2;
  return 1;
}

export function hardRules(s: WritingSignals, minWords: number): HardRules {
  const flags: WritingFlag[] = [];
  if (s.words < HARD_RULES.minWords) flags.push('too-short');
  else if (s.englishShare < HARD_RULES.minEnglishShare) flags.push('not-english');
  else {
    if (s.copiedShare >= HARD_RULES.copiedShare) flags.push('copied');
    if (
      (s.sentences >= 3 && s.distinctSentences < HARD_RULES.distinctSentences) ||
      s.distinctTrigrams < HARD_RULES.distinctTrigrams
    )
      flags.push('repeated');
    if (s.verbSentences < HARD_RULES.verbSentences || s.functionWords < HARD_RULES.functionWords)
      flags.push('word-salad');
    const missesTitle = s.titleWords >= HARD_RULES.titleWords && s.titleHits === 0;
    if (!flags.includes('copied') && (s.topicHits <= HARD_RULES.topicHits || missesTitle)) flags.push('off-topic');
  }
  const caps: Caps = {};
  const lower = (id: CriterionId, max: number | undefined) => {
    if (max !== undefined) caps[id] = Math.min(caps[id] ?? Number.POSITIVE_INFINITY, max);
  };
  for (const flag of flags) for (const [id, max] of Object.entries(FLAG_CAPS[flag])) lower(id as CriterionId, max);
  const byLength = lengthCap(s.words, minWords);
  if (byLength !== undefined) {
    if (flags.length === 0) flags.push('under-length');
    lower('task-achievement', byLength);
  }
  return { flags, caps };
}

/** The highest share of points the estimate gives where counting cannot see quality. */
export const MEASURABLE_CEILING = 0.8;

const clamp = (x: number, max = 1) => Math.max(0, Math.min(max, x));

/** A fraction 0..1 of each criterion's points from the measurable signals, before the hard rules. */
export function criterionFractions(s: WritingSignals, minWords: number): Record<CriterionId, number> {
  const length = s.words / minWords;
  // How far the ideas are developed: learners' sentences grow longer and join more clauses as they write better
  // (about 6 words a sentence for "Winter is very good." writing, about 20 for a well-built paragraph).
  const development = clamp((Math.min(s.meanSentenceWords, 24) - 6) / 14);
  const linking = clamp(s.richLinks / 6);
  const range = clamp((s.rareWords - 0.05) / 0.25);
  const variety = clamp((s.variety - 0.5) / 0.4);
  const task =
    (length >= 1 ? 0.3 : length >= 0.8 ? 0.2 : length >= 0.5 ? 0.1 : 0) + 0.2 * s.topicCoverage + 0.5 * development;
  const organisation = 0.15 + 0.45 * development + 0.3 * linking + (s.sentences >= 5 ? 0.1 : 0);
  const vocabulary = 0.2 + 0.35 * development + 0.25 * range + 0.2 * variety - Math.min(0.4, s.misspelled * 2);
  const grammar =
    0.3 +
    0.5 * development +
    0.2 * linking -
    0.4 * (1 - s.capitalised) -
    (s.endsWithPunctuation ? 0 : 0.1) -
    Math.min(0.3, 0.1 * s.lowercaseI) -
    Math.min(0.3, 0.15 * s.runOns) -
    Math.min(0.5, 0.6 * s.slipsPerSentence) -
    Math.min(0.3, s.misspelled * 1.5) -
    (s.sentences < 3 ? 0.2 : 0);
  // Word choice, spelling and grammar cannot be fully checked by counting, so those two stop one level below the top.
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
  /** The hard rules, which limit the points whoever scores. */
  rules: HardRules;
}

/** Scores clipped to the hard rules' caps, and the total on the rubric's scale. */
export function applyHardRules(
  criteria: readonly CriterionScore[],
  rules: HardRules,
  rubric: WritingRubric,
): Pick<WritingEstimate, 'criteria' | 'total' | 'maxScore'> {
  const clipped = criteria.map((c) => {
    const cap = rules.caps[c.id as CriterionId];
    return cap !== undefined && c.points > cap ? { ...c, points: cap } : c;
  });
  const sum = clipped.reduce((n, c) => n + c.points, 0);
  const maxPoints = rubric.criteria.reduce((n, c) => n + c.maxPoints, 0);
  return { criteria: clipped, total: Math.round((sum / maxPoints) * rubric.maxScore), maxScore: rubric.maxScore };
}

export function scoreWritingOffline(
  text: string,
  task: WritingPrompt,
  rubric: WritingRubric,
  tools: WritingTools,
): WritingEstimate {
  const signals = writingSignals(text, task, tools);
  const rules = hardRules(signals, task.minWords);
  const fractions: Record<string, number> = criterionFractions(signals, task.minWords);
  const known = Object.values(fractions);
  const average = known.reduce((a, b) => a + b, 0) / known.length;
  const criteria = rubric.criteria.map((c) => ({
    id: c.id,
    // At least 1 point for a real attempt, as rubric level 0 is "no answer or fewer than 20 words".
    points: Math.max(1, Math.round((fractions[c.id] ?? average) * c.maxPoints)),
    maxPoints: c.maxPoints,
  }));
  return { ...applyHardRules(criteria, rules, rubric), words: signals.words, rules };
}

/** The estimate as text in the student's language: the total, each criterion, the word count, the hard rules, and that it is automatic. */
export function writingEstimateText(
  estimate: Pick<WritingEstimate, 'criteria' | 'total' | 'maxScore' | 'words' | 'rules'>,
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
    ...estimate.rules.flags.map((flag) => t.flags[flag]),
    lines.join('\n'),
    t.words(estimate.words, minWords),
    ...(offline ? [`_${t.estimateNote}_`] : []),
  ].join('\n\n');
}
