/** GET /api/standing (src/domain/api/standing-schema.ts): where the signed-in student stands; 401 otherwise. */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { StandingService } from './standing-service.ts';

export function standingRoutes(service: StandingService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/', async (c) =>
      c.body(await service.standingJson(c.var.user.id, c.var.timeZone), 200, { 'Content-Type': 'application/json' }),
    );
}
