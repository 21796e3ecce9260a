/**
 * The score-over-time chart of the quiz history: a small inline SVG, lazy-loaded, one line per kind of quiz, score
 * 0–100 % against the finishing time, from the points the server summed up (one per kind and day, so a long
 * history stays a few hundred points). The description says the same in words. The drawing is as wide as its box
 * (one unit a pixel), so labels stay 12 px on a phone; each kind has its colour and its own marker shape, so the
 * lines can be told apart without colour too.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { HistoryChartPoint, HistoryKind } from '../../../domain/api/progress-schema.ts';
import { formatShortDate } from '../../../domain/progress/history-date.ts';
import { formatPercent } from '../../../domain/text/format-number.ts';
import { useLanguage } from '../../i18n/language.tsx';

const DEFAULT_WIDTH = 600;
const MIN_WIDTH = 260;
const HEIGHT = 260;
const PAD = { left: 48, right: 16, top: 16, bottom: 32 };
const GRID = [0, 25, 50, 75, 100];
const MARKER_RADIUS = 5;

type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'triangle-down' | 'cross' | 'ring';
const MARKERS: Record<HistoryKind, MarkerShape> = {
  grammar: 'circle',
  listening: 'square',
  reading: 'triangle',
  mock_exam: 'diamond',
  diagnostic: 'triangle-down',
  challenge: 'cross',
  lesson: 'ring',
};

export function Marker({ kind, cx, cy, r = MARKER_RADIUS }: { kind: HistoryKind; cx: number; cy: number; r?: number }) {
  const shape = MARKERS[kind];
  const d = r * 1.25;
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r} />;
    case 'ring':
      return <circle className="chart-ring" cx={cx} cy={cy} r={r} />;
    case 'square':
      return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} />;
    case 'triangle':
      return <polygon points={`${cx},${cy - d} ${cx + d},${cy + r} ${cx - d},${cy + r}`} />;
    case 'triangle-down':
      return <polygon points={`${cx},${cy + d} ${cx + d},${cy - r} ${cx - d},${cy - r}`} />;
    case 'diamond':
      return <polygon points={`${cx},${cy - d} ${cx + d},${cy} ${cx},${cy + d} ${cx - d},${cy}`} />;
    case 'cross':
      return (
        <path
          className="chart-cross"
          d={`M${cx - r},${cy - r}L${cx + r},${cy + r}M${cx - r},${cy + r}L${cx + r},${cy - r}`}
        />
      );
  }
}

/** The width of the figure's box, followed as it changes (rotation, resizing). */
function useBoxWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(Math.max(MIN_WIDTH, Math.round(box.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function HistoryChart({ points, attempts }: { points: HistoryChartPoint[]; attempts: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [figureRef, WIDTH] = useBoxWidth();
  const times = points.map((p) => new Date(p.at).getTime());
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
          count: attempts,
          from: date.format(new Date(first.at)),
          to: date.format(new Date(last.at)),
        })
      : '';

  return (
    <figure className="history-chart" data-testid="history-chart" ref={figureRef}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="chart-title chart-desc"
      >
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
            {date.format(new Date(first.at))}
          </text>
        )}
        {last && last !== first && (
          <text className="chart-axis" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {date.format(new Date(last.at))}
          </text>
        )}
        {kinds.map((kind) => {
          const series = points.filter((p) => p.kind === kind);
          const line = series.map((p) => `${x(new Date(p.at).getTime())},${y(p.scorePercent)}`).join(' ');
          return (
            <g key={kind} className={`chart-series chart-${kind}`} data-kind={kind}>
              {series.length > 1 && <polyline points={line} />}
              {series.map((p) => (
                <Marker key={p.at} kind={kind} cx={x(new Date(p.at).getTime())} cy={y(p.scorePercent)} />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {kinds.map((kind) => (
            <li key={kind} className={`chart-${kind}`}>
              <svg className="chart-swatch" viewBox="0 0 16 16" width={16} height={16} aria-hidden>
                <Marker kind={kind} cx={8} cy={8} />
              </svg>
              {t(`history.kinds.${kind}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
