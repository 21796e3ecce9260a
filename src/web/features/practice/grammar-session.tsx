/** A grammar session: 10 questions on one page with immediate feedback, AI explanations and 'renew' (spec §2). */
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '../../../domain/api/practice-schema.ts';
import { FailedSave } from '../../answering/failed-save.tsx';
import { QuestionOptions } from '../../answering/question-options.tsx';
import { useAnswers } from '../../answering/use-answers.ts';
import { postAnswer } from './api.ts';
import { ExplainButton } from './explain-button.tsx';
import { SaveStatus } from './save-status.tsx';

export function GrammarSession({
  session,
  onRenew,
  onFinish,
}: {
  session: SessionResponse;
  onRenew(): void;
  onFinish(): void;
}) {
  const { t } = useTranslation();
  const { answers, failing, pendingCount, rejected, save, retry, settled } = useAnswers({
    id: session.attemptId,
    initial: session.answers,
    send: postAnswer,
  });
  const answered = session.questions.filter((q) => answers[q.id]).length;
  const allGraded = session.questions.every((q) => answers[q.id]?.feedback);

  return (
    <>
      <SaveStatus kind={session.kind} failing={failing} pendingCount={pendingCount} refused={rejected} />
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
              {state?.failed && <FailedSave onRetry={() => retry(question.id)} />}
              {state?.feedback && <ExplainButton questionId={question.id} answer={state.answer} />}
            </li>
          );
        })}
      </ol>
      <div className="session-actions">
        <button type="button" className="btn btn-secondary" onClick={onRenew}>
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
