/**
 * Builds the practice feature from the loaded content and the attempts core, and mounts it on the app: the API
 * under /api/practice, listening audio under /api/content/audio, and the spec's /assets/data/ audio URLs.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { Content } from '../../domain/content/content.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { AnswerJudge } from '../attempts/answer-judge.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { createAudioServer } from './audio-routes.ts';
import { createPracticeCatalog, type PracticeCatalog } from './practice-catalog.ts';
import { practiceRoutes } from './practice-routes.ts';
import { createPracticeService, type PracticeService } from './practice-service.ts';

export interface Practice {
  catalog: PracticeCatalog;
  service: PracticeService;
}

export interface PracticeDeps {
  content: Pick<Content, 'topics' | 'listening' | 'reading' | 'writing'>;
  contentDir: string;
  attempts: Attempts;
  profiles: ProfileStore;
  judge: AnswerJudge;
  clock: Clock;
  random?: Random;
}

export function createPractice({
  content,
  contentDir,
  attempts,
  profiles,
  judge,
  clock,
  random = Math.random,
}: PracticeDeps): Practice {
  const catalog = createPracticeCatalog(content, contentDir);
  return {
    catalog,
    service: createPracticeService({ catalog, ...attempts, profiles, judge, clock, random }),
  };
}

/** Call before the static files: /assets/data/* would otherwise fall through to them. */
export function mountPractice(app: Hono<AppEnv>, practice: Practice, signedIn: MiddlewareHandler<AppEnv>): void {
  const audio = createAudioServer(practice.catalog);
  app.route('/api/practice', practiceRoutes(practice.catalog, practice.service, signedIn));
  app.route('/api/content/audio', audio.routes);
  app.get('/assets/data/*', audio.specUrls());
}
