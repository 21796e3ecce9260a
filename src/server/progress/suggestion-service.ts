/**
 * The saved next-quiz suggestion (spec §4 "AI suggestion", §8): reuse today's saved one by the rules of
 * suggestion-reuse.ts, save the localized 'start answering' message when nothing is answered (no AI call; the
 * dashboard opens the diagnostic), or ask the AI's suggest task (counted against the daily AI quota) with this
 * week's plan (src/server/standing): the plan's first area is the quiz suggested, and the model and the offline
 * text name it. The answer is saved. When the AI fails (its quota is
 * used up, or anything throws), the saved suggestion is returned with a warning, or, with none saved, the error.
 */
import type { PracticeAISuggestion, SuggestionResponse } from '../../domain/api/progress-schema.ts';
import { OFFLINE_TEXTS } from '../../domain/ai/offline-texts.ts';
import type { Language } from '../../domain/language.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { decideSuggestion, type StoredSuggestion } from '../../domain/progress/suggestion-reuse.ts';
import type { Ai } from '../ai/ai-module.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import type { StandingService } from '../standing/standing-service.ts';
import type { SuggestionStore } from './suggestion-store.ts';

export interface SuggestionServiceDeps {
  store: SuggestionStore;
  ai: Pick<Ai, 'suggestFor'>;
  /** This week's plan (src/server/standing), which the suggestion follows. */
  standing: Pick<StandingService, 'plan'>;
  clock: Clock;
  logger: Logger;
}

export const publicSuggestion = (s: StoredSuggestion): PracticeAISuggestion => ({
  text: s.text,
  fetchedAt: s.fetchedAt,
  date: s.date,
  isNoDataMessage: s.isNoDataMessage,
  quizSlug: s.quizSlug,
});

export function createSuggestionService({ store, ai, standing, clock, logger }: SuggestionServiceDeps) {
  return {
    /** `timeZone`: the profile's (the request context), for "today" and the AI quota's day. */
    async suggestion(
      userId: string,
      language: Language,
      timeZone: string,
      force: boolean,
    ): Promise<SuggestionResponse> {
      const state = await store.state(userId);
      if (!state) throw new HttpError(404, 'USER_DATA_NOT_FOUND', 'User data not found');
      const now = clock.now();
      const today = calendarDay(now, timeZone);
      const decision = decideSuggestion({
        stored: state.stored,
        today,
        language,
        questionsAnswered: state.questionsAnswered,
        force,
      });
      if (decision === 'reuse' && state.stored) return { suggestion: publicSuggestion(state.stored) };

      const save = async (text: string, isNoDataMessage: boolean, quizSlug: string | null) => {
        const saved: StoredSuggestion = {
          text,
          fetchedAt: now.toISOString(),
          date: today,
          isNoDataMessage,
          quizSlug,
          language,
        };
        await store.save(userId, saved);
        return { suggestion: publicSuggestion(saved) };
      };
      if (decision === 'noData') return save(OFFLINE_TEXTS[language].suggest.noData, true, null);

      // This week's plan decides what comes next; with no answer the model knows of, the diagnostic comes first.
      const plan = await standing.plan(userId, timeZone);
      if (plan.kind === 'diagnostic') return save(OFFLINE_TEXTS[language].suggest.noData, true, null);

      let reply;
      try {
        reply = await ai.suggestFor(userId, language, timeZone, plan.areas);
      } catch (error) {
        logger.error(`AI suggestion failed for ${userId}`, error instanceof HttpError ? error.code : error);
        if (state.stored) return { suggestion: publicSuggestion(state.stored), warning: 'SUGGESTION_BACKEND_FAILED' };
        throw new HttpError(502, 'SUGGESTION_BACKEND_FAILED', 'Failed to get AI suggestion from backend.');
      }
      return save(reply.response, reply.isNoDataMessage, reply.quizSlug);
    },
  };
}

export type SuggestionService = ReturnType<typeof createSuggestionService>;
