/**
 * What a practice session or a mock exam is made of: the questions in order, each with its number and section,
 * and the passages and writing prompt they belong to. The server stores this at the start of a session, so a
 * reload gets the same questions.
 */
import type { Section } from '../api/practice-schema.ts';

export interface DrawnQuestion {
  questionId: string;
  number: number;
  section: Section;
  /** The listening or reading test of the question. */
  passageId?: string;
  /** The grammar topic of the question. */
  topicId?: string;
}

export interface Draw {
  questions: DrawnQuestion[];
  listeningIds: string[];
  readingIds: string[];
  writingPromptId?: string;
}

/** Numbers the questions 1, 2, 3… in the order given. */
export function numbered(questions: readonly Omit<DrawnQuestion, 'number'>[]): DrawnQuestion[] {
  return questions.map((q, i) => ({ ...q, number: i + 1 }));
}
