/**
 * /practice/{slug}: starts or restores the session of a quiz and shows it, then its results (spec §2, §4).
 * Leaving to the menu clears the session; a reload keeps it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ExamInProgress, ResultsResponse, SessionResponse } from '../../../domain/api/practice-schema.ts';
import { ApiError } from '../../api/client.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { useLanguage } from '../../app/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';
import { pick } from '../../ui/localized.ts';
import { useSession } from '../auth/api.ts';
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
import { MockStart } from './mock-start.tsx';
import { ResultsView } from './results-view.tsx';
import { SequentialSession } from './sequential-session.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'start'; starting: boolean }
  | { kind: 'examInProgress'; exam: NonNullable<ExamInProgress['exam']> }
  | { kind: 'notFound' }
  | { kind: 'error'; mock: boolean; retryStart?: { timed: boolean } }
  | { kind: 'session'; session: SessionResponse }
  | { kind: 'evaluating'; session: SessionResponse }
  | { kind: 'results'; results: ResultsResponse };

const isMockSlug = (slug: string) => slug.startsWith('mock-exam');

/** The remembered session of this URL, a new practice session, or null: a mock exam begins on its start screen. */
async function openSession(slug: string, fresh: boolean): Promise<SessionResponse | null> {
  const remembered = fresh ? null : rememberedAttempt(slug);
  if (remembered) {
    try {
      // Remembered under this URL's slug, which may be the quiz's key or title rather than its canonical slug
      // (checklist PRAC-14): the attempt started here is this URL's session whatever slug the server names.
      return await fetchSession(remembered);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  if (isMockSlug(slug)) return null;
  const session = await startSession(slug);
  rememberAttempt(slug, session.attemptId);
  return session;
}

async function viewOf(session: SessionResponse): Promise<View> {
  if (session.finished) return { kind: 'results', results: await fetchResults(session.attemptId) };
  return { kind: 'session', session };
}

async function failureView(slug: string, error: unknown): Promise<View> {
  if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
  if (error instanceof ApiError && error.code === 'EXAM_IN_PROGRESS') {
    const { exam } = await fetchExamInProgress().catch(() => ({ exam: null }));
    if (exam) return { kind: 'examInProgress', exam };
  }
  return { kind: 'error', mock: isMockSlug(slug) };
}

async function loadView(slug: string, fresh: boolean): Promise<View> {
  try {
    const session = await openSession(slug, fresh);
    return session ? await viewOf(session) : { kind: 'start', starting: false };
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
  const signedIn = Boolean(auth.data?.user);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const menu = useMenu();
  // Each request loads the session once; `fresh` starts a new attempt (Try again, renew) instead of restoring.
  const [request, setRequest] = useState({ n: 0, fresh: false });

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void loadView(slug, request.fresh).then((next) => {
      if (!cancelled) setView(next);
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, slug, request]);

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
            onRenew={again}
            onFinish={() => void finish(view.session)}
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
