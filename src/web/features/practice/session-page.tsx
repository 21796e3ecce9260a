/**
 * /practice/{slug}: starts or restores the session of a quiz and shows it, then its results.
 * Leaving to the menu clears the session; a reload keeps it. Without a connection a grammar topic downloaded before
 * is practised from the phone (offline-session.ts); anything else says it needs the internet.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type {
  ExamInProgress,
  MenuResponse,
  ResultsResponse,
  SessionResponse,
} from '../../../domain/api/practice-schema.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';
import { pick } from '../../ui/localized.ts';
import { useSession } from '../../api/auth.ts';
import {
  abandonSession,
  fetchExamInProgress,
  fetchResults,
  fetchSession,
  finishSession,
  forgetAttempt,
  rememberAttempt,
  rememberedAttempt,
  startSession,
  useMenu,
} from './api.ts';
import { GrammarSession } from './grammar-session.tsx';
import {
  forgetOfflineSession,
  keptOfflineSession,
  offlineSessionView,
  sendOfflineSession,
  startOfflineSession,
  type OfflineSession,
} from './offline-session.ts';
import { MockStart } from './mock-start.tsx';
import { ResultsView } from './results-view.tsx';
import { SequentialSession } from './sequential-session.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'start'; starting: boolean }
  | { kind: 'examInProgress'; exam: NonNullable<ExamInProgress['exam']> }
  | { kind: 'notFound' }
  | { kind: 'error'; mock: boolean; retryStart?: { timed: boolean } }
  | { kind: 'session'; session: SessionResponse; kept?: OfflineSession; onServer?: boolean }
  | { kind: 'offline'; reason: 'mock' | 'download' | 'internet' }
  | { kind: 'evaluating'; session: SessionResponse }
  | { kind: 'results'; results: ResultsResponse };

const isMockSlug = (slug: string) => slug.startsWith('mock-exam');

/** A request that never reached the server (no connection), as opposed to the server's answer. */
const unreachable = (error: unknown) => !(error instanceof ApiError) || error.code === 'NETWORK';

/** Neither the server nor a download can give this practice now; `grammar`: a download of its lesson would. */
class OfflineUnavailable extends Error {
  constructor(readonly grammar: boolean) {
    super('offline');
  }
}

/** Whether the slug is a grammar topic, by the practice menu the service worker keeps (false when it has none). */
async function isGrammarTopic(slug: string): Promise<boolean> {
  try {
    const menu = await apiFetch<MenuResponse>('/api/practice/menu');
    return menu.items.some((item) => item.type === 'grammar' && item.slug === slug);
  } catch {
    return false;
  }
}

type Opened = { session: SessionResponse; kept?: OfflineSession; onServer?: boolean };

/** A session started offline: as the server has it once it can be reached (answers and feedback), else as kept. */
async function resumeKept(kept: OfflineSession): Promise<Opened> {
  try {
    return { session: await sendOfflineSession(kept), kept, onServer: true };
  } catch (error) {
    if (unreachable(error)) return { session: offlineSessionView(kept), kept, onServer: false };
    throw error;
  }
}

/**
 * The session of this URL: one started offline that the server does not have in full yet, the remembered one, a new
 * practice session, or null: a mock exam begins on its start screen.
 */
async function openSession(slug: string, fresh: boolean, userId: string): Promise<Opened | null> {
  // A session started offline that the server does not have in full yet comes first (after a reload, a crash or
  // a browser restart), so its answers are sent and none waits on the phone for a page that never opens.
  const kept = fresh ? undefined : await keptOfflineSession(slug, userId).catch(() => undefined);
  if (kept) return resumeKept(kept);
  const remembered = fresh ? null : rememberedAttempt(slug);
  try {
    if (remembered) {
      try {
        // Remembered under this URL's slug, which may be the quiz's key or title rather than its canonical slug:
        // the attempt started here is this URL's session whatever slug the server names.
        return { session: await fetchSession(remembered) };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
    }
    if (isMockSlug(slug)) return null;
    const session = await startSession(slug);
    rememberAttempt(slug, session.attemptId);
    return { session };
  } catch (error) {
    if (!unreachable(error) || isMockSlug(slug)) throw error;
    const started = await startOfflineSession(slug, userId).catch(() => undefined);
    if (!started) throw new OfflineUnavailable(await isGrammarTopic(slug));
    return { session: offlineSessionView(started), kept: started, onServer: false };
  }
}

async function viewOf(session: SessionResponse): Promise<View> {
  if (session.finished) return { kind: 'results', results: await fetchResults(session.attemptId) };
  return { kind: 'session', session };
}

async function failureView(slug: string, error: unknown): Promise<View> {
  if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
  if (error instanceof OfflineUnavailable) return { kind: 'offline', reason: error.grammar ? 'download' : 'internet' };
  // The browser says it is offline: say what needs the internet. A request lost while online gets the retry below.
  if (unreachable(error) && navigator.onLine === false) {
    return { kind: 'offline', reason: isMockSlug(slug) ? 'mock' : 'internet' };
  }
  if (error instanceof ApiError && error.code === 'EXAM_IN_PROGRESS') {
    const { exam } = await fetchExamInProgress().catch(() => ({ exam: null }));
    if (exam) return { kind: 'examInProgress', exam };
  }
  return { kind: 'error', mock: isMockSlug(slug) };
}

async function loadView(slug: string, fresh: boolean, userId: string): Promise<View> {
  try {
    const opened = await openSession(slug, fresh, userId);
    // A mock exam needs the internet: without it, say so instead of offering a start that cannot work.
    if (!opened)
      return navigator.onLine === false ? { kind: 'offline', reason: 'mock' } : { kind: 'start', starting: false };
    const { session, kept, onServer } = opened;
    if (session.finished) {
      if (kept) await forgetOfflineSession(kept.attemptId);
      return { kind: 'results', results: await fetchResults(session.attemptId) };
    }
    return kept ? { kind: 'session', session, kept, onServer: onServer ?? false } : { kind: 'session', session };
  } catch (error) {
    return failureView(slug, error);
  }
}

export default function SessionPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useSession();
  const userId = auth.data?.user.id ?? '';
  const signedIn = userId !== '';
  const [view, setView] = useState<View>({ kind: 'loading' });
  const menu = useMenu();
  // Each request loads the session once; `fresh` starts a new attempt (Try again, renew) instead of restoring.
  const [request, setRequest] = useState({ n: 0, fresh: false });
  // What needed the internet opens by itself once the connection is back.
  useEffect(() => {
    if (view.kind !== 'offline') return;
    const reopen = () => {
      setView({ kind: 'loading' });
      setRequest((r) => ({ n: r.n + 1, fresh: false }));
    };
    window.addEventListener('online', reopen);
    return () => window.removeEventListener('online', reopen);
  }, [view.kind]);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void loadView(slug, request.fresh, userId).then((next) => {
      if (!cancelled) setView(next);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, userId, slug, request]);

  if (!signedIn) {
    return (
      <section className="page-narrow card center-page">
        <h1>{t('practice.lockedTitle')}</h1>
        <p className="muted">{t('practice.lockedText')}</p>
        <div className="hero-actions" style={{ justifyContent: 'center' }}>
          <Link to={path('/signin')} className="btn btn-primary">
            {t('nav.signIn')}
          </Link>
          <Link to={path('/signup')} className="btn btn-secondary">
            {t('nav.signUp')}
          </Link>
        </div>
      </section>
    );
  }

  const backToMenu = () => {
    forgetAttempt(slug);
    void navigate(path('/practice'));
  };
  const again = () => {
    forgetAttempt(slug);
    window.scrollTo?.({ top: 0 });
    setView({ kind: 'loading' });
    setRequest((r) => ({ n: r.n + 1, fresh: true }));
  };
  async function startExam(timed: boolean) {
    setView({ kind: 'start', starting: true });
    try {
      const session = await startSession(slug, { timed });
      rememberAttempt(slug, session.attemptId);
      setView(await viewOf(session));
      window.scrollTo?.({ top: 0 });
    } catch (error) {
      const failed = await failureView(slug, error);
      setView(failed.kind === 'error' ? { ...failed, retryStart: { timed } } : failed);
    }
  }
  function returnToExam(exam: { slug: string; attemptId: string }) {
    rememberAttempt(exam.slug, exam.attemptId);
    void navigate(path(`/practice/${exam.slug}`));
  }
  async function abandonExam(attemptId: string) {
    if (!window.confirm(t('practice.exam.abandonConfirm'))) return;
    try {
      await abandonSession(attemptId);
    } catch {
      // Finished meanwhile: the practice opens either way.
    }
    setView({ kind: 'loading' });
    setRequest((r) => ({ n: r.n + 1, fresh: false }));
  }
  async function finish(session: SessionResponse) {
    setView({ kind: 'evaluating', session });
    try {
      const results = await finishSession(session.attemptId);
      invalidateProgress(queryClient);
      setView({ kind: 'results', results });
      window.scrollTo?.({ top: 0 });
    } catch {
      setView({ kind: 'session', session });
    }
  }

  const menuItem = menu.data?.items.find((i) => i.slug === slug || i.key === slug);
  const title =
    view.kind === 'start' && menuItem
      ? pick(menuItem.title, language)
      : view.kind === 'session' || view.kind === 'evaluating'
        ? pick(view.session.title, language)
        : view.kind === 'results'
          ? pick(view.results.title, language)
          : '';

  return (
    <div className="session-page">
      <div className="session-header">
        <button type="button" className="btn btn-ghost back" onClick={backToMenu}>
          <ArrowLeft size={18} aria-hidden />
          {t('practice.backToMenu')}
        </button>
        {title && view.kind !== 'results' && <h1 className="session-title">{title}</h1>}
      </div>
      {view.kind === 'loading' && <Loader label={t('practice.sessionLoading')} />}
      {view.kind === 'start' && (
        <MockStart
          model={menuItem?.model ?? (slug.includes('new') ? 'new' : 'classic')}
          starting={view.starting}
          onStart={(timed) => void startExam(timed)}
        />
      )}
      {view.kind === 'examInProgress' && (
        <section className="card center-page" role="alert" data-testid="exam-in-progress">
          <h2>{t('practice.exam.inProgressTitle')}</h2>
          <p>{t('practice.exam.inProgressText', { title: pick(view.exam.title, language) })}</p>
          <div className="hero-actions" style={{ justifyContent: 'center' }}>
            <button type="button" className="btn btn-primary" onClick={() => returnToExam(view.exam)}>
              {t('practice.exam.returnToExam')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void abandonExam(view.exam.attemptId)}>
              {t('practice.exam.abandon')}
            </button>
          </div>
        </section>
      )}
      {view.kind === 'evaluating' && (
        <div className="loader" role="status" data-testid="evaluating">
          <div className="spinner" aria-hidden />
          <p>{t('practice.evaluating')}</p>
        </div>
      )}
      {view.kind === 'notFound' && (
        <section className="card center-page">
          <p>{t('practice.topicNotFound')}</p>
          <button type="button" className="btn btn-primary" onClick={backToMenu}>
            {t('practice.backToMenu')}
          </button>
        </section>
      )}
      {view.kind === 'offline' && (
        <OfflineUnavailableCard
          slug={slug}
          reason={view.reason}
          onRetry={() => {
            setView({ kind: 'loading' });
            setRequest((r) => ({ n: r.n + 1, fresh: false }));
          }}
        />
      )}
      {view.kind === 'error' && (
        <section className="card center-page" role="alert">
          <p>{view.mock ? t('practice.mockLoadFailed') : t('practice.sessionLoadFailed')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              if (view.retryStart) return void startExam(view.retryStart.timed);
              setView({ kind: 'loading' });
              setRequest((r) => ({ n: r.n + 1, fresh: false }));
            }}
          >
            {t('practice.retry')}
          </button>
        </section>
      )}
      {view.kind === 'session' &&
        (view.session.kind === 'grammar' ? (
          <GrammarSession
            key={view.session.attemptId}
            session={view.session}
            kept={view.kept}
            onServer={view.onServer}
            onRenew={again}
            onFinish={() => void finish(view.session)}
            onSynced={() => rememberAttempt(slug, view.session.attemptId)}
          />
        ) : (
          <SequentialSession
            key={view.session.attemptId}
            session={view.session}
            onFinish={() => void finish(view.session)}
          />
        ))}
      {view.kind === 'results' && <ResultsView results={view.results} onTryAgain={again} onBack={backToMenu} />}
    </div>
  );
}

/** What a practice needs that it does not have offline, and the way on: the lesson to download, or a retry. */
function OfflineUnavailableCard({
  slug,
  reason,
  onRetry,
}: {
  slug: string;
  reason: 'mock' | 'download' | 'internet';
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const text = {
    mock: t('practice.offline.mock'),
    download: t('practice.offline.needsDownload'),
    internet: t('practice.offline.needsInternet'),
  }[reason];
  return (
    <section className="card center-page offline-unavailable" data-testid="practice-offline">
      <WifiOff size={28} aria-hidden />
      <p>{text}</p>
      <div className="hero-actions" style={{ justifyContent: 'center' }}>
        {reason === 'download' && (
          <Link to={path(`/learn/${slug}`)} className="btn btn-secondary">
            {t('practice.offline.openLesson')}
          </Link>
        )}
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('practice.retry')}
        </button>
      </div>
    </section>
  );
}
