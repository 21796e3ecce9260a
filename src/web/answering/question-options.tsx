/** The answer area of one question: option buttons (grammar list or lettered) or a text box with Check Answer. */
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import type { AnswerFeedback, PublicQuestion } from '../../domain/api/practice-schema.ts';
import { useLanguage } from '../i18n/language.tsx';
import { pick } from '../ui/localized.ts';
import { Rationale } from '../ui/rationale.tsx';
import type { AnswerState } from './use-answers.ts';

export function optionEntries(question: PublicQuestion): { value: string; label: string; letter: string }[] {
  if (!question.options) return [];
  if (Array.isArray(question.options)) {
    return question.options.map((text, i) => ({ value: text, label: text, letter: 'ABCDE'[i] ?? String(i + 1) }));
  }
  return Object.entries(question.options).map(([letter, text]) => ({ value: letter, label: text ?? '', letter }));
}

/**
 * How an open answer is given: 'check' shows the verdict at once (grammar), 'save' keeps it until the results
 * (listening and reading: open answers are judged at Finish), 'draft' may change until Finish (mock exams).
 */
export type OpenAnswerMode = 'check' | 'save' | 'draft';

export function QuestionOptions({
  question,
  state,
  locked,
  showFeedback,
  openMode,
  onAnswer,
  draft: keptDraft,
  onDraftChange,
}: {
  question: PublicQuestion;
  state: AnswerState | undefined;
  /** Answers can no longer change (graded sessions once answered). */
  locked: boolean;
  /** Show the verdict of a graded multiple-choice answer. */
  showFeedback: boolean;
  openMode: OpenAnswerMode;
  onAnswer(answer: string): void;
  /** Open answers: text typed earlier and not saved yet, kept by a session that shows one question at a time. */
  draft?: string;
  onDraftChange?(text: string): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(state?.answer ?? keptDraft ?? '');
  const feedback = showFeedback ? state?.feedback : undefined;

  if (question.type === 'open') {
    const openFeedback = openMode === 'check' ? state?.feedback : undefined;
    return (
      <div className="open-answer">
        <label className="visually-hidden" htmlFor={`answer-${question.id}`}>
          {t('practice.yourAnswerLabel')}
        </label>
        <input
          id={`answer-${question.id}`}
          className="input"
          value={locked ? (state?.answer ?? draft) : draft}
          disabled={locked}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('practice.yourAnswerLabel')}
          onChange={(e) => {
            setDraft(e.target.value);
            onDraftChange?.(e.target.value);
          }}
          onBlur={() => {
            if (openMode === 'draft' && !locked && draft.trim() !== (state?.answer ?? '')) onAnswer(draft.trim());
          }}
        />
        {openMode !== 'draft' && !locked && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={draft.trim() === ''}
            onClick={() => onAnswer(draft.trim())}
          >
            {openMode === 'check' ? t('practice.checkAnswer') : t('practice.saveAnswer')}
          </button>
        )}
        {openMode === 'save' && locked && (
          <p className="muted saved-note" role="status">
            {t('practice.answerSaved')}
          </p>
        )}
        {openFeedback && (
          <Verdict
            correct={openFeedback.correct}
            correctAnswer={openFeedback.correct ? undefined : openFeedback.correctAnswer}
            rationale={openFeedback.rationale}
          />
        )}
      </div>
    );
  }

  const entries = optionEntries(question);
  const correctValue = feedback?.correctAnswer;
  return (
    <div className="options" role="group" aria-label={t('practice.yourAnswerLabel')}>
      {entries.map((option) => {
        const chosen = state?.answer === option.value;
        const isCorrect = feedback !== undefined && option.value === correctValue;
        const isWrongChoice = feedback !== undefined && chosen && !feedback.correct;
        return (
          <button
            key={option.value}
            type="button"
            className="option"
            aria-pressed={chosen}
            data-state={isCorrect ? 'correct' : isWrongChoice ? 'wrong' : chosen ? 'chosen' : undefined}
            disabled={locked && !chosen}
            aria-disabled={locked}
            onClick={() => {
              if (!locked) onAnswer(option.value);
            }}
          >
            <span className="option-letter" aria-hidden>
              {option.letter}
            </span>
            <span className="option-text">{option.label}</span>
            {isCorrect && <Check size={18} aria-label={t('practice.correct')} />}
            {isWrongChoice && <X size={18} aria-label={t('practice.incorrect')} />}
          </button>
        );
      })}
      {feedback && (
        <Verdict
          correct={feedback.correct}
          correctAnswer={
            feedback.correct
              ? undefined
              : (entries.find((e) => e.value === feedback.correctAnswer)?.label ?? feedback.correctAnswer)
          }
          rationale={feedback.rationale}
        />
      )}
    </div>
  );
}

/** The server's verdict on a graded answer and, under it, the reason in the interface language. */
function Verdict({
  correct,
  correctAnswer,
  rationale,
}: {
  correct: boolean;
  correctAnswer: string | undefined;
  rationale: AnswerFeedback['rationale'];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <p className={`verdict verdict-${correct ? 'correct' : 'wrong'}`} role="status">
        {correct ? t('practice.correct') : t('practice.incorrect')}
        {correctAnswer && <> {t('practice.correctAnswerIs', { answer: correctAnswer })}</>}
      </p>
      {rationale && <Rationale label={t('practice.why')} text={pick(rationale, language)} />}
    </>
  );
}
