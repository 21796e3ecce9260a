/**
 * /diagnostic: intro with Start or Skip (→ /practice); 7 questions one at a time with a progress bar, Next disabled
 * until answered, the last button 'complete assessment'; then the results (score circle, level, encouragement,
 * strengths, improvements, a button to /practice), and right after completing, each answer with the reason behind its
 * key (a revisit finds it in the history). Answers and the completion are saved in the background and their
 * failures are never shown; a revisit shows the saved result.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, Navigate } from 'react-router';
import type { DiagnosticResponse } from '../../../domain/api/diagnostic-schema.ts';
import { diagnosticImprovements } from '../../../domain/diagnostic/diagnostic-improvements.ts';
import { diagnosticLevel, diagnosticPercent } from '../../../domain/diagnostic/diagnostic-level.ts';
import { diagnosticStrengths } from '../../../domain/diagnostic/diagnostic-strengths.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { QuestionStep } from '../../answering/question-step.tsx';
import { RefusedSave } from '../../answering/refused-save.tsx';
import { retryUntilDone } from '../../answering/retry-policy.ts';
import { useAnswers } from '../../answering/use-answers.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';
import { useSession } from '../../api/auth.ts';
import {
  completeDiagnostic,
  diagnosticAnswerTarget,
  diagnosticKey,
  fetchDiagnostic,
  postDiagnosticAnswer,
  startDiagnostic,
} from './api.ts';
import { DiagnosticReview, type DiagnosticReviewItem } from './diagnostic-review.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';

type InProgress = Extract<DiagnosticResponse, { status: 'inProgress' }>;

export default function DiagnosticPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const query = useQuery({ queryKey: diagnosticKey, queryFn: fetchDiagnostic, enabled: signedIn, retry: 1 });
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  // The draw completed on this page: its results stay with their answer review once the server confirms them.
  const [completedHere, setCompletedHere] = useState<InProgress>();

  // Right after sign-up the session is being refetched: wait for it rather than bounce through /signin.
  if (!signedIn)
    return session.isFetching ? <Loader label={t('diagnostic.loading')} /> : <Navigate to={path('/signin')} replace />;
  if (query.isPending) return <Loader label={t('diagnostic.loading')} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;

  const data = query.data;
  const taking = data.status === 'inProgress' ? data : completedHere;
  if (taking) {
    return (
      <DiagnosticQuestions
        key={taking.questions.map((q) => q.id).join()}
        data={taking}
        onComplete={() => setCompletedHere(taking)}
      />
    );
  }
  if (data.status === 'completed') {
    return <DiagnosticResults score={data.result.score} total={data.result.total} />;
  }

  async function start() {
    setStarting(true);
    setStartFailed(false);
    try {
      queryClient.setQueryData(diagnosticKey, await startDiagnostic());
    } catch {
      setStartFailed(true);
    } finally {
      setStarting(false);
    }
  }

  return (
    <section className="page-narrow card center-page diagnostic-intro" data-testid="diagnostic-intro">
      <ClipboardCheck size={40} aria-hidden className="diagnostic-icon" />
      <h1>{t('diagnostic.title')}</h1>
      <p>{t('diagnostic.introText')}</p>
      <p className="muted">{t('diagnostic.duration')}</p>
      {startFailed && (
        <p className="alert alert-error" role="alert">
          {t('diagnostic.loadFailed')}
        </p>
      )}
      <div className="hero-actions" style={{ justifyContent: 'center' }}>
        <button type="button" className="btn btn-primary" disabled={starting} onClick={() => void start()}>
          {t('diagnostic.start')}
        </button>
        <Link to={path('/practice')} className="btn btn-secondary">
          {t('diagnostic.skip')}
        </Link>
      </div>
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className="page-narrow card center-page">
      <p className="alert alert-error" role="alert">
        {t('diagnostic.loadFailed')}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}

function DiagnosticQuestions({ data, onComplete }: { data: InProgress; onComplete(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Many students' diagnostics start with the same question: the student's id keeps one student's unsent answers
  // out of another's diagnostic on a shared phone.
  const userId = useSession().data?.user.id ?? '';
  const storageId = `diagnostic-${userId}-${data.questions[0]?.id ?? ''}`;
  // A refused answer (a question of the mock exam in progress) must not be completed as unanswered: the student
  // goes back to it instead.
  const refused = useRef<string | undefined>(undefined);
  // Saved silently (the diagnostic hides failed saves); still retried in the background until the server has them.
  const { answers, save, allSaved, rejected } = useAnswers({
    id: storageId,
    initial: data.answers,
    send: postDiagnosticAnswer,
    target: diagnosticAnswerTarget,
    onRejected: (answer) => {
      refused.current = answer.questionId;
    },
  });
  const firstOpen = data.questions.findIndex((q) => !answers[q.id]);
  const [index, setIndex] = useState(firstOpen < 0 ? Math.max(0, data.questions.length - 1) : firstOpen);
  const [done, setDone] = useState(false);
  const question = data.questions[index];
  const steps = data.questions.length;
  const isLast = index === steps - 1;

  if (done) {
    // Shown at once from the graded answers; the server's record follows in the background.
    const review = data.questions.flatMap((q): DiagnosticReviewItem[] => {
      const feedback = answers[q.id]?.feedback;
      return feedback ? [{ question: q, feedback }] : [];
    });
    if (review.length < steps) return <Loader label={t('diagnostic.calculating')} />;
    return <DiagnosticResults score={review.filter((r) => r.feedback.correct).length} total={steps} review={review} />;
  }
  if (!question) return null;

  function complete() {
    setDone(true);
    onComplete();
    window.scrollTo?.({ top: 0 });
    void (async () => {
      refused.current = undefined;
      await allSaved();
      const back = data.questions.findIndex((q) => q.id === refused.current);
      if (back >= 0) {
        setIndex(back);
        setDone(false);
        return;
      }
      const result = await retryUntilDone(completeDiagnostic);
      if (result.ok) queryClient.setQueryData(diagnosticKey, result.value);
      invalidateProgress(queryClient);
    })();
  }

  return (
    <div className="page-medium diagnostic" data-testid="diagnostic">
      <h1 className="visually-hidden">{t('diagnostic.title')}</h1>
      <div className="progress" data-testid="progress">
        <p className="progress-label">{t('diagnostic.progress', { n: index + 1, m: steps })}</p>
        <ProgressBar value={index + 1} max={steps} label={t('diagnostic.progress', { n: index + 1, m: steps })} />
      </div>
      <RefusedSave error={rejected} />
      <QuestionStep
        question={question}
        state={answers[question.id]}
        showFeedback={false}
        isLast={isLast}
        nextLabel={t('diagnostic.next')}
        lastLabel={t('diagnostic.complete')}
        lastTestId="complete"
        navClassName="session-nav habit-nav"
        onAnswer={(answer) => save(question.id, answer)}
        onNext={() => setIndex(index + 1)}
        onLast={complete}
      />
    </div>
  );
}

export function DiagnosticResults({
  score,
  total,
  review,
}: {
  score: number;
  total: number;
  /** The graded answers, when the diagnostic was just completed here. */
  review?: DiagnosticReviewItem[];
}) {
  const { t } = useTranslation();
  const { path, language } = useLanguage();
  const percent = diagnosticPercent(score, total);
  const level = diagnosticLevel(percent);
  const strengths = diagnosticStrengths(percent);
  const improvements = diagnosticImprovements(percent);
  return (
    <div className="page-medium results diagnostic-results" data-testid="diagnostic-results">
      <section className="card results-summary" aria-labelledby="diagnostic-results-title">
        <h1 id="diagnostic-results-title">{t('diagnostic.resultsTitle')}</h1>
        <div
          className="score-circle"
          style={{ ['--score' as string]: `${Math.round(percent)}` }}
          data-band={percent >= 80 ? 'good' : undefined}
        >
          <span data-testid="diagnostic-percent">{formatPercent(percent, language)}</span>
        </div>
        <p className="results-line">{t('diagnostic.scoreLine', { score, total })}</p>
        <p>
          {t('diagnostic.levelLabel')}:{' '}
          <strong className="badge" data-testid="diagnostic-level" data-level={level}>
            {t(`diagnostic.levels.${level}`)}
          </strong>
        </p>
        <p data-testid="encouragement">{t(`diagnostic.encouragement.${level}`)}</p>
      </section>
      <div className="diagnostic-lists">
        <section className="card" aria-labelledby="strengths-title" data-testid="strengths">
          <h2 id="strengths-title">{t('diagnostic.strengthsTitle')}</h2>
          {strengths.length > 0 ? (
            <ul>
              {strengths.map((s) => (
                <li key={s}>{t(`diagnostic.strengths.${s}`)}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('diagnostic.noStrengths')}</p>
          )}
        </section>
        <section className="card" aria-labelledby="improvements-title" data-testid="improvements">
          <h2 id="improvements-title">{t('diagnostic.improvementsTitle')}</h2>
          {improvements.length > 0 ? (
            <ul>
              {improvements.map((s) => (
                <li key={s}>{t(`diagnostic.improvements.${s}`)}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('diagnostic.noImprovements')}</p>
          )}
        </section>
      </div>
      {review && <DiagnosticReview items={review} />}
      <div className="hero-actions" style={{ justifyContent: 'center' }}>
        <Link to={path('/practice')} className="btn btn-primary" data-testid="to-practice">
          {t('diagnostic.toPractice')}
        </Link>
      </div>
    </div>
  );
}
