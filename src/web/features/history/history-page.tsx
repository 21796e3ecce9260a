/**
 * /history: the student's finished quizzes in a list or a chart, filtered by timeframe (all, month, week, today). Each
 * row shows date, kind, topic, score and minutes, and opens its answer review. The list comes a page at a time (the
 * newest 50, then 'Show older quizzes'), so a long history neither loads nor draws everything at once and no attempt is
 * left out; the chart draws the points the server summed up. Signed-out visitors go to /signin; a load failure shows
 * the generic message with a retry.
 */
import { ChevronDown, ChevronUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { timeSpentText } from '../../ui/time-spent.ts';
import { Link, Navigate } from 'react-router';
import type { HistoryAttempt } from '../../../domain/api/progress-schema.ts';
import { formatDateTime } from '../../../domain/progress/history-date.ts';
import { TIMEFRAMES, type Timeframe } from '../../../domain/progress/history-timeframe.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { useSession } from '../../api/auth.ts';
import { useAttempts, useAttemptsChart } from './api.ts';
import { HistoryReview } from './history-review.tsx';
import { attemptTitle } from './history-title.ts';

const HistoryChart = lazy(() => import('./history-chart.tsx'));

type View = 'list' | 'chart';

export default function HistoryPage() {
  const { t } = useTranslation();
  const { path, language } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [timeframe, setTimeframe] = useState<Timeframe>('all');
  const [view, setView] = useState<View>('list');
  const attempts = useAttempts(timeframe, language, signedIn && view === 'list');
  const chart = useAttemptsChart(timeframe, signedIn && view === 'chart');
  const shown = view === 'list' ? attempts : chart;
  const empty = view === 'list' ? attempts.data?.pages[0]?.length === 0 : chart.data?.attempts === 0;

  if (!signedIn) return <Navigate to={path('/signin')} replace />;

  return (
    <div className="history-page">
      <header className="page-header">
        <h1>{t('history.title')}</h1>
        <p className="muted">{t('history.subtitle')}</p>
      </header>
      <div className="toolbar history-toolbar">
        <div className="filters" role="group" aria-labelledby="history-timeframe-label">
          <span className="filters-label" id="history-timeframe-label">
            {t('history.timeframeLabel')}
          </span>
          {TIMEFRAMES.map((tf) => (
            <button
              key={tf}
              type="button"
              className="filter"
              aria-pressed={timeframe === tf}
              onClick={() => setTimeframe(tf)}
              data-testid={`timeframe-${tf}`}
            >
              {t(`history.timeframes.${tf}`)}
            </button>
          ))}
        </div>
        <div className="filters" role="group" aria-labelledby="history-view-label">
          <span className="filters-label" id="history-view-label">
            {t('history.viewLabel')}
          </span>
          {(['list', 'chart'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="filter"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              data-testid={`view-${v}`}
            >
              {t(`history.${v}`)}
            </button>
          ))}
        </div>
      </div>

      {shown.isPending ? (
        <ul className="history-list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="card history-item">
              <div className="skeleton" style={{ width: '50%', height: 18 }} />
              <div className="skeleton" style={{ width: '30%', height: 14, marginTop: 8 }} />
            </li>
          ))}
        </ul>
      ) : shown.isError && !shown.data ? (
        <div className="card center-page" data-testid="history-error">
          <p className="alert alert-error" role="alert">
            {t('history.loadFailed')}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void shown.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : empty ? (
        <div className="card center-page" data-testid="history-empty">
          <p>{timeframe === 'all' ? t('history.empty') : t('history.emptyTimeframe')}</p>
          {timeframe === 'all' && (
            <Link to={path('/practice')} className="btn btn-primary">
              {t('nav.practice')}
            </Link>
          )}
        </div>
      ) : view === 'chart' ? (
        <section className="card">
          <h2>{t('history.chartTitle')}</h2>
          <Suspense fallback={<p className="muted">{t('history.chartLoading')}</p>}>
            {chart.data && <HistoryChart points={chart.data.points} attempts={chart.data.attempts} />}
          </Suspense>
          {chart.data && <p className="muted">{t(`history.chartPoints.${chart.data.period}`)}</p>}
        </section>
      ) : (
        <>
          <ul className="history-list" data-testid="history-list">
            {attempts.data?.pages.flatMap((page) =>
              page.map((attempt) => <AttemptRow key={attempt.attemptId} attempt={attempt} />),
            )}
          </ul>
          {attempts.isFetchNextPageError && (
            <p className="alert alert-error" role="alert" data-testid="history-more-error">
              {t('history.moreFailed')}
            </p>
          )}
          {attempts.hasNextPage && (
            <button
              type="button"
              className="btn btn-secondary history-more"
              onClick={() => void attempts.fetchNextPage()}
              disabled={attempts.isFetchingNextPage}
              aria-busy={attempts.isFetchingNextPage}
              data-testid="history-more"
            >
              {attempts.isFetchingNextPage ? t('history.loadingMore') : t('history.showMore')}
            </button>
          )}
        </>
      )}
      <p>
        <Link to={path('/dashboard')}>{t('history.backToDashboard')}</Link>
      </p>
    </div>
  );
}

function AttemptRow({ attempt }: { attempt: HistoryAttempt }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const when = formatDateTime(new Date(attempt.finishedAt), language);
  const reviewId = `review-${attempt.attemptId}`;
  return (
    <li className="card history-item" data-testid="history-item" data-kind={attempt.kind}>
      <div className="history-row">
        <div className="history-main">
          <span className="tag">{t(`history.kinds.${attempt.kind}`)}</span>
          <h2 className="history-topic">{attemptTitle(attempt, language, t)}</h2>
          <p className="muted history-meta">
            <time dateTime={attempt.finishedAt}>{when}</time>
            <span aria-hidden> · </span>
            <span data-testid="history-minutes">{timeSpentText(t, attempt.timeSpentMinutes)}</span>
          </p>
        </div>
        <div className="history-score">
          <strong data-testid="history-score">{formatPercent(attempt.scorePercent, language)}</strong>
          <span className="muted">{t('history.correctOf', { correct: attempt.correct, total: attempt.total })}</span>
        </div>
      </div>
      {attempt.hasReview && (
        <>
          <button
            type="button"
            className="btn btn-ghost history-toggle"
            aria-expanded={open}
            aria-controls={reviewId}
            onClick={() => setOpen((o) => !o)}
            data-testid="history-open-review"
          >
            {open ? <ChevronUp size={18} aria-hidden /> : <ChevronDown size={18} aria-hidden />}
            {open ? t('history.hideReview') : t('history.openReview')}
          </button>
          <div id={reviewId} hidden={!open}>
            {open && <HistoryReview attemptId={attempt.attemptId} />}
          </div>
        </>
      )}
    </li>
  );
}
