/** GET/PATCH /api/profile: the signed-in student's own profile; there is no way to name another user. */
import { Hono } from 'hono';
import { profileUpdateSchema } from '../../domain/profile/profile-schema.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { ProfileStore } from './profile-store.ts';

export function profileRoutes(profiles: ProfileStore) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const profile = await profiles.ensure(c.var.user.id);
      if (!profile) throw new HttpError(404, 'NOT_FOUND', 'Profile not found');
      return c.json({ profile });
    })
    .patch('/', async (c) => {
      const update = await parseJsonBody(c, profileUpdateSchema);
      await profiles.ensure(c.var.user.id);
      const profile = await profiles.update(c.var.user.id, update);
      if (!profile) throw new HttpError(404, 'NOT_FOUND', 'Profile not found');
      return c.json({ profile });
    });
}
