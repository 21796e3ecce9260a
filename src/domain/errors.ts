/**
 * Error codes that cross the API boundary. The API answers `{ error: { code, message } }`; the web app maps
 * `code` to a translated string (src/web/i18n), and a test fails when a code has no string in a language.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'RATE_LIMITED',
  // a request body over the size limit (src/server/http/request-guard.ts)
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  // accounts
  'USER_NOT_FOUND',
  'WRONG_PASSWORD',
  'EMAIL_EXISTS',
  'WEAK_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_RESET_TOKEN',
  'RECENT_LOGIN_REQUIRED',
  'RESET_SEND_FAILED',
  'PASSWORD_CHANGE_FAILED',
  // AI
  'AI_QUOTA_EXCEEDED',
  'AI_BACKEND_ERROR',
  'EXPLAIN_LOCKED',
  'EXPLAIN_NEEDS_ANSWER',
  // practice
  'QUIZ_NOT_FOUND',
  'ATTEMPT_NOT_FOUND',
  'QUESTION_NOT_IN_SESSION',
  'ANSWER_LOCKED',
  'ANSWER_ID_REUSED',
  'SESSION_FINISHED',
  'SESSION_NOT_FINISHED',
  // finishing in one transaction: a save that arrives after the finish started
  'ATTEMPT_FINISHING',
  // the mock exam as a rehearsal: a save after the clock ran out, and practice that would show the exam
  'EXAM_TIME_UP',
  'EXAM_IN_PROGRESS',
  // diagnostic and daily challenge
  'DIAGNOSTIC_NOT_STARTED',
  'CHALLENGE_NOT_FOUND',
  'NO_CHALLENGE_TOPIC',
  'ANSWER_OUT_OF_ORDER',
  'CHALLENGE_INCOMPLETE',
  // lesson quiz
  'LESSON_QUIZ_INCOMPLETE',
  // dashboard, AI suggestion, history
  'USER_DATA_NOT_FOUND',
  'SUGGESTION_BACKEND_FAILED',
  // review of mistakes
  'REVIEW_CARD_NOT_FOUND',
  // target score and exam date on the profile
  'TARGET_SCORE_OUT_OF_RANGE',
  'EXAM_DATE_IN_PAST',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}
