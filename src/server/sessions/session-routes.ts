/**
 * The practice API (src/domain/api/practice-schema.ts): GET /menu is open; everything under /sessions needs a
 * signed-in student and only ever reads or writes that student's own attempts (another student's attempt is
 * "not found", nothing leaked). Bodies are validated with the shared schemas; the student's day follows the time
 * zone of their profile, from the request context (src/server/http/request-context.ts).
 *
 * The menu lists practice sessions and mock exams alike, under one API: a start goes to the module of the menu
 * item's kind, and every later request to the module of its attempt's kind.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ExamInProgress, QuizKind } from '../../domain/api/practice-schema.ts';
import { saveAnswerSchema, saveWritingSchema, startSessionSchema } from '../../domain/api/practice-schema.ts';
import type { AttemptStore } from '../attempts/attempt-store.ts';
import type { OpenExams } from '../attempts/open-exams.ts';
import { attemptNotFound } from '../attempts/session-views.ts';
import { saveTrace } from '../attempts/save-trace.ts';
import type { PracticeCatalog } from '../content/practice-catalog.ts';
import type { AppEnv } from '../http/app-env.ts';
import { lazyPrepared, sendPrepared } from '../http/compression.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { SessionService } from './session-service.ts';

const attemptIdSchema = z.uuid();

function attemptIdOf(param: string): string {
  // An id that cannot exist is simply not found (no hint about ids of other students).
  if (!attemptIdSchema.safeParse(param).success) throw attemptNotFound();
  return param;
}

export interface SessionRoutesDeps {
  catalog: PracticeCatalog;
  store: Pick<AttemptStore, 'attemptPlan'>;
  exams: Pick<OpenExams, 'running'>;
  /** The module that serves attempts of a kind of the menu. */
  serviceFor(kind: QuizKind): SessionService;
  signedIn: MiddlewareHandler<AppEnv>;
}

/**
 * The menu changes only with the content, at a restart: a browser keeps it 5 minutes, then asks again with its ETag
 * and gets 304 while nothing changed.
 */
export const MENU_CACHE_CONTROL = 'public, max-age=300';

export function sessionRoutes({ catalog, store, exams, serviceFor, signedIn }: SessionRoutesDeps) {
  const menu = lazyPrepared(() => catalog.menu);
  /** The module of the student's own attempt (its plan is cached: one lookup per request at most). */
  async function serviceOf(userId: string, param: string): Promise<[SessionService, string]> {
    const attemptId = attemptIdOf(param);
    const plan = await store.attemptPlan(attemptId, userId);
    const kind = plan?.kind;
    if (kind !== 'mock_exam' && kind !== 'grammar' && kind !== 'listening' && kind !== 'reading') {
      throw attemptNotFound();
    }
    return [serviceFor(kind), attemptId];
  }

  return (
    new Hono<AppEnv>()
      // The same for everyone until a restart: an ETag, a short cache and the compressed body made once.
      .get('/menu', (c) => sendPrepared(c, menu(), MENU_CACHE_CONTROL))
      // Public like the menu and the lessons: questions without keys, kept by "Download for offline".
      .get('/offline/:slug', (c) => {
        const pack = catalog.find(c.req.param('slug'))?.offline;
        if (!pack) throw new HttpError(404, 'QUIZ_NOT_FOUND', 'Only grammar topics can be practised offline');
        return c.json(pack);
      })
      .use('/sessions', signedIn)
      .use('/sessions/*', signedIn)
      .use('/exam-in-progress', signedIn)
      .get('/exam-in-progress', async (c) => {
        const [exam] = await exams.running(c.var.user.id);
        const body: ExamInProgress = {
          exam: exam
            ? { attemptId: exam.id, slug: exam.slug, title: catalog.byId(exam.topic)?.menu.title ?? exam.topic }
            : null,
        };
        return c.json(body);
      })
      .post('/sessions', async (c) => {
        const { slug, ...options } = await parseJsonBody(c, startSessionSchema);
        const item = catalog.find(slug);
        if (!item) throw new HttpError(404, 'QUIZ_NOT_FOUND', 'No practice matches this address');
        if (options.offline && !item.offline) {
          throw new HttpError(400, 'VALIDATION_FAILED', 'Only grammar practice starts offline');
        }
        return c.json(await serviceFor(item.kind).startSession(c.var.user.id, slug, options), 201);
      })
      .get('/sessions/:attemptId', async (c) => {
        const [service, attemptId] = await serviceOf(c.var.user.id, c.req.param('attemptId'));
        return c.json(await service.session(c.var.user.id, attemptId, c.var.timeZone));
      })
      .post('/sessions/:attemptId/answers', async (c) => {
        const started = saveTrace && performance.now();
        // c.get, not c.var: Hono builds a new object of all the request's variables on every read of c.var.
        const userId = c.get('user').id;
        const [service, attemptId] = await serviceOf(userId, c.req.param('attemptId'));
        const save = await parseJsonBody(c, saveAnswerSchema);
        if (started) saveTrace?.start(save.answerId, started);
        const saved = await service.saveAnswer(userId, attemptId, save, c.get('timeZone'));
        saveTrace?.end(save.answerId);
        return c.json(saved);
      })
      .put('/sessions/:attemptId/writing', async (c) => {
        const [service, attemptId] = await serviceOf(c.var.user.id, c.req.param('attemptId'));
        const { text } = await parseJsonBody(c, saveWritingSchema);
        await service.saveWriting(c.var.user.id, attemptId, text, c.var.timeZone);
        return c.json({ saved: true });
      })
      .post('/sessions/:attemptId/finish', async (c) => {
        const [service, attemptId] = await serviceOf(c.var.user.id, c.req.param('attemptId'));
        return c.json(await service.finish(c.var.user.id, attemptId, c.var.timeZone));
      })
      .post('/sessions/:attemptId/abandon', async (c) => {
        const [service, attemptId] = await serviceOf(c.var.user.id, c.req.param('attemptId'));
        await service.abandon(c.var.user.id, attemptId);
        return c.json({ abandoned: true });
      })
      .get('/sessions/:attemptId/results', async (c) => {
        const [service, attemptId] = await serviceOf(c.var.user.id, c.req.param('attemptId'));
        return c.json(await service.results(c.var.user.id, attemptId));
      })
  );
}
