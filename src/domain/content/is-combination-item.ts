/**
 * DİM-style combination items: the question lists numbered candidates and every option is a combination of their
 * numbers ("1, 2", "2, 3, 4"), as in the exam's grammar tasks.
 */
import type { GrammarQuestion } from './schema.ts';

const COMBINATION = /^\d+(?:\s*(?:,|and|&)\s*\d+)+$/i;

export function isCombinationItem(question: GrammarQuestion): boolean {
  return (
    question.type === 'mc' && question.options.length > 0 && question.options.every((o) => COMBINATION.test(o.trim()))
  );
}
