/**
 * /review: the student's due review cards, mixed across sections by the server, one at a time with the verdict and
 * the reason after each answer (graded on the server like any other answer); then a clear end state with when the
 * next card falls due. A card answered wrongly comes back within minutes: the page asks the server for the queue
 * again when the loaded cards are done.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link, Navigate } from 'react-router';
import type { ReviewQueue } from '../../../domain/api/review-schema.ts';
import { formatDateTime } from '../../../domain/progress/history-date.ts';
import { QuestionStep } from '../../answering/question-step.tsx';
import { RefusedSave } from '../../answering/refused-save.tsx';
import { useAnswers } from '../../answering/use-answers.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader } from '../../ui/form-fields.tsx';
import { pick } from '../../ui/localized.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useSession } from '../../api/auth.ts';
import { AudioPlayer } from '../../ui/audio-player.tsx';
import { fetchReviewQueue, postReviewAnswer, reviewAnswerTarget, reviewQueueKey } from '../../api/review.ts';
import { PassageParagraphs } from '../../ui/passage-paragraphs.tsx';

export default function ReviewPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  // The queue is read once per round: answers move cards, and a new round starts from a fresh read.
  const query = useQuery({
    queryKey: reviewQueueKey,
    queryFn: fetchReviewQueue,
    enabled: signedIn,
    retry: 1,
    staleTime: Infinity,
  });

  if (!signedIn)
    return session.isFetching ? <Loader label={t('review.loading')} /> : <Navigate to={path('/signin')} replace />;
  if (query.isPending) return <Loader label={t('review.loading')} />;
  if (query.isError) {
    return (
      <section className="page-narrow card center-page" data-testid="review-error">
        <p className="alert alert-error" role="alert">
          {t('review.loadFailed')}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  if (query.data.cards.length === 0) return <NothingDue nextDue={query.data.nextDue} />;
  return <ReviewRound key={query.dataUpdatedAt} queue={query.data} />;
}

function ReviewRound({ queue }: { queue: ReviewQueue }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const { answers, save, allSaved, rejected } = useAnswers({
    id: `review-${queue.cards.map((c) => c.question.id).join()}`,
    send: (_id, answer) => postReviewAnswer(answer),
    target: reviewAnswerTarget,
    durable: false,
  });
  const [index, setIndex] = useState(0);
  const total = queue.cards.length;
  const card = queue.cards[index];
  if (!card) return null;
  const { question, listening } = card;
  const reading = card.readingId === undefined ? undefined : queue.readings.find((r) => r.id === card.readingId);

  function nextRound() {
    window.scrollTo?.({ top: 0 });
    void (async () => {
      await allSaved();
      await queryClient.invalidateQueries({ queryKey: ['review'] });
    })();
  }

  return (
    <div className="page-medium challenge" data-testid="review">
      <header className="challenge-header">
        <h1>
          <RotateCcw size={22} aria-hidden /> {t('review.title')}
        </h1>
        <p className="challenge-topic">
          <span className="tag" data-testid="review-topic">
            {typeof card.topicTitle === 'string' ? card.topicTitle : pick(card.topicTitle, language)}
          </span>
          <span className="challenge-counter" data-testid="review-counter">
            {t('review.counter', { n: index + 1, m: total })}
          </span>
        </p>
        <ProgressBar value={index + 1} max={total} label={t('review.counter', { n: index + 1, m: total })} />
      </header>
      {listening && (
        <AudioPlayer
          key={listening.id}
          src={listening.audioUrl}
          fallbackSrc={listening.fallbackAudioUrl}
          title={listening.title}
        />
      )}
      {reading && (
        <details className="card passage" data-testid="passage">
          <summary>
            {t('review.passage')}: {reading.title}
          </summary>
          <PassageParagraphs paragraphs={reading.paragraphs} />
        </details>
      )}
      <RefusedSave error={rejected} />
      <QuestionStep
        key={question.id}
        question={question}
        state={answers[question.id]}
        showFeedback
        openMode="check"
        isLast={index === total - 1}
        nextLabel={t('review.next')}
        lastLabel={t('review.next')}
        lastTestId="next"
        navClassName="habit-nav"
        onAnswer={(answer) => save(question.id, answer)}
        onNext={() => setIndex(index + 1)}
        onLast={nextRound}
      />
    </div>
  );
}

function NothingDue({ nextDue }: { nextDue: string | null }) {
  const { t } = useTranslation();
  const { path, language } = useLanguage();
  const when = nextDue && formatDateTime(new Date(nextDue), language);
  return (
    <section className="page-narrow card center-page challenge-done" data-testid="review-done">
      <RotateCcw size={40} aria-hidden className="challenge-flame" />
      <h1>{t('review.doneTitle')}</h1>
      <p className="muted" data-testid="review-next">
        {when ? t('review.nextCard', { date: when }) : t('review.noCards')}
      </p>
      <div className="hero-actions" style={{ justifyContent: 'center' }}>
        <Link to={path('/practice')} className="btn btn-primary">
          {t('challenge.toPractice')}
        </Link>
        <Link to={path('/dashboard')} className="btn btn-secondary">
          {t('challenge.toDashboard')}
        </Link>
      </div>
    </section>
  );
}
