/**
 * One question of the diagnostic, the daily challenge or the review: the question, its options (locked once
 * answered), and the Next / last button, enabled only once an option is picked.
 */
import type { PublicQuestion } from '../../domain/api/practice-schema.ts';
import { QuestionOptions, type OpenAnswerMode } from './question-options.tsx';
import type { AnswerState } from './use-answers.ts';

export function QuestionStep({
  question,
  state,
  showFeedback,
  isLast,
  nextLabel,
  lastLabel,
  lastTestId,
  navClassName,
  onAnswer,
  onNext,
  onLast,
  openMode = 'save',
}: {
  question: PublicQuestion;
  state: AnswerState | undefined;
  /** The challenge shows right or wrong at once; the diagnostic only at its results. */
  showFeedback: boolean;
  isLast: boolean;
  nextLabel: string;
  lastLabel: string;
  lastTestId: string;
  navClassName: string;
  onAnswer(answer: string): void;
  onNext(): void;
  onLast(): void;
  /** How a written answer is given; the review checks it at once. */
  openMode?: OpenAnswerMode;
}) {
  const answered = Boolean(state);
  return (
    <>
      <section className="card question-card" data-testid="question" aria-labelledby={`q-${question.id}`}>
        <p className="question-text" id={`q-${question.id}`}>
          {question.question}
        </p>
        <QuestionOptions
          key={question.id}
          question={question}
          state={state}
          locked={answered}
          showFeedback={showFeedback}
          openMode={openMode}
          onAnswer={onAnswer}
        />
      </section>
      <div className={navClassName}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!answered}
          data-testid={isLast ? lastTestId : 'next'}
          onClick={() => {
            if (isLast) return onLast();
            onNext();
            window.scrollTo?.({ top: 0 });
          }}
        >
          {isLast ? lastLabel : nextLabel}
        </button>
      </div>
    </>
  );
}
