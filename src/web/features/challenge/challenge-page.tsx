/**
 * /challenge: today's challenge, created on the first visit of the day by the server. The topic name and 'n/5' (the
 * current question), one question at a time with the verdict after each pick, Next or Finish disabled until an option
 * is picked, resumed where the student left; then the completion screen with correct and wrong counts and links to
 * /dashboard and /practice. A completed challenge asks to come back tomorrow. Saves never block the student (failures
 * are retried in the background).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, Navigate } from 'react-router';
import type { ChallengeResponse } from '../../../domain/api/challenge-schema.ts';
import { resumeIndex } from '../../../domain/challenge/challenge-step.ts';
import { ApiError } from '../../api/client.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { QuestionStep } from '../../answering/question-step.tsx';
import { retryUntilDone } from '../../answering/retry-policy.ts';
import { RefusedSave } from '../../answering/refused-save.tsx';
import { useAnswers } from '../../answering/use-answers.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';
import { pick } from '../../ui/localized.ts';
import { useSession } from '../../api/auth.ts';
import { challengeAnswerTarget, challengeKey, fetchChallenge, finishChallenge, postChallengeAnswer } from './api.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';

/** The message of a failed load, chosen by its error code. */
function loadMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'challenge.loadFailed';
  switch (error.code) {
    case 'USER_NOT_FOUND':
      return 'challenge.userNotFound';
    case 'CHALLENGE_NOT_FOUND':
      return 'challenge.noChallengeToday';
    case 'NO_CHALLENGE_TOPIC':
      return 'challenge.noTopic';
    case 'QUIZ_NOT_FOUND':
      return 'challenge.loadTopicsFailed';
    default:
      return 'challenge.loadFailed';
  }
}

export default function ChallengePage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const query = useQuery({ queryKey: challengeKey, queryFn: fetchChallenge, enabled: signedIn, retry: 1 });

  // Right after sign-up the session is being refetched: wait for it rather than bounce through /signin.
  if (!signedIn)
    return session.isFetching ? <Loader label={t('challenge.loading')} /> : <Navigate to={path('/signin')} replace />;
  if (query.isPending) return <Loader label={t('challenge.loading')} />;
  if (query.isError) {
    const message = loadMessage(query.error);
    return (
      <section className="page-narrow card center-page" data-testid="challenge-error">
        <p className="alert alert-error" role="alert">
          {t(message as 'challenge.loadFailed')}
        </p>
        <div className="hero-actions" style={{ justifyContent: 'center' }}>
          {message === 'challenge.noChallengeToday' ? (
            <Link to={path('/dashboard')} className="btn btn-primary">
              {t('challenge.toDashboard')}
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          )}
        </div>
      </section>
    );
  }
  return <ChallengeSession key={query.data.date} challenge={query.data} />;
}

function ChallengeSession({ challenge }: { challenge: ChallengeResponse }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  // Saved silently (the challenge hides failed saves); still retried in the background until the server has them.
  // Named by the student too: on a shared phone two students' challenges of one day never share unsent answers.
  const userId = useSession().data?.user.id ?? '';
  const { answers, save, allSaved, rejected } = useAnswers({
    id: `challenge-${userId}-${challenge.date}-${challenge.questionIds.join()}`,
    initial: challenge.answers,
    send: (_id, answer) => postChallengeAnswer(challenge.date, answer),
    target: challengeAnswerTarget(challenge.date),
  });
  const [index, setIndex] = useState(() =>
    resumeIndex(
      challenge.questionIds,
      challenge.answers.map((a) => a.questionId),
    ),
  );
  const [finished, setFinished] = useState(challenge.completed);
  const total = challenge.questionIds.length;
  const topic = pick(challenge.topicName, language);

  if (finished || index >= total) {
    const verdicts = challenge.questionIds.map((id) => answers[id]?.feedback?.correct);
    const correct = verdicts.filter((v) => v === true).length;
    const wrong = verdicts.filter((v) => v === false).length;
    return (
      <Completion
        topic={topic}
        correct={correct}
        wrong={wrong}
        pending={total - correct - wrong}
        already={challenge.completed}
      />
    );
  }

  const question = challenge.questions[index];
  if (!question) return null;
  const isLast = index === total - 1;

  function finish() {
    setFinished(true);
    window.scrollTo?.({ top: 0 });
    void (async () => {
      await allSaved();
      await retryUntilDone(() => finishChallenge(challenge.date));
      void queryClient.invalidateQueries({ queryKey: ['challenge'] });
      invalidateProgress(queryClient);
    })();
  }

  return (
    <div className="page-medium challenge" data-testid="challenge">
      <header className="challenge-header">
        <h1>
          <Flame size={22} aria-hidden /> {t('challenge.title')}
        </h1>
        <p className="challenge-topic">
          <span className="tag" data-testid="challenge-topic">
            {topic}
          </span>
          <span className="challenge-counter" data-testid="challenge-counter">
            {t('challenge.counter', { n: index + 1, m: total })}
          </span>
        </p>
        <ProgressBar value={index + 1} max={total} label={t('challenge.counter', { n: index + 1, m: total })} />
      </header>
      <RefusedSave error={rejected} />
      <QuestionStep
        question={question}
        state={answers[question.id]}
        showFeedback
        isLast={isLast}
        nextLabel={t('challenge.next')}
        lastLabel={t('challenge.finish')}
        lastTestId="finish"
        navClassName="habit-nav"
        onAnswer={(answer) => save(question.id, answer)}
        onNext={() => setIndex(index + 1)}
        onLast={finish}
      />
    </div>
  );
}

function Completion({
  topic,
  correct,
  wrong,
  pending,
  already,
}: {
  topic: string;
  correct: number;
  wrong: number;
  pending: number;
  already: boolean;
}) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  return (
    <section className="page-narrow card center-page challenge-done" data-testid="challenge-done">
      <Flame size={40} aria-hidden className="challenge-flame" />
      <h1>{t('challenge.doneTitle')}</h1>
      <p className="tag">{topic}</p>
      {pending > 0 ? (
        <Loader label={t('common.loading')} />
      ) : (
        <p className="challenge-counts">
          <span className="badge badge-good" data-testid="challenge-correct">
            {t('challenge.correctCount', { n: correct })}
          </span>
          <span className="badge badge-poor" data-testid="challenge-wrong">
            {t('challenge.wrongCount', { n: wrong })}
          </span>
        </p>
      )}
      {already && (
        <p className="muted" data-testid="come-back">
          {t('challenge.comeBack')}
        </p>
      )}
      <div className="hero-actions" style={{ justifyContent: 'center' }}>
        <Link to={path('/dashboard')} className="btn btn-primary">
          {t('challenge.toDashboard')}
        </Link>
        <Link to={path('/practice')} className="btn btn-secondary">
          {t('challenge.toPractice')}
        </Link>
      </div>
    </section>
  );
}
