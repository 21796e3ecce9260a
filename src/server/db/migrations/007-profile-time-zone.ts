/**
 * The profile's time zone becomes the student's own setting (docs/decisions: profile time zone). Until now the
 * column held the zone sent with the latest answer, from whatever computer it came; from now on it is set from the
 * browser at sign-up and changed on the profile page. Existing profiles start from the app's default, as they would
 * with a new column; a student elsewhere picks their zone on the profile page, and their streak survives the change.
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../domain/practice/calendar-day.ts';

export function profileTimeZone() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`update profile set "timeZone" = ${DEFAULT_TIME_ZONE}`.execute(db);
    },
  };
}
