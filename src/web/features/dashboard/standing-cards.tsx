/**
 * The dashboard's "where you stand" cards, drawn from GET /api/standing: the call to the diagnostic for a student with
 * no answers yet; otherwise the predicted score of both exam models (80% interval on a 0–100 bar with the target, the
 * chance of the target, a small trend line), this week's plan (topics to practise, the weekly goal, reviews due,
 * weeks to the exam) and the mastery map.
 */
import { CalendarClock, Compass, Gauge, Map as MapIcon, RotateCcw, Target } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import type {
  AreaMastery,
  ForecastPoint,
  ScoreForecast,
  StandingPlan,
  StandingResponse,
} from '../../../domain/api/standing-schema.ts';
import type { Section } from '../../../domain/api/practice-schema.ts';
import { MASTERY_LEVELS } from '../../../domain/mastery/mastery-level.ts';
import { formatShortDate } from '../../../domain/progress/history-date.ts';
import { formatDecimal, formatInteger, formatPercent } from '../../../domain/text/format-number.ts';
import type { Language } from '../../../domain/language.ts';
import { menuQuery } from '../../api/practice-menu.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { MasteryChip } from '../../ui/mastery/mastery-chip.tsx';
import { pick } from '../../ui/localized.ts';
import { chancePercent, hasEnoughEvidence, levelCounts, rangeBar, trendLine, weekProgress } from './standing-view.ts';

const dayOf = (date: string) => new Date(`${date}T12:00:00`);

/** A function naming an area: a grammar topic's title in the interface language, or the section's name. */
function useAreaName(): (area: string) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // The practice menu is cached for an hour and names every grammar topic by its id.
  const menu = useQuery(menuQuery);
  // The menu lists every quiz: its titles are gathered once per menu and language, not at every render.
  const titles = useMemo(() => {
    const byId = new Map<string, string>();
    for (const item of menu.data?.items ?? [])
      if (item.type === 'grammar') byId.set(item.id, pick(item.title, language));
    return byId;
  }, [menu.data, language]);
  return (area) =>
    area === 'listening'
      ? t('mastery.sections.Listening')
      : area === 'reading'
        ? t('mastery.sections.Reading')
        : (titles.get(area) ?? area);
}

const listFormats = new Map<Language, Intl.ListFormat>();

/** "Reading and Listening" in the interface language, with one Intl.ListFormat per language. */
function listOf(items: string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}

export function DiagnosticCall() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  return (
    <section className="card diagnostic-call" aria-labelledby="diagnostic-call-title" data-testid="diagnostic-call">
      <h2 id="diagnostic-call-title">
        <Compass size={20} aria-hidden />
        {t('dashboard.standing.diagnosticTitle')}
      </h2>
      <p>{t('dashboard.standing.diagnosticText')}</p>
      <Link to={path('/diagnostic')} className="btn btn-primary" data-testid="diagnostic-link">
        {t('dashboard.standing.diagnosticStart')}
      </Link>
    </section>
  );
}

export function PredictionCard({ standing }: { standing: StandingResponse }) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const prediction = standing.prediction;
  if (!prediction) return null;
  const classicReady = hasEnoughEvidence(prediction.classic);
  return (
    <section className="card prediction-card" aria-labelledby="prediction-title" data-testid="prediction-card">
      <h2 id="prediction-title">
        <Gauge size={20} aria-hidden />
        {t('dashboard.standing.predictionTitle')}
      </h2>
      <Forecast forecast={prediction.classic} target={standing.target} title={t('dashboard.standing.modelClassic')} />
      {classicReady && standing.trend.length >= 2 && <Trend points={standing.trend} />}
      <Forecast forecast={prediction.new} target={standing.target} title={t('dashboard.standing.modelNew')} />
      {standing.target === null && (
        <p className="muted prediction-set-target">
          <Target size={16} aria-hidden /> {t('dashboard.standing.setTarget')}{' '}
          <Link to={path('/profile')}>{t('dashboard.standing.setTargetLink')}</Link>
        </p>
      )}
    </section>
  );
}

function Forecast({ forecast, target, title }: { forecast: ScoreForecast; target: number | null; title: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = (
    <h3 className="forecast-model" id={`forecast-${forecast.model}`}>
      {title}
    </h3>
  );
  if (!hasEnoughEvidence(forecast)) {
    // Writing is the new model's paragraph, practised in its mock exam rather than in a section of questions.
    const sections = forecast.missingSections.filter((s) => s !== 'Writing');
    return (
      <div className="forecast" data-testid={`forecast-${forecast.model}`} data-ready="false">
        {heading}
        {sections.length > 0 && (
          <p className="forecast-missing" data-testid="missing-sections">
            {t('dashboard.standing.notYet', {
              sections: listOf(
                sections.map((s: Section) => t(`mastery.sections.${s}`)),
                language,
              ),
            })}
          </p>
        )}
        {forecast.missingSections.includes('Writing') && (
          <p className="forecast-missing">{t('dashboard.standing.notYetWriting')}</p>
        )}
      </div>
    );
  }
  const bar = rangeBar(forecast, target);
  const low = formatInteger(forecast.low, language);
  const high = formatInteger(forecast.high, language);
  const expected = formatDecimal(forecast.expected, language);
  return (
    <div className="forecast" data-testid={`forecast-${forecast.model}`} data-ready="true">
      {heading}
      <p className="forecast-score">
        <strong data-testid="forecast-expected">{expected}</strong>{' '}
        <span className="muted">{t('dashboard.standing.outOf')}</span>
      </p>
      <div
        className="range-bar"
        role="img"
        aria-label={t('dashboard.standing.rangeLabel', { expected, low, high })}
        data-testid="range-bar"
      >
        <div className="range-track" aria-hidden>
          <span className="range-band" style={{ left: `${bar.low}%`, width: `${bar.width}%` }} />
          <span className="range-expected" style={{ left: `${bar.expected}%` }} />
          {bar.target !== null && (
            <span
              className="range-target"
              style={{ left: `${bar.target}%` }}
              data-edge={bar.target < 12 ? 'start' : bar.target > 88 ? 'end' : undefined}
            >
              <span className="range-target-label">
                {t('dashboard.standing.targetMark', { target: formatInteger(bar.target, language) })}
              </span>
            </span>
          )}
        </div>
        <div className="range-scale" aria-hidden>
          {[0, 25, 50, 75, 100].map((tick) => (
            <span key={tick} style={{ left: `${tick}%` }}>
              {formatInteger(tick, language)}
            </span>
          ))}
        </div>
      </div>
      <p className="forecast-interval" data-testid="forecast-interval">
        {t('dashboard.standing.interval', { low, high })}
      </p>
      {target !== null && forecast.chanceOfTarget !== null && (
        <p className="forecast-chance" data-testid="forecast-chance">
          {t('dashboard.standing.chanceOfTarget', {
            target: formatInteger(target, language),
            chance: formatPercent(chancePercent(forecast.chanceOfTarget), language),
          })}
        </p>
      )}
    </div>
  );
}

const TREND_WIDTH = 320;
const TREND_HEIGHT = 56;

function Trend({ points }: { points: ForecastPoint[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const line = trendLine(points, TREND_WIDTH, TREND_HEIGHT);
  if (!line) return null;
  const sign = line.change > 0 ? '+' : line.change < 0 ? '−' : '±';
  return (
    <figure className="trend" data-testid="trend">
      <figcaption className="trend-caption">
        <span>{t('dashboard.standing.trendTitle')}</span>
        <span className="muted">
          {t('dashboard.standing.trendChange', {
            change: `${sign}${formatDecimal(Math.abs(line.change), language)}`,
            date: formatShortDate(dayOf(line.first.date), language),
          })}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${TREND_WIDTH} ${TREND_HEIGHT}`}
        width={TREND_WIDTH}
        height={TREND_HEIGHT}
        role="img"
        aria-label={t('dashboard.standing.trendLabel', {
          from: formatShortDate(dayOf(line.first.date), language),
          to: formatShortDate(dayOf(line.latest.date), language),
          first: formatDecimal(line.first.expected, language),
          last: formatDecimal(line.latest.expected, language),
        })}
      >
        <polyline className="trend-line" points={line.points} />
        <circle className="trend-dot" cx={line.last.x} cy={line.last.y} r="3.5" />
      </svg>
    </figure>
  );
}

export function PlanCard({ plan }: { plan: Extract<StandingPlan, { kind: 'plan' }> }) {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const areaName = useAreaName();
  const progress = weekProgress(plan.doneThisWeek, plan.goal.questions);
  return (
    <section className="card plan-card" aria-labelledby="plan-title" data-testid="plan-card">
      <div className="plan-head">
        <h2 id="plan-title">
          <CalendarClock size={20} aria-hidden />
          {t('dashboard.standing.planTitle')}
        </h2>
        <p className="plan-weeks" data-testid="plan-weeks">
          {plan.weeksLeft === null ? (
            <Link to={path('/profile')}>{t('dashboard.standing.noExamDate')}</Link>
          ) : plan.weeksLeft === 0 ? (
            t('dashboard.standing.examThisWeek')
          ) : (
            t('dashboard.standing.weeksLeft', { count: plan.weeksLeft })
          )}
        </p>
      </div>

      <div className="plan-goal">
        <h3>{t('dashboard.standing.goalTitle')}</h3>
        <div
          className="progress-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={plan.goal.questions}
          aria-valuenow={Math.min(plan.doneThisWeek, plan.goal.questions)}
          aria-label={t('dashboard.standing.goalTitle')}
        >
          <span style={{ width: `${progress * 100}%` }} />
        </div>
        <p className="plan-goal-line">
          <span data-testid="plan-goal">
            {t('dashboard.standing.goalQuestions', {
              count: plan.goal.questions,
              done: formatInteger(plan.doneThisWeek, language),
            })}
          </span>
          {progress >= 1 && <span className="muted">{t('dashboard.standing.goalMet')}</span>}
        </p>
        <p className="plan-reviews">
          <RotateCcw size={16} aria-hidden />
          {plan.goal.reviews > 0 ? (
            <Link to={path('/review')} data-testid="plan-reviews">
              {t('dashboard.standing.reviewsDue', { count: plan.goal.reviews })}
            </Link>
          ) : (
            <span className="muted" data-testid="plan-reviews">
              {t('dashboard.standing.noReviewsDue')}
            </span>
          )}
        </p>
      </div>

      {plan.areas.length > 0 && (
        <div className="plan-focus">
          <h3>{t('dashboard.standing.focusTitle')}</h3>
          <ol className="plan-areas">
            {plan.areas.map((area) => {
              const name = areaName(area.area);
              return (
                <li key={area.area} className="plan-area" data-testid="plan-area" data-area={area.area}>
                  <div className="plan-area-text">
                    <strong>{name}</strong>
                    <span className="plan-area-meta">
                      <MasteryChip level={area.level} />
                      <span className="muted">
                        {t('dashboard.standing.pointsAtStake', {
                          points: formatDecimal(area.pointsAtStake, language),
                        })}
                      </span>
                    </span>
                  </div>
                  <Link
                    to={path(`/practice/${area.practiceSlug}`)}
                    className="btn btn-secondary plan-practise"
                    aria-label={t('dashboard.standing.practiseArea', { area: name })}
                  >
                    {t('dashboard.standing.practise')}
                  </Link>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
}

export function MasteryMapCard({ mastery }: { mastery: AreaMastery[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const areaName = useAreaName();
  const counts = levelCounts(mastery);
  const sections = mastery.filter((a) => a.section !== 'Grammar');
  const topics = mastery.filter((a) => a.section === 'Grammar');
  const practised = topics.filter((a) => a.answers > 0);
  const row = (a: AreaMastery) => (
    <li key={a.area} className="mastery-row" data-testid="mastery-row" data-area={a.area} data-level={a.level}>
      <span className="mastery-row-name">
        {areaName(a.area)}
        {a.answers > 0 && (
          <span className="muted mastery-row-answers">{t('dashboard.standing.answers', { count: a.answers })}</span>
        )}
      </span>
      <MasteryChip level={a.level} />
    </li>
  );
  return (
    <section className="card mastery-card" aria-labelledby="mastery-title" data-testid="mastery-card">
      <h2 id="mastery-title">
        <MapIcon size={20} aria-hidden />
        {t('dashboard.standing.masteryTitle')}
      </h2>
      {mastery.length > 0 && (
        <div className="mastery-summary">
          <div className="mastery-stack" aria-hidden>
            {[...MASTERY_LEVELS]
              .reverse()
              .map((level) =>
                counts[level] > 0 ? <span key={level} data-level={level} style={{ flexGrow: counts[level] }} /> : null,
              )}
          </div>
          <ul className="mastery-legend" aria-label={t('dashboard.standing.masterySummary')}>
            {[...MASTERY_LEVELS].reverse().map((level) => (
              <li key={level} data-testid="mastery-count" data-level={level}>
                <MasteryChip level={level} />
                <strong>{formatInteger(counts[level], language)}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3>{t('dashboard.standing.sectionsTitle')}</h3>
      <ul className="mastery-list">{sections.map(row)}</ul>
      <h3>{t('dashboard.standing.practisedTopics')}</h3>
      {practised.length > 0 ? (
        <ul className="mastery-list">{practised.map(row)}</ul>
      ) : (
        <p className="muted">{t('dashboard.standing.noTopicsYet')}</p>
      )}
      <details className="mastery-all">
        <summary>{t('dashboard.standing.allTopics', { n: topics.length })}</summary>
        <ul className="mastery-list">{topics.map(row)}</ul>
      </details>
    </section>
  );
}
