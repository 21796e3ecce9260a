/**
 * The review API under /api/review (src/domain/api/review-schema.ts), for the signed-in student only: GET /count
 * (for the navbar and the dashboard), GET / (the due cards, without keys), POST /answers (one review answer,
 * graded on the server, with its verdict and reason).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { saveAnswerSchema } from '../../domain/api/practice-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseJsonBody } from '../http/errors.ts';
import type { ReviewService } from './review-service.ts';

export function reviewRoutes(service: ReviewService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/count', async (c) => c.json(await service.count(c.var.user.id)))
    .get('/', async (c) => c.body(await service.queueJson(c.var.user.id), 200, { 'Content-Type': 'application/json' }))
    .post('/answers', async (c) => {
      const save = await parseJsonBody(c, saveAnswerSchema);
      return c.json(await service.answer(c.var.user.id, save, c.var.timeZone));
    });
}
