/**
 * The review queue a page at a time (docs/decisions/018-review-mastery-prediction.md): /review shows the first
 * twenty cards of a queue that mixes the sections, each section in the order its cards fell due, so it needs only
 * each section's first twenty due cards. This index holds them in that order (student, section, due time, question),
 * so a student with thousands of cards due reads sixty index entries, not every card. Cards change only when an
 * answer is graded wrongly or reviewed, after the answer's commit, so the answer save does not wait for it.
 */
import type { Kysely } from 'kysely';

export function reviewQueuePage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('review_card_user_section_due_idx')
        .on('review_card')
        .columns(['userId', 'section', 'due', 'questionId'])
        .execute();
    },
  };
}
