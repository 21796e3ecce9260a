/**
 * Builds the attempts core every kind of attempt stands on: the question bank, the attempt store (attempts, answers,
 * the activity they move) and the one grading path. Practice, mock exams, the diagnostic, the daily challenge and
 * lesson quizzes each take it as a dependency and never one another.
 */
import type { Content } from '../../domain/content/content.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { createAttemptGrading, type AttemptGrading } from './attempt-grading.ts';
import { createAttemptStore, type AttemptStore } from './attempt-store.ts';
import { createQuestionBank, type QuestionBank } from './question-bank.ts';

export interface Attempts {
  questions: QuestionBank;
  store: AttemptStore;
  grading: AttemptGrading;
}

export function createAttempts({
  content,
  db,
  clock,
}: {
  content: Pick<Content, 'topics' | 'listening' | 'reading'>;
  db: Db;
  clock: Clock;
}): Attempts {
  const questions = createQuestionBank(content);
  const store = createAttemptStore(db);
  return { questions, store, grading: createAttemptGrading({ store, questions, clock }) };
}
