/**
 * The attempt kinds that are no quiz of the practice menu, apart from the zod schemas of practice-schema.ts, so that
 * web code that needs only a kind's name (the history's rows) does not pull zod and every schema into its chunk.
 */

/** The quiz at the end of a lesson, tracked for signed-in students (src/domain/api/lesson-quiz-schema.ts). */
export const LESSON_KIND = 'lesson';
/** One answer in /review: an attempt of one question, never finished, named by the answer's id. */
export const REVIEW_KIND = 'review';
