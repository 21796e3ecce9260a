/** Builds the progress feature (dashboard, AI suggestion, quiz history) and its routes under /api. */
import type { MiddlewareHandler } from 'hono';
import type { ReviewItem } from '../../domain/api/practice-schema.ts';
import type { Ai } from '../ai/ai-module.ts';
import type { Habits } from '../challenge/challenge-module.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../logger.ts';
import type { Practice } from '../practice/practice-module.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { progressRoutes } from './dashboard-routes.ts';
import { createHistoryStore } from './history-store.ts';
import { createSuggestionService } from './suggestion-service.ts';
import { createSuggestionStore } from './suggestion-store.ts';

export interface ProgressDeps {
  db: Db;
  profiles: ProfileStore;
  ai: Pick<Ai, 'suggestFor'>;
  /** Menu titles, and the review of a practice attempt (its results). */
  practice: Pick<Practice, 'catalog' | 'service'>;
  /** The review of a diagnostic or daily challenge attempt. */
  habits: Pick<Habits, 'review'>;
  clock: Clock;
  logger: Logger;
}

export interface Progress {
  routes(signedIn: MiddlewareHandler<AppEnv>): ReturnType<typeof progressRoutes>;
}

export function createProgress({ db, profiles, ai, practice, habits, clock, logger }: ProgressDeps): Progress {
  const suggestionStore = createSuggestionStore(db);
  const suggestions = createSuggestionService({ store: suggestionStore, ai, clock, logger });
  const history = createHistoryStore(db);
  /** Each kind's own review; an attempt of no reviewable kind (or another student's) is ATTEMPT_NOT_FOUND. */
  const review = async (userId: string, attemptId: string): Promise<ReviewItem[]> =>
    (await habits.review(userId, attemptId)) ?? (await practice.service.results(userId, attemptId)).review;
  return {
    routes: (signedIn) =>
      progressRoutes({
        profiles,
        suggestions,
        history,
        review,
        title: (topic) => practice.catalog.byId(topic)?.menu.title,
        clock,
        signedIn,
      }),
  };
}
