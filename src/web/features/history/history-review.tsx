/** A finished attempt's answer review, loaded when opened (GET /api/attempts/review/:id). */
import { Check, X } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ReviewItem } from '../../../domain/api/practice-schema.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';
import { Rationale } from '../../ui/rationale.tsx';
import { useAttemptReview } from './api.ts';

function optionText(item: ReviewItem, value: string): string {
  if (!item.options || Array.isArray(item.options)) return value;
  const text = item.options[value as keyof typeof item.options];
  return text ? `${value}) ${text}` : value;
}

export function HistoryReview({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const review = useAttemptReview(attemptId, true);
  if (review.isPending) return <p className="muted">{t('history.reviewLoading')}</p>;
  if (review.isError) {
    return (
      <div role="alert" className="history-review-error">
        <p className="alert alert-error">{t('history.reviewFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void review.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <ol className="history-review" data-testid="history-review">
      {review.data.review.map((item) => (
        <li key={item.questionId} className="history-review-item" data-correct={item.correct}>
          <p className="history-review-question">
            <span className="history-review-mark">
              {item.correct ? <Check size={16} aria-hidden /> : <X size={16} aria-hidden />}
              <span className="visually-hidden">{item.correct ? t('history.right') : t('history.wrong')}</span>
            </span>
            <span>
              {item.number}. {item.question}
            </span>
          </p>
          <p className="muted">
            {t('history.yourAnswer')}:{' '}
            <strong>{item.yourAnswer === null ? t('history.noAnswer') : optionText(item, item.yourAnswer)}</strong>
          </p>
          {!item.correct && (
            <p className="muted">
              {t('history.correctAnswer')}: <strong>{optionText(item, item.correctAnswer)}</strong>
            </p>
          )}
          {item.rationale && <Rationale label={t('history.why')} text={pick(item.rationale, language)} />}
        </li>
      ))}
    </ol>
  );
}
