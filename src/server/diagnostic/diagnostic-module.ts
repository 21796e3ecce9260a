/** Builds the diagnostic on the attempts core and mounts it under /api/diagnostic. */
import type { Hono, MiddlewareHandler } from 'hono';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import { createGrammarChoiceAnswers } from '../attempts/grammar-choice.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { diagnosticRoutes } from './diagnostic-routes.ts';
import { createDiagnosticService, type DiagnosticService } from './diagnostic-service.ts';

export function createDiagnostic({
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
}): DiagnosticService {
  const grading = createGrammarChoiceAnswers(attempts.questions, attempts.grading);
  return createDiagnosticService({ ...deps, store: attempts.store, grading, random });
}

export function mountDiagnostic(
  app: Hono<AppEnv>,
  diagnostic: DiagnosticService,
  signedIn: MiddlewareHandler<AppEnv>,
): void {
  app.route('/api/diagnostic', diagnosticRoutes(diagnostic, signedIn));
}
