/**
 * /history: the student's finished quizzes in a list or a chart, filtered by timeframe (all, month, week, today). Each
 * row shows date, kind, topic, score and minutes, and opens its answer review. Signed-out visitors go to /signin; a
 * load failure shows the generic message with a retry.
 */
import { ChevronDown, ChevronUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeSpentText } from '../../ui/time-spent.ts';
import { Link, Navigate } from 'react-router';
import type { HistoryAttempt } from '../../../domain/api/progress-schema.ts';
import { formatDateTime } from '../../../domain/progress/history-date.ts';
import { TIMEFRAMES, type Timeframe } from '../../../domain/progress/history-timeframe.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { useSession } from '../../api/auth.ts';
import { useAttempts } from './api.ts';
import { HistoryReview } from './history-review.tsx';
import { attemptTitle } from './history-title.ts';

const HistoryChart = lazy(() => import('./history-chart.tsx'));

type View = 'list' | 'chart';

export default function HistoryPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const [timeframe, setTimeframe] = useState<Timeframe>('all');
  const [view, setView] = useState<View>('list');
  const attempts = useAttempts(timeframe, signedIn);

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

      {attempts.isPending ? (
        <ul className="history-list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="card history-item">
              <div className="skeleton" style={{ width: '50%', height: 18 }} />
              <div className="skeleton" style={{ width: '30%', height: 14, marginTop: 8 }} />
            </li>
          ))}
        </ul>
      ) : attempts.isError ? (
        <div className="card center-page" data-testid="history-error">
          <p className="alert alert-error" role="alert">
            {t('history.loadFailed')}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void attempts.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : attempts.data.attempts.length === 0 ? (
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
            <HistoryChart attempts={attempts.data.attempts} />
          </Suspense>
        </section>
      ) : (
        <ul className="history-list" data-testid="history-list">
          {attempts.data.attempts.map((attempt) => (
            <AttemptRow key={attempt.attemptId} attempt={attempt} />
          ))}
        </ul>
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
