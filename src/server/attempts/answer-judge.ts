/**
 * What grading needs from the AI service: the judgement of a written answer (CORRECT/INCORRECT with the 0/½/1
 * partial credit of the classic mock's DİM estimate, from one call so the two agree), and the new model's paragraph
 * scored against the rubric. Each call falls back to the offline judge inside the AI service, so none of them fails
 * a quiz; `judgedBy` says who decided (the 'AI evaluated' badge).
 */
import type { WritingResult } from '../../domain/api/practice-schema.ts';
import type { Credit } from '../../domain/ai/partial-credit.ts';
import type { PassageOpenQuestion, WritingPrompt } from '../../domain/content/schema.ts';

export interface OpenQuestionRef {
  question: PassageOpenQuestion;
  /** The listening or reading test the question belongs to. */
  passageId: string;
}

export interface AnswerJudge {
  /** The verdict and, for the exam estimate, the partial credit, from one judgement. */
  judgeOpen(
    userId: string,
    ref: OpenQuestionRef,
    answer: string,
  ): Promise<{ correct: boolean; points: Credit; judgedBy: 'offline' | 'model' }>;
  scoreWriting(userId: string, prompt: WritingPrompt, text: string): Promise<WritingResult>;
}
