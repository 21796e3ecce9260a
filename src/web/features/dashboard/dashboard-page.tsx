/**
 * /dashboard: the streak widget with a welcome, today's challenge card, the AI suggestion card, quick-navigation cards
 * (the review of mistakes with how many cards are due), the stats and the one-sentence AI advice; and where the student
 * stands (standing-cards.tsx): the diagnostic call for a new student, else the predicted score, this week's plan and
 * the mastery map. Signed-out visitors go to /signin; load failures show the spec's messages with a retry.
 */
import { BookOpenCheck, Bot, CalendarCheck, ChartLine, Flame, Lightbulb, RotateCcw, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, Navigate } from 'react-router';
import { formatInteger, formatPercent } from '../../../domain/text/format-number.ts';
import { errorCodeOf } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';
import { useSession } from '../../api/auth.ts';
import { SuggestionCard } from '../../ui/suggestion/suggestion-card.tsx';
import { useReviewCount } from '../../api/review.ts';
import { useStanding } from '../../api/standing.ts';
import { useChallengeSummary, useDashboard, useDashboardAdvice } from './api.ts';
import { DiagnosticCall, MasteryMapCard, PlanCard, PredictionCard } from './standing-cards.tsx';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint.ts';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const dashboard = useDashboard(signedIn);
  const loaded = dashboard.isSuccess;
  const challenge = useChallengeSummary(loaded);
  const reviews = useReviewCount(signedIn);
  const standing = useStanding(signedIn);

  if (!signedIn) return <Navigate to={path('/signin')} replace />;
  // The standing cards change the page's height the most: the page waits for them too, so nothing jumps.
  if (dashboard.isPending || standing.isPending) return <DashboardSkeleton label={t('common.loading')} />;
  if (dashboard.isError) {
    const code = errorCodeOf(dashboard.error);
    const message =
      code === 'UNAUTHENTICATED'
        ? t('dashboard.notLoggedIn')
        : code === 'USER_DATA_NOT_FOUND'
          ? t('dashboard.userNotFound')
          : t('dashboard.loadFailed');
    return (
      <section className="page-narrow card center-page" data-testid="dashboard-error">
        <p className="alert alert-error" role="alert">
          {message}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void dashboard.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }

  const d = dashboard.data;
  const summary = challenge.data;
  const stand = standing.data;

  return (
    <div className="dashboard">
      <section className="card streak-card" aria-labelledby="welcome" data-testid="streak-card">
        <div className="streak-flame" data-active={d.streak > 0}>
          <Flame size={36} aria-hidden />
        </div>
        <div>
          <h1 id="welcome">
            {/* "Welcome back" only for a student who has done something here before. */}
            {t(d.questionsAnswered === 0 && d.totalQuizzes === 0 ? 'dashboard.welcomeNew' : 'dashboard.welcome', {
              name: d.name,
            })}
          </h1>
          <p className="streak-line">
            <span className="visually-hidden">{t('dashboard.streakTitle')}: </span>
            <strong data-testid="streak">{t('dashboard.streakDays', { count: d.streak })}</strong>
            <span className="muted" data-testid="best-streak">
              <Trophy size={14} aria-hidden /> {t('dashboard.bestStreak', { count: d.bestStreak })}
            </span>
          </p>
          <p className="muted">{d.streak > 0 ? t('dashboard.streakActive') : t('dashboard.streakZero')}</p>
        </div>
      </section>

      {standing.isError ? (
        <section className="card" data-testid="standing-error">
          <p className="alert alert-error" role="alert">
            {t('dashboard.standing.loadFailed')}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void standing.refetch()}>
            {t('common.retry')}
          </button>
        </section>
      ) : stand?.plan.kind === 'diagnostic' ? (
        <DiagnosticCall />
      ) : stand ? (
        <>
          <PredictionCard standing={stand} />
          <PlanCard plan={stand.plan} />
        </>
      ) : null}

      <section className="card challenge-card" aria-labelledby="challenge-title" data-testid="challenge-card">
        <h2 id="challenge-title">
          <CalendarCheck size={20} aria-hidden />
          {t('dashboard.challengeTitle')}
        </h2>
        {challenge.isPending ? (
          <div className="skeleton" style={{ width: '70%', height: 16 }} />
        ) : summary ? (
          <>
            <p>{t('dashboard.challengeTopic', { topic: pick(summary.topicName, language) })}</p>
            {summary.completed ? (
              <p>
                <span className="badge badge-excellent" data-testid="challenge-completed">
                  {t('dashboard.challengeCompleted')}
                </span>
              </p>
            ) : (
              <div className="challenge-progress">
                <div
                  className="progress-bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={summary.total}
                  aria-valuenow={summary.answered}
                  aria-label={t('dashboard.challengeTitle')}
                >
                  <span style={{ width: `${(summary.answered / summary.total) * 100}%` }} />
                </div>
                <span data-testid="challenge-progress">
                  {t('dashboard.challengeProgress', { answered: summary.answered, total: summary.total })}
                </span>
              </div>
            )}
          </>
        ) : (
          <p className="muted">{t('dashboard.challengeIntro')}</p>
        )}
        <Link to={path('/challenge')} className="btn btn-secondary" data-testid="challenge-link">
          {summary?.completed
            ? t('dashboard.challengeView')
            : summary && summary.answered > 0
              ? t('dashboard.challengeContinue')
              : t('dashboard.challengeStart')}
        </Link>
      </section>

      <SuggestionCard />

      {stand && stand.plan.kind === 'plan' && <MasteryMapCard mastery={stand.mastery} />}

      <section aria-labelledby="quick-title" className="quick-section">
        <h2 id="quick-title" className="visually-hidden">
          {t('dashboard.quickTitle')}
        </h2>
        <ul className="quick-grid">
          <QuickCard to={path('/review')} icon={<RotateCcw size={24} aria-hidden />} testId="quick-review">
            <strong>{t('review.title')}</strong>
            <span className="muted" data-testid="dashboard-review-due">
              {t('review.dueCard', { n: reviews.data?.due ?? 0 })}
            </span>
          </QuickCard>
          <QuickCard to={path('/practice')} icon={<BookOpenCheck size={24} aria-hidden />} testId="quick-practice">
            <strong>{t('dashboard.quickPractice')}</strong>
            <span className="muted">{t('dashboard.quickPracticeText')}</span>
          </QuickCard>
          <QuickCard to={path('/aitutor')} icon={<Bot size={24} aria-hidden />} testId="quick-tutor">
            <strong>{t('dashboard.quickTutor')}</strong>
            <span className="muted">{t('dashboard.quickTutorText')}</span>
          </QuickCard>
          <QuickCard to={path('/history')} icon={<ChartLine size={24} aria-hidden />} testId="quick-history">
            <strong>{t('dashboard.quickHistory')}</strong>
            <span className="muted">{t('dashboard.quickHistoryText')}</span>
          </QuickCard>
        </ul>
      </section>

      <section className="card" aria-labelledby="stats-title">
        <h2 id="stats-title">{t('dashboard.statsTitle')}</h2>
        <ul className="stats dashboard-stats">
          <li className="stat">
            <strong data-testid="stat-quizzes">{formatInteger(d.totalQuizzes, language)}</strong>
            <span>{t('dashboard.quizzesTaken')}</span>
          </li>
          <li className="stat">
            <strong data-testid="stat-average">{formatPercent(d.averageScore * 100, language)}</strong>
            <span>{t('dashboard.averageScore')}</span>
          </li>
          <li className="stat">
            <strong data-testid="stat-answered">{formatInteger(d.questionsAnswered, language)}</strong>
            <span>{t('dashboard.questionsAnswered')}</span>
          </li>
        </ul>
        <div className="advice" data-testid="advice">
          <Lightbulb size={20} aria-hidden />
          <div>
            <h3>{t('dashboard.adviceTitle')}</h3>
            <AdviceText />
          </div>
        </div>
      </section>
    </div>
  );
}

/**
 * The one-sentence AI advice, asked for once the page has painted (the model may take a while), in a component of its
 * own so that its answer redraws only this line.
 */
function AdviceText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const advice = useDashboardAdvice(language, useAfterFirstPaint());
  if (advice.isPending) return <div className="skeleton" style={{ width: '80%', height: 16 }} />;
  if (advice.isError) return <p className="muted">{t('dashboard.adviceFailed')}</p>;
  return <p data-testid="advice-text">{advice.data.response}</p>;
}

/**
 * The dashboard's shape while its data loads: cards where the welcome, the prediction and the plan will be, at least
 * a screen tall, so the footer stays below the fold and nothing on screen moves when the cards arrive.
 */
function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="dashboard dashboard-skeleton" aria-busy="true" data-testid="dashboard-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="card streak-card" aria-hidden>
        <div className="skeleton" style={{ width: 56, height: 56, borderRadius: '50%', flex: 'none' }} />
        <div style={{ flex: 1, display: 'grid', gap: 12 }}>
          <div className="skeleton" style={{ width: '70%', height: 24 }} />
          <div className="skeleton" style={{ width: '40%', height: 32 }} />
          <div className="skeleton" style={{ width: '85%', height: 16 }} />
        </div>
      </div>
      {[360, 420].map((height) => (
        <div key={height} className="card" aria-hidden style={{ height }}>
          <div className="skeleton" style={{ width: '50%', height: 22 }} />
        </div>
      ))}
    </div>
  );
}

function QuickCard({
  to,
  icon,
  testId,
  children,
}: {
  to: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className="quick-card" data-testid={testId}>
        <span className="quick-icon">{icon}</span>
        <span className="quick-text">{children}</span>
      </Link>
    </li>
  );
}
