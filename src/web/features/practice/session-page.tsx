/**
 * /practice/{slug}: starts or restores the session of a quiz and shows it, then its results (spec §2, §4).
 * Leaving to the menu clears the session; a reload keeps it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ResultsResponse, SessionResponse } from '../../../domain/api/practice-schema.ts';
import { ApiError } from '../../api/client.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';
import { pick } from '../../ui/localized.ts';
import { useSession } from '../../api/auth.ts';
import {
  fetchResults,
  fetchSession,
  finishSession,
  forgetAttempt,
  rememberAttempt,
  rememberedAttempt,
  startSession,
} from './api.ts';
import { GrammarSession } from './grammar-session.tsx';
import { ResultsView } from './results-view.tsx';
import { SequentialSession } from './sequential-session.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; mock: boolean }
  | { kind: 'session'; session: SessionResponse }
  | { kind: 'evaluating'; session: SessionResponse }
  | { kind: 'results'; results: ResultsResponse };

const isMockSlug = (slug: string) => slug.startsWith('mock-exam');

async function openSession(slug: string, fresh: boolean): Promise<SessionResponse> {
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
  const session = await startSession(slug);
  rememberAttempt(slug, session.attemptId);
  return session;
}

async function loadView(slug: string, fresh: boolean): Promise<View> {
  try {
    const session = await openSession(slug, fresh);
    if (session.finished) return { kind: 'results', results: await fetchResults(session.attemptId) };
    return { kind: 'session', session };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'notFound' };
    return { kind: 'error', mock: isMockSlug(slug) };
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

  const title =
    view.kind === 'session' || view.kind === 'evaluating'
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
