/**
 * The one write the lesson quiz adds to the practice tables: its attempt row, created by the first answer under
 * the id the browser generated. Inserting an id that exists does nothing, so a retried or concurrent first answer
 * creates one attempt, and an id already used by another student stays theirs (the caller then finds no attempt of
 * its own: 404). Answers, counters and finishing go through the practice store (practice-store.ts).
 */
import type { Db } from '../db/database.ts';
import type { AttemptRecord } from './practice-store.ts';

export interface LessonAttemptStore {
  createIfMissing(attempt: AttemptRecord): Promise<void>;
}

export function createLessonAttemptStore({ kysely }: Db): LessonAttemptStore {
  return {
    async createIfMissing(attempt) {
      await kysely
        .insertInto('attempt')
        .values({ ...attempt, draw: JSON.stringify(attempt.draw) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}
