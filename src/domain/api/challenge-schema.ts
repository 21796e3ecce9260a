/**
 * Shapes of the daily challenge API, shared by the server and the web app. The day is the student's calendar day in the
 * time zone of their profile.
 *
 * GET /api/challenge → today's challenge, created on the first visit of the day (5 questions of a random topic).
 * POST /api/challenge/answers { date, answerId, questionId, answer } → graded, appended in order.
 * POST /api/challenge/finish { date } → completed true (all 5 answered). GET /api/challenge/today → the dashboard's
 * summary, or null (200) when none exists yet: no challenge is an expected state, not an error (it does not create
 * one).
 */
import { z } from 'zod';
import type { Localized } from '../content/schema.ts';
import { saveAnswerSchema, type AnswerFeedback, type PublicQuestion } from './practice-schema.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The user document's `todaysChallenge`, with the questions to show and each answer's verdict. */
export interface ChallengeResponse {
  date: string;
  topicId: string;
  topicName: Localized;
  questionIds: string[];
  questions: PublicQuestion[];
  answers: { questionId: string; answer: string; correct: boolean; feedback: AnswerFeedback }[];
  completed: boolean;
  updatedAt: string;
}

/** GET /api/challenge/today (the dashboard card); the body is null before the day's first visit to /challenge. */
export interface ChallengeSummary {
  date: string;
  topicName: Localized;
  answered: number;
  total: 5;
  completed: boolean;
}

export const challengeAnswerSchema = saveAnswerSchema.extend({ date }).strict();
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

export const challengeFinishSchema = z.object({ date }).strict();

/** The result of finishing: the completion screen's counts. */
export interface ChallengeFinishResponse {
  correct: number;
  wrong: number;
  completed: true;
}
