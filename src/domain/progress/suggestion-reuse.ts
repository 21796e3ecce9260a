/**
 * When the saved AI suggestion is reused: today's suggestion (the student's calendar day) in the language asked for is
 * reused, unless it is the no-data message and the student has answered questions since. Zero answered questions → the
 * localized 'start answering' message, without asking the AI. The refresh button forces a new one. A suggestion in
 * another language counts as stale: the student switched language and should read it in the new one.
 */
export interface StoredSuggestion {
  text: string;
  /** ISO timestamp of when it was produced. */
  fetchedAt: string;
  /** 'yyyy-mm-dd' in the student's time zone. */
  date: string;
  isNoDataMessage: boolean;
  /** The quiz it suggests (a practice menu slug), or null when none fits. */
  quizSlug: string | null;
  language: string;
}

export type SuggestionDecision = 'reuse' | 'noData' | 'fetch';

export function decideSuggestion(input: {
  stored: StoredSuggestion | null;
  today: string;
  language: string;
  questionsAnswered: number;
  force: boolean;
}): SuggestionDecision {
  const { stored, today, language, questionsAnswered, force } = input;
  if (questionsAnswered <= 0) {
    return !force && stored?.isNoDataMessage && stored.date === today && stored.language === language
      ? 'reuse'
      : 'noData';
  }
  if (force || !stored) return 'fetch';
  if (stored.date !== today || stored.language !== language || stored.isNoDataMessage) return 'fetch';
  return 'reuse';
}
