/**
 * The AI suggestion card of the dashboard and the practice menu: the suggestion's text, when it was last updated, Start
 * Quiz (opens the suggested quiz, or says no suitable quiz was found) and a refresh button that forces a new one.
 * Backend failures keep the saved text and say so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../domain/progress/history-date.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { menuQuery } from '../../api/practice-menu.ts';
import { useRefreshSuggestion, useSuggestion } from '../../api/suggestion.ts';
import { useAfterFirstPaint } from '../use-after-first-paint.ts';

export function SuggestionCard() {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Today's first suggestion may wait for the model: asked for once the page has painted.
  const query = useSuggestion(language, useAfterFirstPaint());
  const refresh = useRefreshSuggestion(language);
  const [noQuiz, setNoQuiz] = useState(false);

  const data = query.data;
  const suggestion = data?.suggestion;
  const failure = refresh.isError ? refresh.error : query.isError ? query.error : undefined;
  const message = failure
    ? errorCodeOf(failure) === 'USER_DATA_NOT_FOUND'
      ? t('suggestion.userNotFound')
      : errorCodeOf(failure) === 'SUGGESTION_BACKEND_FAILED'
        ? t('suggestion.backendFailed')
        : t('suggestion.failed')
    : data?.warning
      ? t('suggestion.backendFailed')
      : undefined;
  const updated = suggestion ? formatDateTime(new Date(suggestion.fetchedAt), language) : undefined;

  async function start() {
    // Nothing answered yet: the diagnostic is the first step, and it places the student for every later suggestion.
    if (suggestion?.isNoDataMessage) return void navigate(path('/diagnostic'));
    const slug = suggestion?.quizSlug;
    if (!slug) return setNoQuiz(true);
    // Today's saved suggestion may name a quiz the menu no longer offers (content edited since it was made): the
    // menu decides, from the cache on the practice page, fetched once on the dashboard. Without it (offline) the
    // quiz page opens and says itself whether the quiz exists.
    const menu = await queryClient.fetchQuery(menuQuery).catch(() => undefined);
    if (menu && !menu.items.some((item) => item.slug === slug)) return setNoQuiz(true);
    void navigate(path(`/practice/${slug}`));
  }

  return (
    <section className="card suggestion-card" aria-labelledby="suggestion-title" data-testid="suggestion-card">
      <div className="suggestion-head">
        <h2 id="suggestion-title">
          <Sparkles size={20} aria-hidden />
          {t('suggestion.title')}
        </h2>
        <button
          type="button"
          className="btn btn-ghost suggestion-refresh"
          onClick={() => {
            setNoQuiz(false);
            refresh.mutate();
          }}
          disabled={refresh.isPending || query.isPending}
          data-testid="suggestion-refresh"
        >
          <RefreshCw size={18} aria-hidden className={refresh.isPending ? 'spin' : undefined} />
          {refresh.isPending ? t('suggestion.refreshing') : t('suggestion.refresh')}
        </button>
      </div>
      {query.isPending ? (
        // The shape of the loaded card (text, its date, the Start button), so the page below does not move.
        <div role="status" aria-busy="true" aria-label={t('suggestion.loading')} className="suggestion-skeleton">
          <div className="skeleton" style={{ width: '90%', height: 16 }} />
          <div className="skeleton" style={{ width: '75%', height: 16, marginTop: 8 }} />
          <div className="skeleton" style={{ width: '50%', height: 16, marginTop: 8 }} />
          <div className="skeleton" style={{ width: '35%', height: 12, marginTop: 20 }} />
          <div className="skeleton" style={{ width: 140, height: 48, marginTop: 18 }} />
        </div>
      ) : (
        suggestion && (
          <>
            <p className="suggestion-text" data-testid="suggestion-text">
              {suggestion.text}
            </p>
            <p className="muted suggestion-updated" data-testid="suggestion-updated">
              {t('suggestion.lastUpdated', { date: updated })}
            </p>
          </>
        )
      )}
      {message && (
        <p className="alert alert-error" role="alert">
          {message}
        </p>
      )}
      {noQuiz && (
        <p className="alert alert-error" role="alert" data-testid="suggestion-no-quiz">
          {t('suggestion.noQuiz')}
        </p>
      )}
      {suggestion && (
        <button type="button" className="btn btn-primary" onClick={() => void start()} data-testid="suggestion-start">
          {t('suggestion.startQuiz')}
        </button>
      )}
      {query.isError && !suggestion && (
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      )}
    </section>
  );
}
