/**
 * An answer that ties the key's figure to another day or occasion than the one the question fixes: "forty manats for
 * every training session" where the question asks what it costs each month, "for two weeks before every race" where
 * it asks for how long, "go to bed at ten on Thursday" where it asks about Friday night. The key's words are all
 * there, so the rules that look for the key would accept it; the words beside them change what it says.
 */
import { numbersToDigits } from './number-words.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Words that measure time: "for two weeks, every day" says when within the key's period, not another occasion. */
const TIME_WORDS = new Set([
  'day',
  'night',
  'week',
  'weekend',
  'month',
  'year',
  'hour',
  'minute',
  'second',
  'morning',
  'afternoon',
  'evening',
  'time',
]);

const OCCASION_WORD = /\b(?:every|each|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/** A question or key that fixes a period: "each month", "a week", or asks how long. */
const FIXED_PERIOD = /\b(?:a|an|per|every|each)\s+(?:day|night|week|month|year)\b|\bhow\s+long\b/i;

/**
 * A number, its unit and a preposition, then "every" or "each" and the occasion: "40 manats for every training",
 * "2 weeks before every race". The preposition keeps "one of every three" (a share) and "per cent" out.
 */
const FIGURE_PER_OCCASION =
  /\b\d+(?:[.,]\d+)?\s+[a-z]+\s+(?:for|before|after|during|at|on|in)\s+(?:every|each)\s+(?:single\s+)?([a-z]+)/g;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\d+(?:[.,]\d+)?|[a-z]+/g) ?? [];
}

/** A word without a plural ending, so "races" and "race" compare. */
const singular = (word: string) => word.replace(/(?<=[a-z]{3})e?s$/, '');

function withDigits(text: string): string {
  return numbersToDigits(wordsOf(text))
    .map((t) => t[0] ?? '')
    .join(' ');
}

/**
 * True where the answer names another occasion for the key's figure than the question fixes. `keyTexts` are the model
 * answer, the accepted answers and the key points; a day or occasion any of them names is the key's own.
 */
export function saysOtherOccasion(answer: string, question: string, keyTexts: readonly string[]): boolean {
  // Most answers name neither a day of the week nor an occasion: they pass before any key text is read.
  if (!OCCASION_WORD.test(answer)) return false;
  const said = new Set([question, ...keyTexts].flatMap(wordsOf).map(singular));
  const given = wordsOf(answer);
  const questionWords = new Set(wordsOf(question));
  // Another day of the week than the question's ("on Thursday" for "on Friday night").
  if (WEEKDAYS.some((d) => questionWords.has(d)) && given.some((w) => WEEKDAYS.includes(w) && !said.has(w)))
    return true;
  if (![question, ...keyTexts].some((t) => FIXED_PERIOD.test(t))) return false;
  return [...withDigits(answer).matchAll(FIGURE_PER_OCCASION)].some((m) => {
    const occasion = singular(m[1] ?? '');
    return !TIME_WORDS.has(occasion) && !said.has(occasion) && occasion !== 'other';
  });
}
