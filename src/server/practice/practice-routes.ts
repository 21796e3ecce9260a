/**
 * The practice API (src/domain/api/practice-schema.ts): GET /menu is open; everything under /sessions needs a
 * signed-in student and only ever reads or writes that student's own attempts (another student's attempt is
 * "not found", nothing leaked). Bodies are validated with the shared schemas; the student's time zone comes
 * from the `x-time-zone` header (DESIGN.md §4.6), refused when it is not an IANA zone (checklist DATA-14).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { saveAnswerSchema, saveWritingSchema, startSessionSchema } from '../../domain/api/practice-schema.ts';
import { canonicalTimeZone } from '../../domain/practice/calendar-day.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { PracticeCatalog } from './practice-catalog.ts';
import type { PracticeService } from './practice-service.ts';

export const TIME_ZONE_HEADER = 'x-time-zone';

const attemptIdSchema = z.uuid();

function attemptIdOf(param: string): string {
  // An id that cannot exist is simply not found (no hint about ids of other students).
  if (!attemptIdSchema.safeParse(param).success) throw new HttpError(404, 'ATTEMPT_NOT_FOUND', 'No such session');
  return param;
}

/** The student's time zone from the request header; undefined when absent, 400 when not an IANA zone. */
export function timeZoneOf(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  const zone = canonicalTimeZone(header);
  if (!zone) throw new HttpError(400, 'VALIDATION_FAILED', `${TIME_ZONE_HEADER}: not a time zone`);
  return zone;
}

export function practiceRoutes(
  catalog: PracticeCatalog,
  service: PracticeService,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get('/menu', (c) => c.json(catalog.menu))
    .use('/sessions', signedIn)
    .use('/sessions/*', signedIn)
    .post('/sessions', async (c) => {
      const { slug } = await parseJsonBody(c, startSessionSchema);
      return c.json(await service.startSession(c.var.user.id, slug), 201);
    })
    .get('/sessions/:attemptId', async (c) =>
      c.json(await service.session(c.var.user.id, attemptIdOf(c.req.param('attemptId')))),
    )
    .post('/sessions/:attemptId/answers', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      const timeZone = timeZoneOf(c.req.header(TIME_ZONE_HEADER));
      const save = await parseJsonBody(c, saveAnswerSchema);
      return c.json(await service.saveAnswer(c.var.user.id, attemptId, save, timeZone));
    })
    .put('/sessions/:attemptId/writing', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      const { text } = await parseJsonBody(c, saveWritingSchema);
      await service.saveWriting(c.var.user.id, attemptId, text);
      return c.json({ saved: true });
    })
    .post('/sessions/:attemptId/finish', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      const timeZone = timeZoneOf(c.req.header(TIME_ZONE_HEADER));
      return c.json(await service.finish(c.var.user.id, attemptId, timeZone));
    })
    .get('/sessions/:attemptId/results', async (c) =>
      c.json(await service.results(c.var.user.id, attemptIdOf(c.req.param('attemptId')))),
    );
}
