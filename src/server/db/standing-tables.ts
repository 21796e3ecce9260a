/**
 * Table types of where a student stands (migration 011-standing, decision 018): each question's difficulty
 * estimate, each student's ability state, and the daily point of the classic prediction's trend. Times in epoch
 * milliseconds (bigint, which pg returns as a string).
 */
export interface ItemDifficultyTable {
  questionId: string;
  mean: number;
  variance: number;
  /** Answers it has been estimated from. */
  answers: number;
}

export interface StudentStandingTable {
  userId: string;
  /** JSON of StudentAbility (src/domain/mastery/student-ability.ts). */
  ability: string;
  /** JSON of the answers per calendar day of the student's last two weeks: { 'yyyy-mm-dd': count }. */
  recentDays: string;
  /** Answers folded into the state. */
  answers: number;
  updatedAt: number | string;
}

export interface ForecastTrendTable {
  userId: string;
  /** The student's calendar day, yyyy-mm-dd. */
  day: string;
  /** The classic model's expected score, the last prediction of the day. */
  expected: number;
}
