/**
 * Daily challenges (migration 004; the profile's `todaysChallenge`): one per student and local day. Its attempt holds
 * the questions in order, the answers and whether it is finished.
 */
export interface DailyChallengeTable {
  userId: string;
  /** yyyy-mm-dd in the student's time zone. */
  date: string;
  attemptId: string;
  /** The grammar topic id. */
  topic: string;
  createdAt: string;
}
