/** The results screen. */
import { ArrowUp, ListChecks, RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n.ts';
import { timeSpentText } from '../../ui/time-spent.ts';
import type { ResultsResponse, ReviewItem } from '../../../domain/api/practice-schema.ts';
import { formatDecimal, formatPercent } from '../../../domain/text/format-number.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { pick } from '../../ui/localized.ts';
import { Rationale } from '../../ui/rationale.tsx';
import { optionEntries } from '../../answering/question-options.tsx';
import { TutorPromo } from './tutor-promo.tsx';

/**
 * Who judged an open answer: the AI, or the offline judge (no AI configured, or the AI failed and
 * the fallback decided). Grammar answers are always compared with the key, so they carry no badge.
 */
function JudgedBadge({ judgedBy }: { judgedBy: 'exact' | 'offline' | 'model' }) {
  const { t } = useTranslation();
  if (judgedBy === 'model') {
    return (
      <span className="badge" data-testid="judged-by" data-judged-by="model">
        <Sparkles size={12} aria-hidden /> {t('practice.results.aiEvaluated')}
      </span>
    );
  }
  if (judgedBy === 'offline') {
    return (
      <span className="badge" data-testid="judged-by" data-judged-by="offline">
        <ListChecks size={12} aria-hidden /> {t('practice.results.offlineEvaluated')}
      </span>
    );
  }
  return null;
}

function answerLabel(item: ReviewItem, value: string): string {
  if (item.type !== 'mc' || !item.options) return value;
  const option = optionEntries({ ...item, id: item.questionId, options: item.options }).find((o) => o.value === value);
  return option ? `${option.letter}) ${option.label}` : value;
}

export function ResultsView({
  results,
  onTryAgain,
  onBack,
}: {
  results: ResultsResponse;
  onTryAgain(): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mistakes = results.total - results.correct;
  const sequential = results.kind !== 'grammar';

  return (
    <div className="results" data-testid="results">
      <section className="card results-summary" aria-labelledby="results-title">
        <h1 id="results-title">{t('practice.results.title')}</h1>
        <div
          className="score-circle"
          style={{ ['--score' as string]: `${results.scorePercent}` }}
          data-band={results.band}
        >
          <span data-testid="score-percent">{formatPercent(results.scorePercent, language)}</span>
        </div>
        <p className="band" data-testid="band">
          <span className={`badge badge-${results.band}`}>{t(`practice.results.bands.${results.band}`)}</span>
        </p>
        <p className="results-line" data-testid="out-of">
          {t('practice.results.outOf', { correct: results.correct, total: results.total })}
        </p>
        <p className="muted">
          {t('practice.results.mistakes', { count: mistakes })} · {timeSpentText(t, results.timeSpentMinutes)}
        </p>
        <p>{t(`practice.results.bandText.${results.band}`)}</p>
        {results.dimEstimate !== undefined && (
          <p className="dim-estimate" data-testid="dim-estimate">
            <strong>
              {t('practice.results.dimEstimate')}: {formatDecimal(results.dimEstimate, language)} / 100
            </strong>
            <br />
            <span className="muted">{t('practice.results.dimEstimateNote')}</span>
          </p>
        )}
        {results.writing && (
          <p data-testid="writing-score">
            {t('practice.results.writingScore', {
              score: formatDecimal(results.writing.score, language),
              max: results.writing.maxScore,
              words: results.writing.words,
            })}
            <JudgedBadge judgedBy={results.writing.judgedBy} />
          </p>
        )}
        <div className="hero-actions" style={{ justifyContent: 'center' }}>
          <button type="button" className="btn btn-primary" onClick={onTryAgain}>
            <RotateCcw size={18} aria-hidden />
            {t('practice.results.tryAgain')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            {t('practice.backToMenu')}
          </button>
        </div>
      </section>

      {results.sections.length > 1 && (
        <section className="card" aria-labelledby="sections-title" data-testid="sections">
          <h2 id="sections-title">{t('practice.results.sectionsTitle')}</h2>
          <ul className="section-bars">
            {results.sections.map((s) => {
              const percent = s.total ? Math.round((s.correct / s.total) * 100) : 0;
              return (
                <li key={s.section}>
                  <span className="section-name">{t(`practice.sections.${s.section}`)}</span>
                  <span className="section-score">
                    {s.correct}/{s.total}
                  </span>
                  <span className="bar" role="img" aria-label={formatPercent(percent, language)}>
                    <span style={{ width: `${percent}%` }} />
                  </span>
                </li>
              );
            })}
          </ul>
          {results.writing && (
            <div className="writing-estimate" data-testid="writing-estimate">
              <h3>{t('practice.results.writingEstimateTitle')}</h3>
              <p className="muted">
                {t(
                  results.writing.judgedBy === 'model'
                    ? 'practice.results.writingEstimateModel'
                    : 'practice.results.writingEstimateOffline',
                )}
              </p>
              {results.writing.flags && results.writing.flags.length > 0 && (
                <ul className="writing-flags" data-testid="writing-flags">
                  {results.writing.flags.map((flag) => (
                    <li key={flag} data-flag={flag}>
                      {t(`practice.results.writingFlags.${flag}`)}
                    </li>
                  ))}
                </ul>
              )}
              <ul className="criteria">
                {results.writing.criteria.map((c) => (
                  <li key={c.id}>
                    {pick(c.name, language)}: {formatDecimal(c.points, language)}/{c.maxPoints}
                    {c.level && (
                      <span className="criterion-level">
                        {t('practice.results.levelMeans', { points: formatDecimal(c.points, language) })}{' '}
                        {pick(c.level, language)}
                      </span>
                    )}
                    {c.comment && <span className="criterion-comment">{c.comment}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}

      <section className="card" aria-labelledby="review-title">
        <h2 id="review-title">{t('practice.results.reviewTitle')}</h2>
        <ol className="review">
          {results.review.map((item) => (
            <li
              key={item.questionId}
              className={`review-item ${item.correct ? 'is-correct' : 'is-wrong'}`}
              data-testid="review-item"
            >
              <p className="question-meta">
                <span className="question-number">{t('practice.results.question', { n: item.number })}</span>
                <span className="tag">{t(`practice.sections.${item.section}`)}</span>
                {item.type === 'open' && item.section !== 'Grammar' && item.yourAnswer && (
                  <JudgedBadge judgedBy={item.judgedBy} />
                )}
              </p>
              <p className="question-text">{item.question}</p>
              <p>
                <span className="muted">{t('practice.results.yourAnswer')}: </span>
                <strong>{item.yourAnswer ? answerLabel(item, item.yourAnswer) : t('practice.results.noAnswer')}</strong>
              </p>
              {item.type === 'mc' && !item.correct && (
                <p>
                  <span className="muted">{t('practice.results.correctAnswer')}: </span>
                  <strong>{answerLabel(item, item.correctAnswer)}</strong>
                </p>
              )}
              {item.type === 'open' && (
                <p>
                  <span className="muted">{t('practice.results.suggestedAnswer')}: </span>
                  <strong>{item.correctAnswer}</strong>
                </p>
              )}
              {item.rationale && <Rationale label={t('practice.why')} text={pick(item.rationale, language)} />}
            </li>
          ))}
        </ol>
      </section>

      {results.listening.map(
        (l) =>
          l.transcript && (
            <details key={l.id} className="card transcript">
              <summary>
                {t('practice.audio.transcript')}: {l.title}
              </summary>
              {l.transcript.map((line, i) => (
                <p key={i}>
                  <strong>{line.speaker}:</strong> {line.text}
                </p>
              ))}
            </details>
          ),
      )}

      {/* The tutor card comes after the student's own review, not between the score and it. */}
      <TutorPromo scorePercent={results.scorePercent} />

      {sequential && (
        <button
          type="button"
          className="btn btn-secondary scroll-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp size={18} aria-hidden />
          {t('practice.results.scrollTop')}
        </button>
      )}
    </div>
  );
}
