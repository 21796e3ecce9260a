/** GET/PATCH /api/profile: the signed-in student's own profile; there is no way to name another user. */
import { Hono } from 'hono';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { examDateInPast, profileUpdateErrorCode, profileUpdateSchema } from '../../domain/profile/profile-schema.ts';
import type { Clock } from '../clock.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ProfileStore } from './profile-store.ts';

export function profileRoutes(profiles: ProfileStore, clock: Clock) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const profile = await profiles.ensure(c.var.user.id);
      if (!profile) throw new HttpError(404, 'NOT_FOUND', 'Profile not found');
      return c.json({ profile });
    })
    .patch('/', async (c) => {
      const update = await parseJsonBody(c, profileUpdateSchema, profileUpdateErrorCode);
      // Today in the zone the update sets, when it sets one: the student's own calendar.
      if (examDateInPast(update.examDate, calendarDay(clock.now(), update.timeZone ?? c.var.timeZone))) {
        throw new HttpError(400, 'EXAM_DATE_IN_PAST', 'The exam date cannot be before today');
      }
      await profiles.ensure(c.var.user.id);
      const profile = await profiles.update(c.var.user.id, update);
      if (!profile) throw new HttpError(404, 'NOT_FOUND', 'Profile not found');
      return c.json({ profile });
    });
}
