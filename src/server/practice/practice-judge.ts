/**
 * What grading needs from the AI service (DESIGN.md §6): the CORRECT/INCORRECT judgement of a written answer,
 * the 0/½/1 partial credit of the classic mock's open tasks (DİM estimate), and the new model's paragraph scored
 * against the rubric. Each call falls back to the offline judge inside the AI service, so none of them fails a
 * quiz (checklist MOCK-11); `judgedBy` says who decided (the 'AI evaluated' badge, RES-08).
 */
import type { ResultsResponse } from '../../domain/api/practice-schema.ts';
import type { Credit } from '../../domain/ai/partial-credit.ts';
import type { PassageOpenQuestion, WritingPrompt } from '../../domain/content/schema.ts';

export interface OpenQuestionRef {
  question: PassageOpenQuestion;
  /** The listening or reading test the question belongs to. */
  passageId: string;
}

export type WritingScore = NonNullable<ResultsResponse['writing']>;

export interface PracticeJudge {
  judgeOpen(
    userId: string,
    ref: OpenQuestionRef,
    answer: string,
  ): Promise<{ correct: boolean; judgedBy: 'offline' | 'model' }>;
  partialCredit(
    userId: string,
    ref: OpenQuestionRef,
    answer: string,
  ): Promise<{ points: Credit; judgedBy: 'offline' | 'model' }>;
  scoreWriting(userId: string, prompt: WritingPrompt, text: string): Promise<WritingScore>;
}
