/**
 * The practice API (src/domain/api/practice-schema.ts): GET /menu is open; everything under /sessions needs a
 * signed-in student and only ever reads or writes that student's own attempts (another student's attempt is
 * "not found", nothing leaked). Bodies are validated with the shared schemas; the student's day follows the time
 * zone of their profile, from the request context (src/server/http/request-context.ts).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { saveAnswerSchema, saveWritingSchema, startSessionSchema } from '../../domain/api/practice-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { PracticeCatalog } from './practice-catalog.ts';
import type { PracticeService } from './practice-service.ts';

const attemptIdSchema = z.uuid();

function attemptIdOf(param: string): string {
  // An id that cannot exist is simply not found (no hint about ids of other students).
  if (!attemptIdSchema.safeParse(param).success) throw new HttpError(404, 'ATTEMPT_NOT_FOUND', 'No such session');
  return param;
}

export function practiceRoutes(
  catalog: PracticeCatalog,
  service: PracticeService,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get('/menu', (c) => c.json(catalog.menu))
    // Public like the menu and the lessons: questions without keys, kept by "Download for offline".
    .get('/offline/:slug', (c) => {
      const pack = service.offlinePack(c.req.param('slug'));
      if (!pack) throw new HttpError(404, 'QUIZ_NOT_FOUND', 'Only grammar topics can be practised offline');
      return c.json(pack);
    })
    .use('/sessions', signedIn)
    .use('/sessions/*', signedIn)
    .post('/sessions', async (c) => {
      const { slug, offline } = await parseJsonBody(c, startSessionSchema);
      return c.json(await service.startSession(c.var.user.id, slug, offline), 201);
    })
    .get('/sessions/:attemptId', async (c) =>
      c.json(await service.session(c.var.user.id, attemptIdOf(c.req.param('attemptId')))),
    )
    .post('/sessions/:attemptId/answers', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      const save = await parseJsonBody(c, saveAnswerSchema);
      return c.json(await service.saveAnswer(c.var.user.id, attemptId, save, c.var.timeZone));
    })
    .put('/sessions/:attemptId/writing', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      const { text } = await parseJsonBody(c, saveWritingSchema);
      await service.saveWriting(c.var.user.id, attemptId, text);
      return c.json({ saved: true });
    })
    .post('/sessions/:attemptId/finish', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      return c.json(await service.finish(c.var.user.id, attemptId, c.var.timeZone));
    })
    .get('/sessions/:attemptId/results', async (c) =>
      c.json(await service.results(c.var.user.id, attemptIdOf(c.req.param('attemptId')))),
    );
}
