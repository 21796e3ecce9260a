/**
 * The lesson-quiz API under /api/lessons (src/domain/api/lesson-quiz-schema.ts): /:topicId/quiz/check is open;
 * /:topicId/quiz/attempts/* needs a signed-in student and only ever reads or writes that student's own attempts
 * (another student's attempt id is "not found"). Bodies are validated with the shared schemas; the student's day
 * follows their profile's time zone (the request context).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { lessonAnswerSchema, lessonCheckSchema, lessonFinishSchema } from '../../domain/api/lesson-quiz-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { LessonQuizService } from './lesson-quiz-service.ts';

const attemptIdSchema = z.uuid();

/** The browser generates attempt ids: anything but a UUID is a bad request. */
function attemptIdOf(param: string): string {
  if (!attemptIdSchema.safeParse(param).success) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'attemptId: not a UUID');
  }
  return param;
}

export function lessonQuizRoutes(service: LessonQuizService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .post('/:topicId/quiz/check', async (c) => {
      const check = await parseJsonBody(c, lessonCheckSchema);
      return c.json(service.check(c.req.param('topicId'), check));
    })
    .use('/:topicId/quiz/attempts/*', signedIn)
    .post('/:topicId/quiz/attempts/:attemptId/answers', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      const save = await parseJsonBody(c, lessonAnswerSchema);
      return c.json(await service.answer(c.var.user.id, c.req.param('topicId'), attemptId, save, c.var.timeZone));
    })
    .post('/:topicId/quiz/attempts/:attemptId/finish', async (c) => {
      const attemptId = attemptIdOf(c.req.param('attemptId'));
      await parseJsonBody(c, lessonFinishSchema);
      return c.json(await service.finish(c.var.user.id, c.req.param('topicId'), attemptId, c.var.timeZone));
    });
}
