/** Builds the lesson quiz on the attempts core and mounts it under /api/lessons. */
import type { Hono, MiddlewareHandler } from 'hono';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { lessonQuizRoutes } from './lesson-quiz-routes.ts';
import { createLessonQuizService, type LessonQuizService } from './lesson-quiz-service.ts';

export function createLessonQuiz(deps: {
  topics: readonly GrammarTopic[];
  attempts: Attempts;
  profiles: ProfileStore;
  clock: Clock;
}): LessonQuizService {
  const { topics, attempts, profiles, clock } = deps;
  return createLessonQuizService({ topics, store: attempts.store, grading: attempts.grading, profiles, clock });
}

export function mountLessonQuiz(
  app: Hono<AppEnv>,
  lessonQuiz: LessonQuizService,
  signedIn: MiddlewareHandler<AppEnv>,
): void {
  app.route('/api/lessons', lessonQuizRoutes(lessonQuiz, signedIn));
}
