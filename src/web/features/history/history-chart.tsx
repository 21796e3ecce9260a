/**
 * The score-over-time chart of the quiz history (checklist HIST-02): a small inline SVG, lazy-loaded, one line
 * per kind of quiz, score 0–100 % against the finishing time. The description says the same in words.
 */
import { useTranslation } from 'react-i18next';
import type { HistoryAttempt, HistoryKind } from '../../../domain/api/progress-schema.ts';
import { formatShortDate } from '../../../domain/progress/history-date.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import { useLanguage } from '../../app/language.tsx';

const WIDTH = 600;
const HEIGHT = 260;
const PAD = { left: 40, right: 16, top: 16, bottom: 32 };
const GRID = [0, 25, 50, 75, 100];

export default function HistoryChart({ attempts }: { attempts: HistoryAttempt[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const points = [...attempts].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const times = points.map((p) => new Date(p.finishedAt).getTime());
  const min = Math.min(...times);
  const max = Math.max(...times);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) => PAD.left + (max === min ? plotW / 2 : ((time - min) / (max - min)) * plotW);
  const y = (score: number) => PAD.top + plotH - (score / 100) * plotH;
  const kinds = [...new Set(points.map((p) => p.kind))] as HistoryKind[];
  const date = { format: (d: Date) => formatShortDate(d, language) };
  const first = points[0];
  const last = points.at(-1);
  const description =
    first && last
      ? t('history.chartDescription', {
          count: points.length,
          from: date.format(new Date(first.finishedAt)),
          to: date.format(new Date(last.finishedAt)),
        })
      : '';

  return (
    <figure className="history-chart" data-testid="history-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">{t('history.chartTitle')}</title>
        <desc id="chart-desc">{description}</desc>
        {GRID.map((g) => (
          <g key={g} className="chart-grid">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(g)} y2={y(g)} />
            <text x={PAD.left - 6} y={y(g) + 4} textAnchor="end">
              {formatPercent(g, language)}
            </text>
          </g>
        ))}
        {first && (
          <text
            className="chart-axis"
            x={last === first ? x(min) : PAD.left}
            y={HEIGHT - 8}
            textAnchor={last === first ? 'middle' : 'start'}
          >
            {date.format(new Date(first.finishedAt))}
          </text>
        )}
        {last && last !== first && (
          <text className="chart-axis" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {date.format(new Date(last.finishedAt))}
          </text>
        )}
        {kinds.map((kind) => {
          const series = points.filter((p) => p.kind === kind);
          const line = series.map((p) => `${x(new Date(p.finishedAt).getTime())},${y(p.scorePercent)}`).join(' ');
          return (
            <g key={kind} className={`chart-series chart-${kind}`} data-kind={kind}>
              {series.length > 1 && <polyline points={line} />}
              {series.map((p) => (
                <circle key={p.attemptId} cx={x(new Date(p.finishedAt).getTime())} cy={y(p.scorePercent)} r={5} />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {kinds.map((kind) => (
            <li key={kind} className={`chart-${kind}`}>
              <span className="chart-swatch" aria-hidden />
              {t(`history.kinds.${kind}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
