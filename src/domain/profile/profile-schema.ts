/** The profile as the API returns it and the rules for changing it (name, grade, goal, language, time zone). */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../language.ts';
import { canonicalTimeZone } from '../practice/calendar-day.ts';
import { formatPercent } from '../text/format-number.ts';

export const MIN_NAME_LENGTH = 2;
export const MAX_NAME_LENGTH = 80;
export const MAX_GOAL_LENGTH = 500;
export const GRADES = [9, 10, 11] as const;
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
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'empty');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

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
  createdAt: string;
  updatedAt: string;
}

/** Default display name: the provider's display name, else the part of the email before the @. */
export function defaultName(displayName: string | null | undefined, email: string): string {
  const trimmed = displayName?.trim();
  if (trimmed && trimmed.length >= MIN_NAME_LENGTH) return trimmed.slice(0, MAX_NAME_LENGTH);
  const local = email.split('@')[0] ?? email;
  return local.slice(0, MAX_NAME_LENGTH);
}

/** averageScore (0–1) as a percent with one decimal, as the profile shows it: 67,0% (az), 67,0 % (ru), 67.0% (en). */
export function formatAverageScore(averageScore: number, language: Language): string {
  return formatPercent(averageScore * 100, language, 1);
}
