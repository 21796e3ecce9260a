/**
 * The lesson's quiz (spec §4 "Topic page quiz"): one question at a time, the chosen option locks and shows right or
 * wrong with the correct option highlighted, Next then Finish, results with the score percent and message, Retry.
 * After a wrong answer a signed-in student may ask the AI why (checklist LEARN-18). The quiz is not tracked: it is
 * the lesson's own check, in the spec's shape (src/domain/api/content-schema.ts).
 */
import { Check, RotateCcw, X } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../../domain/api/content-schema.ts';
import { useLanguage } from '../../app/language.tsx';
import { AiExplanation } from './ai-explanation.tsx';
import { initialQuiz, quizMessage, quizReducer, quizScore } from './lesson-quiz.ts';

export function LessonQuizCard({ lesson, signedIn }: { lesson: Lesson; signedIn: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const quiz = lesson.quiz;
  const [state, dispatch] = useReducer(quizReducer, quiz.length, initialQuiz);
  const focusRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Keyboard and screen-reader users continue at the new question or at the results.
  useEffect(() => {
    if (moved.current) focusRef.current?.focus();
  }, [state.index, state.finished]);

  const go = (action: Parameters<typeof dispatch>[0]) => {
    moved.current = true;
    dispatch(action);
  };

  if (state.finished) {
    const score = quizScore(quiz, state.answers);
    const percent = new Intl.NumberFormat(language, { style: 'percent' }).format(score.percent / 100);
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
        <button type="button" className="btn btn-primary" onClick={() => go({ type: 'retry' })}>
          <RotateCcw size={18} aria-hidden />
          {t('learn.quiz.retry')}
        </button>
      </div>
    );
  }

  const item = quiz[state.index];
  if (!item) return null;
  const chosen = state.answers[state.index] ?? null;
  const answered = chosen !== null;
  const right = chosen === item.correctAnswerIndex;
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
          const verdict = !answered
            ? undefined
            : i === item.correctAnswerIndex
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
                onClick={() => dispatch({ type: 'select', option: i })}
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
        {answered &&
          (right ? (
            <p className="verdict verdict-correct">{t('learn.quiz.correct')}</p>
          ) : (
            <p className="verdict verdict-wrong">
              {t('learn.quiz.incorrect', { answer: item.options[item.correctAnswerIndex] ?? '' })}
            </p>
          ))}
      </div>
      {answered && !right && (
        <AiExplanation
          key={state.index}
          testId="ai-mistake"
          label={t('learn.ai.explainMistake')}
          signedIn={signedIn}
          request={{ task: 'wrongAnswer', topicId: lesson.id, quizIndex: state.index, answerIndex: chosen, language }}
        />
      )}
      <div className="lesson-quiz-nav">
        <button type="button" className="btn btn-primary" disabled={!answered} onClick={() => go({ type: 'next' })}>
          {last ? t('learn.quiz.finish') : t('learn.quiz.next')}
        </button>
      </div>
    </div>
  );
}
