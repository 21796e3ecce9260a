/**
 * The profile's limits, its shape as the API returns it and the checks the profile form makes, in a module without
 * zod: the profile and sign-up pages load with a first visit and need these, not the schema library
 * (profile-schema.ts keeps the server's zod schema and re-exports these).
 */
import type { Language } from '../language.ts';
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

/** An exam date before the student's today ('yyyy-mm-dd' in their zone) cannot be set; today is allowed. */
export function examDateInPast(examDate: string | null | undefined, today: string): boolean {
  return typeof examDate === 'string' && examDate < today;
}

export const providers = ['password', 'google'] as const;
export type Provider = (typeof providers)[number];

export interface Profile {
  email: string;
  name: string;
  language: Language;
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

export type ProfileFormIssue = 'nameTooShort' | 'nameTooLong' | 'goalTooLong';

/** The profile form's own fields, checked as the server's schema checks them: trimmed name 2–80, goal up to 500. */
export function checkProfileForm(input: {
  name: string;
  goal: string;
  grade: Grade | null;
}):
  | { ok: true; value: { name: string; goal: string; grade: Grade | null } }
  | { ok: false; issues: Partial<Record<'name' | 'goal', ProfileFormIssue>> } {
  const name = input.name.trim();
  const goal = input.goal.trim();
  const issues: Partial<Record<'name' | 'goal', ProfileFormIssue>> = {};
  if (name.length < MIN_NAME_LENGTH) issues.name = 'nameTooShort';
  else if (name.length > MAX_NAME_LENGTH) issues.name = 'nameTooLong';
  if (goal.length > MAX_GOAL_LENGTH) issues.goal = 'goalTooLong';
  return Object.keys(issues).length ? { ok: false, issues } : { ok: true, value: { name, goal, grade: input.grade } };
}
