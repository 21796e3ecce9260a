/**
 * Builds the practice feature from the loaded content and mounts it on the app: the API under /api/practice, the
 * lesson quiz under /api/lessons, listening audio under /api/content/audio, and the spec's /assets/data/ audio URLs.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Content } from '../../domain/content/content.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { createHabitGrading } from '../diagnostic/diagnostic-grading.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { createAudioServer } from './audio-routes.ts';
import { lessonQuizRoutes } from './lesson-quiz-routes.ts';
import { createLessonQuizService, type LessonQuizService } from './lesson-quiz-service.ts';
import { createLessonAttemptStore } from './lesson-quiz-store.ts';
import { createPracticeCatalog, type PracticeCatalog } from './practice-catalog.ts';
import type { PracticeJudge } from './practice-judge.ts';
import { practiceRoutes } from './practice-routes.ts';
import { createPracticeService, type PracticeService } from './practice-service.ts';
import { createPracticeStore, type PracticeStore } from './practice-store.ts';

export interface Practice {
  catalog: PracticeCatalog;
  service: PracticeService;
  /** The attempts and answers (the diagnostic and the daily challenge save through it too). */
  store: PracticeStore;
  /** The lesson quiz graded by the server, tracked as 'lesson' attempts (lesson-quiz-service.ts). */
  lessonQuiz: LessonQuizService;
}

export interface PracticeDeps {
  content: Pick<Content, 'topics' | 'listening' | 'reading' | 'writing'>;
  contentDir: string;
  db: Db;
  profiles: ProfileStore;
  judge: PracticeJudge;
  clock: Clock;
  random?: Random;
}

export function createPractice({
  content,
  contentDir,
  db,
  profiles,
  judge,
  clock,
  random = Math.random,
}: PracticeDeps): Practice {
  const catalog = createPracticeCatalog(content, contentDir);
  const store = createPracticeStore(db);
  const lessonQuiz = createLessonQuizService({
    topics: content.topics,
    store,
    attempts: createLessonAttemptStore(db),
    finishAttempt: createHabitGrading(catalog, store, clock).finish,
    profiles,
    clock,
  });
  return {
    catalog,
    store,
    lessonQuiz,
    service: createPracticeService({ catalog, store, profiles, judge, clock, random }),
  };
}

/** Call before the static files: /assets/data/* would otherwise fall through to them. */
export function mountPractice(app: Hono<AppEnv>, practice: Practice, signedIn: MiddlewareHandler<AppEnv>): void {
  const audio = createAudioServer(practice.catalog);
  app.route('/api/practice', practiceRoutes(practice.catalog, practice.service, signedIn));
  app.route('/api/lessons', lessonQuizRoutes(practice.lessonQuiz, signedIn));
  app.route('/api/content/audio', audio.routes);
  app.get('/assets/data/*', audio.specUrls());
}
