/**
 * Shapes of the progress API, shared by the server and the web app:
 * GET /api/dashboard (stats and streak), GET /api/suggestion?language= (today's saved suggestion, or a new one),
 * POST /api/suggestion/refresh { language } (forces a new one), GET /api/attempts?timeframe= (quiz history),
 * GET /api/attempts/review/:attemptId (a finished attempt's answers, of any kind the history can review). All need
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

/** Attempts per history page when the request names no limit, and the most it may name. */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_MAX_PAGE_SIZE = 100;

export const attemptsQuerySchema = z
  .object({
    timeframe: z.enum(TIMEFRAMES).default('all'),
    /** The previous page's `nextCursor`; absent: the newest attempts. */
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
    /** Titles in this language only (a string each); absent: every title in the three languages. */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();

export const attemptsChartQuerySchema = z.object({ timeframe: z.enum(TIMEFRAMES).default('all') }).strict();

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

/**
 * One finished attempt as the web app shows it (history-row.ts reads it from its HistoryRow). Abandoned attempts are
 * not listed.
 */
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
  /** Whether GET /api/attempts/review/:attemptId has its answer review. */
  hasReview: boolean;
}

/**
 * One finished attempt as a history page sends it: its values in this order, without the field names repeated on
 * every row and without what follows from the rest (the score from the counts, the review from the kind), so a page
 * of 50 is about 7.5 KB of JSON instead of 13.4. historyAttemptOf() (history-row.ts) reads it as a HistoryAttempt.
 */
export type HistoryRow = [
  attemptId: string,
  kind: HistoryKind,
  slug: string,
  title: Localized | string,
  finishedAt: string,
  correct: number,
  total: number,
  timeSpentMinutes: number,
];

export interface AttemptsResponse {
  /** One page, newest first. */
  attempts: HistoryRow[];
  /** The cursor of the next (older) page; null when this page is the last. */
  nextCursor: string | null;
}

/**
 * One point of the history chart: a kind of quiz in one period of the student's calendar (the response's `period`:
 * each attempt for 'today', else a day, a week or a month as the history's length asks), its score over all the
 * period's questions, plotted at its last attempt.
 */
export interface HistoryChartPoint {
  kind: HistoryKind;
  at: string;
  /** The period's key in the student's time zone: yyyy-mm-dd for a day; a week's or a month's own key. */
  period: string;
  attempts: number;
  correct: number;
  total: number;
  scorePercent: number;
}

export interface AttemptsChartResponse {
  period: 'attempt' | 'day' | 'week' | 'month';
  /** Oldest first. */
  points: HistoryChartPoint[];
  /** The finished attempts the points sum up. */
  attempts: number;
}

/** GET /api/attempts/review/:attemptId: the answers of a practice quiz, mock exam, diagnostic or daily challenge. */
export interface AttemptReviewResponse {
  review: ReviewItem[];
}
