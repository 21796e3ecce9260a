/** The profile as the API returns it and the rules for changing it (spec §3, §5; checklist PROF-*). */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../language.ts';
import { canonicalTimeZone } from '../practice/calendar-day.ts';
import { formatPercent } from '../text/format-number.ts';

export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 80;
export const MAX_GOAL_LENGTH = 500;
export const GRADES = [9, 10, 11] as const;
export const MIN_TARGET_SCORE = 0;
export const MAX_TARGET_SCORE = 100;

/** A real calendar day written yyyy-mm-dd (2027-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
export type Grade = (typeof GRADES)[number];

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

/** An exam date before the student's today ('yyyy-mm-dd' in their zone) cannot be set; today is allowed. */
export function examDateInPast(examDate: string | null | undefined, today: string): boolean {
  return typeof examDate === 'string' && examDate < today;
}

export const providers = ['password', 'google'] as const;
export type Provider = (typeof providers)[number];

export interface Profile {
  email: string;
  name: string;
  language: (typeof LANGUAGES)[number];
  goal: string;
  grade: Grade | null;
  provider: Provider;
  totalQuizzes: number;
  totalCorrectAnswers: number;
  questionsAnswered: number;
  /** A fraction 0..1 rounded to 2 decimals. */
  averageScore: number;
  streak: number;
  bestStreak: number;
  lastActivityDate: string | null;
  /** The IANA zone of the student's calendar day (streak, daily challenge, AI quota): set at sign-up, changeable. */
  timeZone: string;
  /** The score the student aims for (0–100), or null when not set. */
  targetScore: number | null;
  /** The exam's day (yyyy-mm-dd), or null when not set. */
  examDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Default display name (spec §3): the provider's display name, else the part of the email before the @. */
export function defaultName(displayName: string | null | undefined, email: string): string {
  const trimmed = displayName?.trim();
  if (trimmed && trimmed.length >= MIN_NAME_LENGTH) return trimmed.slice(0, MAX_NAME_LENGTH);
  const local = email.split('@')[0] ?? email;
  return local.slice(0, MAX_NAME_LENGTH);
}

/** averageScore (0–1) as a percent with one decimal (spec §2 Profile): 67,0% (az), 67,0 % (ru), 67.0% (en). */
export function formatAverageScore(averageScore: number, language: Language): string {
  return formatPercent(averageScore * 100, language, 1);
}
