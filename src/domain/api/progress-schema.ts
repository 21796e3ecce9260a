/**
 * Shapes of the progress API, shared by the server and the web app:
 * GET /api/dashboard (stats and streak), GET /api/suggestion?language= (today's saved suggestion, or a new one),
 * POST /api/suggestion/refresh { language } (forces a new one), GET /api/attempts?timeframe= (quiz history),
 * GET /api/attempts/:attemptId/review (a finished attempt's answers, of any kind the history can review). All need
 * a signed-in student and only ever read that student's own data.
 */
import { z } from 'zod';
import type { Localized } from '../content/schema.ts';
import type { ReviewItem } from './practice-schema.ts';
import { LANGUAGES } from '../language.ts';
import { TIMEFRAMES } from '../progress/history-timeframe.ts';

export interface DashboardResponse {
  name: string;
  /** The live streak: 0 once it has lapsed. */
  streak: number;
  bestStreak: number;
  totalQuizzes: number;
  /** A fraction 0–1, shown as a percent. */
  averageScore: number;
  questionsAnswered: number;
  /** The student's calendar day, yyyy-mm-dd. */
  today: string;
}

export const suggestionQuerySchema = z.object({ language: z.enum(LANGUAGES) }).strict();
export const suggestionRefreshSchema = z.object({ language: z.enum(LANGUAGES) }).strict();

/** The saved suggestion (the user document's practiceAISuggestion) as the browser sees it. */
export interface PracticeAISuggestion {
  text: string;
  fetchedAt: string;
  /** yyyy-mm-dd in the student's time zone. */
  date: string;
  isNoDataMessage: boolean;
  /** The practice menu slug of the suggested quiz; null: 'No suitable quiz found'. */
  quizSlug: string | null;
}

export interface SuggestionResponse {
  suggestion: PracticeAISuggestion;
  /** Set when a new suggestion was needed but the AI failed, so this is the saved one. */
  warning?: 'SUGGESTION_BACKEND_FAILED';
}

export const attemptsQuerySchema = z.object({ timeframe: z.enum(TIMEFRAMES).default('all') }).strict();

export const HISTORY_KINDS = [
  'grammar',
  'listening',
  'reading',
  'mock_exam',
  'diagnostic',
  'challenge',
  'lesson',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One finished attempt. Abandoned attempts are not listed. */
export interface HistoryAttempt {
  attemptId: string;
  kind: HistoryKind;
  /** The menu slug (for 'try again'); the mock exams' own slugs. */
  slug: string;
  title: Localized | string;
  finishedAt: string;
  correct: number;
  total: number;
  /** Whole percent 0–100. */
  scorePercent: number;
  /** Whole minutes, rounded; 0 is an attempt under half a minute, shown as '< 1 min'. */
  timeSpentMinutes: number;
  /** Whether GET /api/attempts/:attemptId/review has its answer review. */
  hasReview: boolean;
}

export interface AttemptsResponse {
  attempts: HistoryAttempt[];
}

/** GET /api/attempts/:attemptId/review: the answers of a practice quiz, mock exam, diagnostic or daily challenge. */
export interface AttemptReviewResponse {
  review: ReviewItem[];
}
