/** Builds the progress feature (dashboard, AI suggestion, quiz history) and its routes under /api. */
import type { MiddlewareHandler } from 'hono';
import type { Ai } from '../ai/ai-module.ts';
import type { AttemptGrading } from '../attempts/attempt-grading.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../logger.ts';
import type { PracticeCatalog } from '../content/practice-catalog.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import type { StandingService } from '../standing/standing-service.ts';
import { progressRoutes } from './dashboard-routes.ts';
import { createHistoryStore } from './history-store.ts';
import { createSuggestionService } from './suggestion-service.ts';
import { createSuggestionStore } from './suggestion-store.ts';

export interface ProgressDeps {
  db: Db;
  profiles: ProfileStore;
  ai: Pick<Ai, 'suggestFor'>;
  /** Menu titles. */
  catalog: Pick<PracticeCatalog, 'byId'>;
  /** The review of a finished attempt of any kind. */
  attempts: { grading: Pick<AttemptGrading, 'review'> };
  /** This week's plan, which the suggestion follows. */
  standing: Pick<StandingService, 'plan'>;
  clock: Clock;
  logger: Logger;
}

export interface Progress {
  routes(signedIn: MiddlewareHandler<AppEnv>): ReturnType<typeof progressRoutes>;
}

export function createProgress({ db, profiles, ai, catalog, attempts, standing, clock, logger }: ProgressDeps): Progress {
  const suggestionStore = createSuggestionStore(db);
  const suggestions = createSuggestionService({ store: suggestionStore, ai, standing, clock, logger });
  const history = createHistoryStore(db);
  return {
    routes: (signedIn) =>
      progressRoutes({
        profiles,
        suggestions,
        history,
        review: attempts.grading.review,
        title: (topic) => catalog.byId(topic)?.menu.title,
        clock,
        signedIn,
      }),
  };
}
