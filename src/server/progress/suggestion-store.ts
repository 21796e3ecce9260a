/** The saved AI suggestion on the profile (migration 005-suggestion) and what deciding about it needs. */
import type { StoredSuggestion } from '../../domain/progress/suggestion-reuse.ts';
import type { Db } from '../db/database.ts';

export interface SuggestionState {
  stored: StoredSuggestion | null;
  questionsAnswered: number;
}

export interface SuggestionStore {
  /** undefined when the student has no profile. */
  state(userId: string): Promise<SuggestionState | undefined>;
  save(userId: string, suggestion: StoredSuggestion): Promise<void>;
}

function parse(json: string | null): StoredSuggestion | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<StoredSuggestion>;
    if (typeof value.text !== 'string' || typeof value.date !== 'string' || typeof value.fetchedAt !== 'string')
      return null;
    return {
      text: value.text,
      fetchedAt: value.fetchedAt,
      date: value.date,
      isNoDataMessage: value.isNoDataMessage === true,
      quizSlug: typeof value.quizSlug === 'string' ? value.quizSlug : null,
      language: typeof value.language === 'string' ? value.language : '',
    };
  } catch {
    return null;
  }
}

export function createSuggestionStore({ kysely }: Db): SuggestionStore {
  return {
    async state(userId) {
      const row = await kysely
        .selectFrom('profile')
        .select(['practiceAISuggestion', 'questionsAnswered'])
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        stored: parse(row.practiceAISuggestion),
        questionsAnswered: Number(row.questionsAnswered),
      };
    },
    async save(userId, suggestion) {
      await kysely
        .updateTable('profile')
        .set({ practiceAISuggestion: JSON.stringify(suggestion) })
        .where('userId', '=', userId)
        .execute();
    },
  };
}
