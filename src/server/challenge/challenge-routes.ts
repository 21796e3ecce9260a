/**
 * The daily challenge API (src/domain/api/challenge-schema.ts), signed-in only; every call works on the caller's
 * own challenge of a day (there is no id to name another student's). The day follows the `x-time-zone` header.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { challengeAnswerSchema, challengeFinishSchema } from '../../domain/api/challenge-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/errors.ts';
import { TIME_ZONE_HEADER, timeZoneOf } from '../practice/practice-routes.ts';
import type { ChallengeService } from './challenge-service.ts';

export function challengeRoutes(service: ChallengeService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/', async (c) => c.json(await service.today(c.var.user.id, timeZoneOf(c.req.header(TIME_ZONE_HEADER)))))
    .get('/today', async (c) =>
      c.json(await service.summary(c.var.user.id, timeZoneOf(c.req.header(TIME_ZONE_HEADER)))),
    )
    .post('/answers', async (c) => {
      const timeZone = timeZoneOf(c.req.header(TIME_ZONE_HEADER));
      const save = await parseJsonBody(c, challengeAnswerSchema);
      return c.json(await service.answer(c.var.user.id, save, timeZone));
    })
    .post('/finish', async (c) => {
      const timeZone = timeZoneOf(c.req.header(TIME_ZONE_HEADER));
      const { date } = await parseJsonBody(c, challengeFinishSchema);
      return c.json(await service.finish(c.var.user.id, date, timeZone));
    });
}
