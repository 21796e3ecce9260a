/**
 * Where a student stands, shared by the server and the web app (decision 018):
 * GET /api/standing (signed in) returns the mastery of every area (each grammar topic, listening, reading), the
 * predicted score of both exam models with an 80% interval and the chance of the student's target, the trend of the
 * classic prediction, this week's plan, and the best score per practice card. The dashboard, /learn and /practice
 * read it; the AI suggestion uses the same plan on the server.
 */
import type { MasteryLevel } from '../mastery/mastery-level.ts';
import type { ExamModel, Section } from './practice-schema.ts';

export interface AreaMastery {
  /** A grammar topic id (as lessons and questions name it), or 'listening' or 'reading'. */
  area: string;
  section: Exclude<Section, 'Writing'>;
  level: MasteryLevel;
  answers: number;
  /** Chance of a typical B1 question of the area right at the current estimate, 0–1. */
  chanceB1: number;
}

export interface ScoreForecast {
  model: ExamModel;
  /** Expected score 0–100, one decimal. */
  expected: number;
  /** The 80% interval, whole points. */
  low: number;
  high: number;
  /** Chance 0–1 of reaching the student's target; null without a target. */
  chanceOfTarget: number | null;
  /** Sections with too few answers yet: shown as "answer more X to sharpen this". */
  missingSections: Section[];
}

export interface ForecastPoint {
  /** The student's calendar day, yyyy-mm-dd. */
  date: string;
  /** The classic model's expected score that day (the last prediction of the day). */
  expected: number;
}

export interface PlannedArea {
  area: string;
  section: Exclude<Section, 'Writing'>;
  level: MasteryLevel;
  /** Expected exam points lost on the area: what ranks it. One decimal. */
  pointsAtStake: number;
  /** Where to practise it: the practice menu slug of the grammar topic, or of the first listening/reading test. */
  practiceSlug: string;
}

export type StandingPlan =
  | { kind: 'diagnostic' }
  | {
      kind: 'plan';
      /** Whole weeks to the exam (0 in its last week), or null without a date. */
      weeksLeft: number | null;
      areas: PlannedArea[];
      /** This week's goal: questions to answer and review cards due. */
      goal: { questions: number; reviews: number };
      /** Questions answered since the start of this week (Monday, the student's time zone). */
      doneThisWeek: number;
    };

export interface StandingResponse {
  /** Every area, grammar topics first in lesson order (A2 → B2), then listening, then reading. */
  mastery: AreaMastery[];
  /** Null while the student has no answer at all (the dashboard sends them to the diagnostic). */
  prediction: { classic: ScoreForecast; new: ScoreForecast } | null;
  /** At most the last 30 days with a prediction, oldest first. */
  trend: ForecastPoint[];
  target: number | null;
  /** yyyy-mm-dd or null. */
  examDate: string | null;
  plan: StandingPlan;
  /** Best whole-percent score of a finished attempt per practice menu slug (cards never finished are absent). */
  bestScores: Record<string, number>;
}
