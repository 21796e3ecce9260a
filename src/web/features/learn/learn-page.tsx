/**
 * /learn: title, a search over every topic's title and description in all three languages, topic cards that expand to
 * Learn and Practice (with the student's mastery chip when signed in), the no-results message with a clear button, the
 * load error with Retry, and a skeleton while loading. The query lives in the URL (?q=), so coming back from a lesson
 * keeps the search.
 */
import { RotateCcw, Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/auth.ts';
import { useStanding } from '../../api/standing.ts';
import { useTopics } from './api.ts';
import { filterTopics } from './search.ts';
import { TopicCard } from './topic-card.tsx';

const SKELETON_CARDS = 6;

export default function LearnPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const topics = useTopics();
  const standing = useStanding(signedIn);
  const levels = new Map(standing.data?.mastery.map((m) => [m.area, m.level]));
  // A failed standing load leaves the chips out rather than the lessons.
  const masteryOf = (topicId: string) =>
    !signedIn || standing.isError ? undefined : standing.isPending ? 'loading' : (levels.get(topicId) ?? 'not_started');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [expanded, setExpanded] = useState<string | null>(null);

  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });
  const all = topics.data?.topics ?? [];
  const shown = filterTopics(all, query);
  const searching = query.trim() !== '';

  return (
    <div className="learn-page">
      <header className="page-header">
        <h1>{t('learn.title')}</h1>
        <p className="muted">{t('learn.subtitle')}</p>
      </header>

      <div className="learn-search" role="search">
        <label htmlFor="learn-search" className="visually-hidden">
          {t('learn.searchLabel')}
        </label>
        <div className="learn-search-field">
          <Search size={20} aria-hidden className="learn-search-icon" />
          <input
            id="learn-search"
            className="input"
            type="search"
            value={query}
            placeholder={t('learn.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query && (
            <button
              type="button"
              className="icon-btn learn-search-clear"
              aria-label={t('learn.clearSearch')}
              onClick={() => setQuery('')}
            >
              <X size={20} aria-hidden />
            </button>
          )}
        </div>
        <p className="visually-hidden" role="status">
          {topics.data && searching ? t('learn.found', { n: shown.length }) : ''}
        </p>
      </div>

      {topics.isPending ? (
        <ul className="topic-grid" aria-busy="true" aria-label={t('common.loading')} data-testid="topics-skeleton">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className="topic-card topic-card-skeleton" aria-hidden>
              <div className="skeleton learn-skeleton-title" />
              <div className="skeleton learn-skeleton-line" />
              <div className="skeleton learn-skeleton-line short" />
            </li>
          ))}
        </ul>
      ) : topics.isError && !topics.data ? (
        <div className="learn-state" role="alert" data-testid="topics-error">
          <p>{t('learn.loadFailed')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void topics.refetch()}
            disabled={topics.isFetching}
          >
            <RotateCcw size={18} aria-hidden />
            {t('common.retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="learn-state" data-testid="no-results">
          <p className="learn-state-title">{t('learn.noResults', { query: query.trim() })}</p>
          <p className="muted">{t('learn.noResultsHint')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setQuery('')}>
            <X size={18} aria-hidden />
            {t('learn.clearSearch')}
          </button>
        </div>
      ) : (
        <ul className="topic-grid" data-testid="topic-list">
          {shown.map((topic) => (
            <TopicCard
              key={topic.id}
              topic={topic}
              signedIn={signedIn}
              search={params.toString()}
              mastery={masteryOf(topic.id)}
              expanded={expanded === topic.id}
              onToggle={() => setExpanded((current) => (current === topic.id ? null : topic.id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
