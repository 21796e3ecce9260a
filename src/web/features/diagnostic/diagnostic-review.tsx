/**
 * The diagnostic's answers under its results, each with the reason behind its key. The diagnostic says
 * nothing while it runs, so this is where its feedback is given: built from the graded answers the server sent
 * back, shown on the results right after completing (a later visit finds the same review in the history).
 */
import { useTranslation } from '../../i18n/i18n.ts';
import type { AnswerFeedback, PublicQuestion } from '../../../domain/api/practice-schema.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';
import { Rationale } from '../../ui/rationale.tsx';

export interface DiagnosticReviewItem {
  question: PublicQuestion;
  feedback: AnswerFeedback;
}

export function DiagnosticReview({ items }: { items: DiagnosticReviewItem[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section className="card" aria-labelledby="diagnostic-review-title" data-testid="diagnostic-review">
      <h2 id="diagnostic-review-title">{t('diagnostic.reviewTitle')}</h2>
      <ol className="review">
        {items.map(({ question, feedback }, i) => (
          <li
            key={question.id}
            className={`review-item ${feedback.correct ? 'is-correct' : 'is-wrong'}`}
            data-testid="diagnostic-review-item"
          >
            <p className="question-text">
              {i + 1}. {question.question}
            </p>
            <p>
              <span className="muted">{t('diagnostic.yourAnswer')}: </span>
              <strong>{feedback.answer}</strong>{' '}
              <span className={`verdict-${feedback.correct ? 'correct' : 'wrong'}`}>
                ({feedback.correct ? t('diagnostic.right') : t('diagnostic.wrong')})
              </span>
            </p>
            {!feedback.correct && (
              <p>
                <span className="muted">{t('diagnostic.correctAnswer')}: </span>
                <strong>{feedback.correctAnswer}</strong>
              </p>
            )}
            {feedback.rationale && <Rationale label={t('diagnostic.why')} text={pick(feedback.rationale, language)} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
