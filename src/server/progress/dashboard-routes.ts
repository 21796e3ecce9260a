/**
 * The progress API (src/domain/api/progress-schema.ts): GET /dashboard, GET /suggestion, POST /suggestion/refresh,
 * GET /attempts (a page), GET /attempts/chart and GET /attempts/review/:attemptId, each for the signed-in student only (there is no way to name another one). Queries and
 * bodies are validated; the student's day follows their profile's time zone (the request context).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ReviewItem } from '../../domain/api/practice-schema.ts';
import type {
  AttemptReviewResponse,
  AttemptsChartResponse,
  AttemptsResponse,
  DashboardResponse,
} from '../../domain/api/progress-schema.ts';
import {
  attemptsChartQuerySchema,
  attemptsQuerySchema,
  suggestionQuerySchema,
  suggestionRefreshSchema,
} from '../../domain/api/progress-schema.ts';
import type { Localized } from '../../domain/content/schema.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { decodeHistoryCursor } from '../../domain/progress/history-cursor.ts';
import { displayedStreak } from '../../domain/progress/dashboard-streak.ts';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serializedOnce } from '../http/compression.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import type { HistoryStore } from './history-store.ts';
import type { SuggestionService } from './suggestion-service.ts';

export interface ProgressRoutesDeps {
  profiles: ProfileStore;
  suggestions: SuggestionService;
  history: HistoryStore;
  /** The answer review of the student's finished attempt; throws ATTEMPT_NOT_FOUND when there is none. */
  review(userId: string, attemptId: string): Promise<ReviewItem[]>;
  /** The practice menu title of an attempt's topic (grammar topic or test id). */
  title(topic: string): Localized | string | undefined;
  clock: Clock;
  signedIn: MiddlewareHandler<AppEnv>;
}

const attemptIdSchema = z.uuid();

function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ');
    throw new HttpError(400, 'VALIDATION_FAILED', fields);
  }
  return parsed.data;
}

export function progressRoutes(deps: ProgressRoutesDeps) {
  const { profiles, suggestions, history, review, title, clock, signedIn } = deps;

  // Mounted under /api beside other routes: sign-in is required per route, not for every /api path.
  return new Hono<AppEnv>()
    .get('/dashboard', signedIn, async (c) => {
      // The user document is created on the first visit if missing.
      const profile = await profiles.ensure(c.var.user.id);
      if (!profile) throw new HttpError(404, 'USER_DATA_NOT_FOUND', 'User data not found');
      const today = calendarDay(clock.now(), c.var.timeZone);
      const body: DashboardResponse = {
        name: profile.name,
        streak: displayedStreak(profile.streak, profile.lastActivityDate, today),
        bestStreak: profile.bestStreak,
        totalQuizzes: profile.totalQuizzes,
        averageScore: profile.averageScore,
        questionsAnswered: profile.questionsAnswered,
        today,
      };
      return c.json(body);
    })
    .get('/suggestion', signedIn, async (c) => {
      const { language } = parseQuery(c, suggestionQuerySchema);
      return c.json(await suggestions.suggestion(c.var.user.id, language, c.var.timeZone, false));
    })
    .post('/suggestion/refresh', signedIn, async (c) => {
      const { language } = await parseJsonBody(c, suggestionRefreshSchema);
      return c.json(await suggestions.suggestion(c.var.user.id, language, c.var.timeZone, true));
    })
    .get('/attempts', signedIn, async (c) => {
      const query = parseQuery(c, attemptsQuerySchema);
      const cursor = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor);
      if (query.cursor !== undefined && !cursor) throw new HttpError(400, 'VALIDATION_FAILED', 'cursor: not a cursor');
      const body: AttemptsResponse = await history.page({
        userId: c.var.user.id,
        timeframe: query.timeframe,
        now: clock.now(),
        timeZone: c.var.timeZone,
        cursor,
        limit: query.limit,
        language: query.language,
        title,
      });
      return c.json(body);
    })
    .get('/attempts/chart', signedIn, async (c) => {
      const { timeframe } = parseQuery(c, attemptsChartQuerySchema);
      const body: AttemptsChartResponse = await history.chart(c.var.user.id, timeframe, clock.now(), c.var.timeZone);
      // A long history's chart is kept and returned again while it holds (history-store.ts): so are its bytes.
      return c.json(serializedOnce(body));
    })
    .get('/attempts/review/:attemptId', signedIn, async (c) => {
      const attemptId = c.req.param('attemptId');
      // An id that cannot exist is simply not found (no hint about other students' ids).
      if (!attemptIdSchema.safeParse(attemptId).success) {
        throw new HttpError(404, 'ATTEMPT_NOT_FOUND', 'No such attempt');
      }
      const body: AttemptReviewResponse = { review: await review(c.var.user.id, attemptId) };
      return c.json(body);
    });
}
