/**
 * How an answer to a question of the bank is read and graded, the same for a practice session and a mock exam: a
 * choice is checked against the options (a grammar choice stored as its option's own text), a written grammar
 * answer by the offline judge in 'form' mode, and a written listening or reading answer by the answer judge.
 */
import { judgeOpenAnswer } from '../../domain/ai/judge-scored.ts';
import {
  gradeGrammarChoice,
  gradeLetterChoice,
  sameText,
  type ChoiceGrade,
} from '../../domain/practice/compare-answer.ts';
import { HttpError } from '../http/errors.ts';
import type { AnswerJudge } from './answer-judge.ts';
import type { Grade } from './attempt-grading.ts';
import type { QuestionEntry } from './question-bank.ts';

/** Checks a multiple-choice answer against the options; 'open' for written answers. */
export function gradeChoice(entry: QuestionEntry, answer: string): ChoiceGrade | 'open' {
  if (entry.question.type === 'open') return 'open';
  if (entry.kind === 'grammar' && entry.question.type === 'mc') return gradeGrammarChoice(entry.question, answer);
  if (entry.kind !== 'grammar' && entry.question.type === 'mc') return gradeLetterChoice(entry.question, answer);
  return { kind: 'invalid' };
}

/** A grammar multiple-choice answer is stored as the option's own text, so the review shows it as written. */
export function canonicalChoice(entry: QuestionEntry, answer: string): string {
  if (entry.kind === 'grammar' && entry.question.type === 'mc') {
    return entry.question.options.find((o) => sameText(o, answer)) ?? answer;
  }
  return answer;
}

export const notAnOption = () => new HttpError(400, 'VALIDATION_FAILED', 'answer: not one of the options');

/**
 * Grades an answer of the bank: 400 when it is not one; the judge's partial credit comes back for the classic mock
 * exam's estimate.
 */
export function createBankGrader(judge: AnswerJudge) {
  return async function grade(userId: string, entry: QuestionEntry, answer: string): Promise<Grade> {
    const choice = gradeChoice(entry, answer);
    if (choice !== 'open') {
      if (choice.kind === 'invalid') throw notAnOption();
      return { correct: choice.correct, judgedBy: 'exact' };
    }
    if (answer.trim() === '') throw new HttpError(400, 'VALIDATION_FAILED', 'answer: empty');
    if (entry.kind === 'grammar') {
      // Grammar tests the form itself: the offline judge in 'form' mode (contractions read out).
      const q = entry.question;
      const verdict = judgeOpenAnswer(
        answer,
        { question: q.question, answer: q.answer, accepted: q.type === 'open' ? q.accepted : [q.answer] },
        'form',
      );
      return { correct: verdict.correct, judgedBy: verdict.reason === 'exact' ? 'exact' : 'offline' };
    }
    if (entry.question.type !== 'open') throw new Error('unreachable');
    const { correct, points, judgedBy } = await judge.judgeOpen(
      userId,
      { question: entry.question, passageId: entry.test.id },
      answer,
    );
    return { correct, judgedBy, points };
  };
}
