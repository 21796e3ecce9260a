/**
 * The daily challenge API (src/domain/api/challenge-schema.ts), signed-in only; every call works on the caller's
 * own challenge of a day (there is no id to name another student's). The day follows the profile's time zone (the
 * request context).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { challengeAnswerSchema, challengeFinishSchema } from '../../domain/api/challenge-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/errors.ts';
import type { ChallengeService } from './challenge-service.ts';

export function challengeRoutes(service: ChallengeService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/', async (c) => c.json(await service.today(c.var.user.id, c.var.timeZone)))
    .get('/today', async (c) => c.json(await service.summary(c.var.user.id, c.var.timeZone)))
    .post('/answers', async (c) => {
      const save = await parseJsonBody(c, challengeAnswerSchema);
      return c.json(await service.answer(c.var.user.id, save, c.var.timeZone));
    })
    .post('/finish', async (c) => {
      const { date } = await parseJsonBody(c, challengeFinishSchema);
      return c.json(await service.finish(c.var.user.id, date, c.var.timeZone));
    });
}
