/**
 * The diagnostic API (src/domain/api/diagnostic-schema.ts), signed-in only; every call works on the caller's own
 * diagnostic (there is no id to name another student's).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { saveAnswerSchema } from '../../domain/api/practice-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/errors.ts';
import type { DiagnosticService } from './diagnostic-service.ts';

const emptyBody = z.object({}).strict();

export function diagnosticRoutes(service: DiagnosticService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/', async (c) => c.json(await service.state(c.var.user.id)))
    .post('/start', async (c) => {
      await parseJsonBody(c, emptyBody);
      return c.json(await service.start(c.var.user.id));
    })
    .post('/answers', async (c) => {
      const save = await parseJsonBody(c, saveAnswerSchema);
      return c.json(await service.answer(c.var.user.id, save, c.var.timeZone));
    })
    .post('/complete', async (c) => {
      await parseJsonBody(c, emptyBody);
      return c.json(await service.complete(c.var.user.id, c.var.timeZone));
    });
}
