/** Builds the daily challenge on the attempts core and mounts it under /api/challenge. */
import type { Hono, MiddlewareHandler } from 'hono';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import { createGrammarChoiceAnswers } from '../attempts/grammar-choice.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { challengeRoutes } from './challenge-routes.ts';
import { createChallengeService, type ChallengeService } from './challenge-service.ts';

export function createChallenge({
  attempts,
  random = Math.random,
  ...deps
}: {
  db: Db;
  topics: readonly GrammarTopic[];
  attempts: Attempts;
  profiles: ProfileStore;
  clock: Clock;
  random?: Random;
}): ChallengeService {
  const grading = createGrammarChoiceAnswers(attempts.questions, attempts.grading);
  return createChallengeService({ ...deps, store: attempts.store, grading, random });
}

export function mountChallenge(
  app: Hono<AppEnv>,
  challenge: ChallengeService,
  signedIn: MiddlewareHandler<AppEnv>,
): void {
  app.route('/api/challenge', challengeRoutes(challenge, signedIn));
}
