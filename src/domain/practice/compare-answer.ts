/**
 * Answer comparison: text answers and grammar answers are compared case-insensitively after trimming (runs of inner
 * spaces count as one, so 'have  gone' is 'have gone'); multiple-choice listening and reading answers compare the
 * chosen letter exactly. A choice that is not one of the question's options is not an answer at all ('invalid'), so
 * the server refuses it instead of counting it wrong.
 */
import type { GrammarMcQuestion, PassageMcQuestion } from '../content/schema.ts';

export type ChoiceGrade = { kind: 'graded'; correct: boolean } | { kind: 'invalid' };

export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function sameText(a: string, b: string): boolean {
  return normalizeText(a) === normalizeText(b);
}

/** A grammar multiple-choice answer is the text of the chosen option. */
export function gradeGrammarChoice(
  question: Pick<GrammarMcQuestion, 'options' | 'answer'>,
  given: string,
): ChoiceGrade {
  if (!question.options.some((option) => sameText(option, given))) return { kind: 'invalid' };
  return { kind: 'graded', correct: sameText(question.answer, given) };
}

/** A listening or reading multiple-choice answer is the letter of the chosen option, compared exactly. */
export function gradeLetterChoice(question: Pick<PassageMcQuestion, 'options' | 'answer'>, given: string): ChoiceGrade {
  if (!Object.hasOwn(question.options, given)) return { kind: 'invalid' };
  return { kind: 'graded', correct: given === question.answer };
}

/** A written answer against the accepted answers (the grammar open questions; the offline judge goes further). */
export function matchesAccepted(accepted: readonly string[], given: string): boolean {
  return accepted.some((a) => sameText(a, given));
}
