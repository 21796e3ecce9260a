/**
 * Builds the diagnostic and the daily challenge (issue 6) on top of the practice store and catalog, and mounts
 * them under /api/diagnostic and /api/challenge.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { ReviewItem } from '../../domain/api/practice-schema.ts';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Practice } from '../practice/practice-module.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { createHabitGrading } from '../diagnostic/diagnostic-grading.ts';
import { diagnosticRoutes } from '../diagnostic/diagnostic-routes.ts';
import { createDiagnosticService, type DiagnosticService } from '../diagnostic/diagnostic-service.ts';
import { challengeRoutes } from './challenge-routes.ts';
import { createChallengeService, type ChallengeService } from './challenge-service.ts';

export interface Habits {
  diagnostic: DiagnosticService;
  challenge: ChallengeService;
  /** The answer review of a finished diagnostic or challenge attempt (diagnostic-grading.ts); undefined otherwise. */
  review(userId: string, attemptId: string): Promise<ReviewItem[] | undefined>;
}

export interface HabitsDeps {
  db: Db;
  topics: readonly GrammarTopic[];
  practice: Pick<Practice, 'catalog' | 'store'>;
  profiles: ProfileStore;
  clock: Clock;
  random?: Random;
}

export function createHabits({ db, topics, practice, profiles, clock, random = Math.random }: HabitsDeps): Habits {
  const grading = createHabitGrading(practice.catalog, practice.store, clock);
  const deps = { db, topics, store: practice.store, grading, profiles, clock, random };
  return {
    diagnostic: createDiagnosticService(deps),
    challenge: createChallengeService(deps),
    review: grading.review,
  };
}

export function mountHabits(app: Hono<AppEnv>, habits: Habits, signedIn: MiddlewareHandler<AppEnv>): void {
  app.route('/api/diagnostic', diagnosticRoutes(habits.diagnostic, signedIn));
  app.route('/api/challenge', challengeRoutes(habits.challenge, signedIn));
}
