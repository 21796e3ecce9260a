/**
 * The lesson's quiz: one question at a time, the chosen option locks and, once the server has graded it, shows right or
 * wrong with the correct option highlighted; Next then Finish, results with the score percent and message, Retry. The
 * page holds no keys: each answer is graded by the server (lesson-attempt.ts). Signed in, the run is saved as a
 * 'lesson' attempt and the results say when it is in the quiz history; signed out, it is graded and not saved. After a
 * wrong answer a signed-in student may ask the AI why.
 */
import { Check, RotateCcw, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import type { LessonFeedback } from '../../../domain/api/lesson-quiz-schema.ts';
import { invalidateProgress } from '../../api/progress-cache.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import type { Lesson } from '../../../domain/api/content-schema.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import type { ClientErrorCode } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { RetryButton } from '../../answering/failed-save.tsx';
import { useAnswers } from '../../answering/use-answers.ts';
import { Rationale } from '../../ui/rationale.tsx';
import { AiExplanation } from './ai-explanation.tsx';
import { LessonAttempt, type ResultSave } from './lesson-attempt.ts';
import { initialQuiz, quizMessage, quizReducer, quizScore, type QuizAction } from './lesson-quiz.ts';

export function LessonQuizCard({ lesson, signedIn }: { lesson: Lesson; signedIn: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const quiz = lesson.quiz;
  const [state, dispatch] = useReducer(quizReducer, quiz.length, initialQuiz);
  const [refusal, setRefusal] = useState<ClientErrorCode | null>(null);
  const queryClient = useQueryClient();
  const [run, setRun] = useState(() => new LessonAttempt(lesson.id, signedIn));
  // Each run is new on each page load, so its queue is not kept across a reload; signed in, its answers count in the
  // student's progress like practice answers.
  const saves = useAnswers<LessonFeedback>({
    id: run.id,
    durable: false,
    tracked: signedIn,
    send: (_id, answer) => run.send(answer),
    onSaved: (_answer, feedback) => {
      if (feedback) dispatch({ type: 'graded', feedback });
    },
    onRejected: (answer, error) => {
      const quizIndex = Number(answer.questionId);
      run.release(quizIndex);
      dispatch({ type: 'refused', quizIndex });
      setRefusal(error.code);
    },
  });
  // A fresh run on the server and at hydration alike: nothing answered yet.
  const result = useSyncExternalStore(run.subscribe, run.getState, run.getState);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A finished quiz adds to the quizzes taken and the history.
  useEffect(() => {
    if (result.status === 'saved') invalidateProgress(queryClient);
  }, [result.status, queryClient]);

  // Keyboard and screen-reader users continue at the new question or at the results.
  useEffect(() => {
    if (moved.current) focusRef.current?.focus();
  }, [state.index, state.finished]);

  const go = (action: QuizAction) => {
    moved.current = true;
    dispatch(action);
  };

  if (state.finished) {
    const score = quizScore(state.feedback);
    const percent = formatPercent(score.percent, language);
    const message = quizMessage(score);
    return (
      <div className="lesson-quiz-results" data-testid="quiz-results" data-message={message}>
        <h3 ref={focusRef} tabIndex={-1}>
          {t('learn.quiz.resultTitle')}
        </h3>
        <p className="lesson-quiz-percent" data-testid="quiz-percent">
          {percent}
        </p>
        <p className="lesson-quiz-score">{t('learn.quiz.score', { correct: score.correct, total: score.total })}</p>
        <p className="lesson-quiz-message">{t(`learn.quiz.${message}`)}</p>
        {signedIn && <ResultStatus result={result} />}
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setRefusal(null);
            setRun(new LessonAttempt(lesson.id, signedIn));
            go({ type: 'retry' });
          }}
        >
          <RotateCcw size={18} aria-hidden />
          {t('learn.quiz.retry')}
        </button>
      </div>
    );
  }

  const item = quiz[state.index];
  if (!item) return null;
  const chosen = state.answers[state.index] ?? null;
  const feedback = state.feedback[state.index] ?? null;
  const answered = chosen !== null;
  const last = state.index === quiz.length - 1;

  return (
    <div className="lesson-quiz" data-testid="lesson-quiz">
      <p className="progress-label">{t('learn.quiz.progress', { n: state.index + 1, total: quiz.length })}</p>
      <div className="progress-bar" aria-hidden>
        <span style={{ width: `${((state.index + (answered ? 1 : 0)) / quiz.length) * 100}%` }} />
      </div>
      <h3 ref={focusRef} tabIndex={-1} className="lesson-quiz-question" id="lesson-quiz-question">
        {item.question}
      </h3>
      <ul className="options lesson-quiz-options" aria-labelledby="lesson-quiz-question">
        {item.options.map((option, i) => {
          const verdict = !feedback
            ? chosen === i
              ? 'chosen'
              : undefined
            : i === feedback.correctAnswerIndex
              ? 'correct'
              : i === chosen
                ? 'wrong'
                : undefined;
          return (
            <li key={i}>
              <button
                type="button"
                className="option"
                data-state={verdict}
                aria-pressed={chosen === i}
                aria-disabled={answered || undefined}
                onClick={() => {
                  if (answered || !run.claim(state.index)) return;
                  setRefusal(null);
                  dispatch({ type: 'select', option: i });
                  saves.save(String(state.index), String(i));
                }}
              >
                <span className="option-letter" aria-hidden>
                  {String.fromCharCode(65 + i)}
                </span>
                <span className="option-text">{option}</span>
                {verdict === 'correct' && <Check size={20} aria-hidden />}
                {verdict === 'wrong' && <X size={20} aria-hidden />}
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" data-testid="quiz-feedback">
        {feedback ? (
          feedback.correct ? (
            <p className="verdict verdict-correct">{t('learn.quiz.correct')}</p>
          ) : (
            <p className="verdict verdict-wrong">
              {t('learn.quiz.incorrect', { answer: item.options[feedback.correctAnswerIndex] ?? '' })}
            </p>
          )
        ) : (
          answered && !saves.failing && <p className="muted">{t('learn.quiz.checking')}</p>
        )}
        {feedback?.rationale && <Rationale label={t('learn.quiz.why')} text={feedback.rationale[language]} />}
      </div>
      {saves.failing && (
        <p className="alert alert-error answer-failed" role="alert" data-testid="quiz-check-failed">
          {t('learn.quiz.checkFailed')}
          {saves.answers[String(state.index)]?.failed && (
            <RetryButton onRetry={() => saves.retry(String(state.index))} />
          )}
        </p>
      )}
      {refusal && (
        <p className="alert alert-error" role="alert" data-testid="quiz-refused">
          {t(`errors.${refusal}`)}
        </p>
      )}
      {feedback && !feedback.correct && chosen !== null && (
        <AiExplanation
          key={state.index}
          testId="ai-mistake"
          label={t('learn.ai.explainMistake')}
          signedIn={signedIn}
          request={{ task: 'wrongAnswer', topicId: lesson.id, quizIndex: state.index, answerIndex: chosen, language }}
        />
      )}
      <div className="lesson-quiz-nav">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!feedback}
          onClick={() => {
            if (last) run.finish();
            go({ type: 'next' });
          }}
        >
          {last ? t('learn.quiz.finish') : t('learn.quiz.next')}
        </button>
      </div>
    </div>
  );
}

/** Signed in: whether the finished quiz is in the quiz history yet (a failed save is retried and shown). */
function ResultStatus({ result }: { result: ResultSave }) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  switch (result.status) {
    case 'none':
    case 'saving':
      return (
        <p className="muted" role="status" data-testid="quiz-saving">
          {t('learn.quiz.saving')}
        </p>
      );
    case 'saved':
      return (
        <p role="status" data-testid="quiz-saved">
          {t('learn.quiz.saved')} <Link to={path('/history')}>{t('learn.quiz.openHistory')}</Link>
        </p>
      );
    case 'retrying':
      return (
        <p className="alert alert-error" role="alert" data-testid="quiz-save-failed">
          {t('learn.quiz.saveFailed')}
        </p>
      );
    case 'failed':
      return (
        <p className="alert alert-error" role="alert" data-testid="quiz-save-failed">
          {t(`errors.${result.code}`)}
        </p>
      );
  }
}
