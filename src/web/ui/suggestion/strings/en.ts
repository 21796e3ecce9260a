/** User-facing text of the AI suggestion card (dashboard and /practice): English, the source: az.ts and ru.ts have exactly these keys. Merged into the en catalog (src/web/i18n/en.ts). */
export const en = {
  title: 'AI suggestion',
  loading: 'Choosing your next quiz…',
  lastUpdated: 'Last updated: {{date}}',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  startQuiz: 'Start Quiz',
  noQuiz: 'No suitable quiz found. Please select one of the quizzes below.',
  backendFailed: 'Failed to get AI suggestion from backend.',
  failed: 'Failed to get AI suggestion.',
  userNotFound: 'User data not found',
};
