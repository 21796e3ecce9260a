/**
 * A grammar session: 10 questions on one page with immediate feedback, AI explanations and 'renew'.
 * Without a connection the answers wait on the phone, each marked as checked once the connection returns; a session
 * started offline (`kept`, offline-session.ts) is sent to the server before its first answer, and forgotten on the
 * phone once the server has it and every answer.
 */
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { SaveAnswer, SessionResponse } from '../../../domain/api/practice-schema.ts';
import { FailedSave } from '../../answering/failed-save.tsx';
import { QuestionOptions } from '../../answering/question-options.tsx';
import { useAnswers } from '../../answering/use-answers.ts';
import { useOnline } from '../../offline/online.ts';
import { postAnswer, sessionAnswerTarget } from './api.ts';
import { ExplainButton } from './explain-button.tsx';
import { forgetOfflineSession, sendOfflineSession, type OfflineSession } from './offline-session.ts';
import { SaveStatus } from './save-status.tsx';

/** Sends a session started offline once per page (again after a failure), before any of its answers. */
function sessionSender(kept: OfflineSession | undefined, onServer: boolean) {
  let sent: Promise<unknown> | undefined = kept && !onServer ? undefined : Promise.resolve();
  return () =>
    (sent ??= sendOfflineSession(kept as OfflineSession).catch((error: unknown) => {
      sent = undefined;
      throw error;
    }));
}

export function GrammarSession({
  session,
  kept,
  onServer = true,
  onRenew,
  onFinish,
  onSynced,
}: {
  session: SessionResponse;
  /** A session started offline, still kept on the phone. */
  kept?: OfflineSession | undefined;
  /** Whether the server already has the session (a kept one read back from the server after a reconnect). */
  onServer?: boolean;
  onRenew(): void;
  onFinish(): void;
  /** The server has the kept session and all its answers. */
  onSynced?(): void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const ensureSent = useMemo(() => sessionSender(kept, onServer), [kept, onServer]);
  const { answers, failing, pendingCount, rejected, save, retry, settled, allSaved } = useAnswers({
    id: session.attemptId,
    initial: session.answers,
    send: (attemptId: string, answer: SaveAnswer) => ensureSent().then(() => postAnswer(attemptId, answer)),
    // A session made offline is sent by this page first; until the server has it, its answers wait for the page.
    target: kept && !onServer ? undefined : sessionAnswerTarget(session.attemptId),
  });
  const answered = session.questions.filter((q) => answers[q.id]).length;
  const allGraded = session.questions.every((q) => answers[q.id]?.feedback);
  const waiting = session.questions.some((q) => answers[q.id] && !answers[q.id]?.feedback);

  // The latest callbacks, without running the effect below on every render.
  const latest = useRef({ allSaved, onSynced });
  useEffect(() => {
    latest.current = { allSaved, onSynced };
  });
  // Once the server has the session and every answer, the phone forgets it: a reload restores it from the server.
  useEffect(() => {
    if (!kept || !online || pendingCount > 0) return;
    let current = true;
    void latest.current
      .allSaved()
      .then(ensureSent)
      .then(() => forgetOfflineSession(kept.attemptId))
      .then(
        () => current && latest.current.onSynced?.(),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [kept, online, pendingCount, ensureSent]);

  return (
    <>
      {online ? (
        <SaveStatus kind={session.kind} failing={failing} pendingCount={pendingCount} refused={rejected} />
      ) : (
        <p className="alert offline-session" role="status" data-testid="offline-session">
          <WifiOff size={18} aria-hidden />
          <span>{t('practice.offline.session')}</span>
        </p>
      )}
      {online && kept && waiting && !failing && (
        <p className="muted save-status" role="status" data-testid="offline-checking">
          {t('practice.offline.checking')}
        </p>
      )}
      <ol className="question-list">
        {session.questions.map((question) => {
          const state = answers[question.id];
          return (
            <li key={question.id} className="card question-card" data-testid="question">
              <p className="question-number">{question.number}.</p>
              <p className="question-text">{question.question}</p>
              <QuestionOptions
                question={question}
                state={state}
                locked={Boolean(state)}
                showFeedback
                openMode="check"
                onAnswer={(answer) => save(question.id, answer)}
              />
              {state && !state.feedback && !online && (
                <p className="check-later" data-testid="check-later">
                  {t('practice.offline.checkLater')}
                </p>
              )}
              {state?.failed && online && <FailedSave onRetry={() => retry(question.id)} />}
              {state?.feedback && <ExplainButton questionId={question.id} answer={state.answer} />}
            </li>
          );
        })}
      </ol>
      <div className="session-actions">
        <button type="button" className="btn btn-secondary" onClick={onRenew} disabled={Boolean(kept) && !online}>
          <RefreshCw size={18} aria-hidden />
          {t('practice.renew')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!allGraded || pendingCount > 0}
          onClick={() => void settled().then((ok) => ok && onFinish())}
        >
          {t('practice.seeResults')}
        </button>
        <span className="muted">{t('practice.answeredCount', { x: answered, total: session.questions.length })}</span>
      </div>
    </>
  );
}
