/** The profile as the API returns it and the rules for changing it (name, grade, goal, language, time zone). */
import { z } from 'zod';
import { LANGUAGES } from '../language.ts';
import { canonicalTimeZone } from '../practice/calendar-day.ts';
import {
  isCalendarDay,
  MAX_GOAL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TARGET_SCORE,
  MIN_NAME_LENGTH,
  MIN_TARGET_SCORE,
} from './profile-rules.ts';

export * from './profile-rules.ts';

export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(MIN_NAME_LENGTH, 'nameTooShort').max(MAX_NAME_LENGTH, 'nameTooLong'),
    goal: z.string().trim().max(MAX_GOAL_LENGTH, 'goalTooLong'),
    grade: z.union([z.literal(9), z.literal(10), z.literal(11), z.null()]),
    language: z.enum(LANGUAGES),
    /** An IANA zone the server's Intl knows, stored under its canonical name ('asia/baku' → 'Asia/Baku'). */
    timeZone: z.string().transform((zone, ctx) => {
      const canonical = canonicalTimeZone(zone);
      if (canonical === undefined) {
        ctx.addIssue({ code: 'custom', message: 'timeZoneUnknown' });
        return z.NEVER;
      }
      return canonical;
    }),
    /** The score the student aims for on DİM's 0–100 scale, a whole number; null clears it. */
    targetScore: z.union([
      z
        .number()
        .int('targetScoreOutOfRange')
        .min(MIN_TARGET_SCORE, 'targetScoreOutOfRange')
        .max(MAX_TARGET_SCORE, 'targetScoreOutOfRange'),
      z.null(),
    ]),
    /** The exam's day, yyyy-mm-dd; null clears it. Not before today in the student's zone (examDateError). */
    examDate: z.union([z.string().refine(isCalendarDay, 'examDateInvalid'), z.null()]),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'empty');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The typed error of a refused update, when one of its fields has its own (the UI names what to fix): a target
 * outside 0–100 or not whole. Any other refusal is VALIDATION_FAILED.
 */
export function profileUpdateErrorCode(
  issues: readonly { path: PropertyKey[] }[],
): 'TARGET_SCORE_OUT_OF_RANGE' | undefined {
  return issues.some((i) => i.path[0] === 'targetScore') ? 'TARGET_SCORE_OUT_OF_RANGE' : undefined;
}
