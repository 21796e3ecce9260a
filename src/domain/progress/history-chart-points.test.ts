import { describe, expect, it } from 'vitest';
import {
  chartPeriod,
  chartPeriodStarts,
  chartPointsFromGroups,
  historyChartPoints,
  zoneOffsetMinutes,
  type ChartAttemptRow,
} from './history-chart-points.ts';

const row = (id: string, kind: string, finishedAt: string, correct: number, total = 10): ChartAttemptRow<string> => ({
  id,
  kind,
  finishedAt,
  correct,
  total,
});

describe('history chart points', () => {
  it('one point per kind and calendar day of the student: the score of all its questions, at its last attempt', () => {
    const points = historyChartPoints(
      [
        row('a', 'grammar', '2026-03-10T05:00:00.000Z', 8),
        row('b', 'grammar', '2026-03-10T18:00:00.000Z', 4),
        row('c', 'listening', '2026-03-10T06:00:00.000Z', 3, 6),
        row('d', 'grammar', '2026-03-11T06:00:00.000Z', 10),
      ],
      'UTC',
      false,
    );
    expect(points).toEqual([
      {
        kind: 'listening',
        at: '2026-03-10T06:00:00.000Z',
        period: '2026-03-10',
        attempts: 1,
        correct: 3,
        total: 6,
        scorePercent: 50,
      },
      {
        kind: 'grammar',
        at: '2026-03-10T18:00:00.000Z',
        period: '2026-03-10',
        attempts: 2,
        correct: 12,
        total: 20,
        scorePercent: 60,
      },
      {
        kind: 'grammar',
        at: '2026-03-11T06:00:00.000Z',
        period: '2026-03-11',
        attempts: 1,
        correct: 10,
        total: 10,
        scorePercent: 100,
      },
    ]);
  });

  it("days follow the student's zone: 21:00 UTC is the next day in Baku (+4), the same day in New York", () => {
    const rows = [
      row('a', 'grammar', '2026-03-10T19:00:00.000Z', 5),
      row('b', 'grammar', '2026-03-10T21:00:00.000Z', 5),
    ];
    expect(historyChartPoints(rows, 'Asia/Baku', false).map((p) => p.period)).toEqual(['2026-03-10', '2026-03-11']);
    expect(historyChartPoints(rows, 'America/New_York', false).map((p) => p.period)).toEqual(['2026-03-10']);
  });

  it('a zone 45 minutes off the hour (Kathmandu, +5:45) changes day at 18:15 UTC', () => {
    const rows = [
      row('a', 'reading', '2026-03-10T18:14:00.000Z', 1),
      row('b', 'reading', '2026-03-10T18:16:00.000Z', 1),
    ];
    expect(historyChartPoints(rows, 'Asia/Kathmandu', false).map((p) => p.period)).toEqual([
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it("'today': each attempt its own point", () => {
    const rows = [
      row('a', 'grammar', '2026-03-10T05:00:00.000Z', 8),
      row('b', 'grammar', '2026-03-10T06:00:00.000Z', 4),
    ];
    expect(historyChartPoints(rows, 'UTC', true).map((p) => p.scorePercent)).toEqual([80, 40]);
  });
});

describe('chart period', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it("each attempt for 'today'; days up to three months, weeks up to two years, then months", () => {
    expect(chartPeriod('today', ago(0), now)).toBe('attempt');
    expect(chartPeriod('all', undefined, now)).toBe('day');
    expect(chartPeriod('month', ago(30), now)).toBe('day');
    expect(chartPeriod('all', ago(92), now)).toBe('day');
    expect(chartPeriod('all', ago(93), now)).toBe('week');
    expect(chartPeriod('all', ago(730), now)).toBe('week');
    expect(chartPeriod('all', ago(1250), now)).toBe('month');
    // The same rule as instants, for the database: at or after `day` by day, then at or after `week` by week.
    const starts = chartPeriodStarts(now);
    for (const days of [0, 92, 93, 730, 731, 1250]) {
      const first = ago(days);
      const iso = first.toISOString();
      const period = iso >= starts.day ? 'day' : iso >= starts.week ? 'week' : 'month';
      expect(period).toBe(chartPeriod('all', first, now));
    }
  });
});

describe('zone offset', () => {
  it('Baku +4:00, Kathmandu +5:45, UTC 0, New York −5:00 in winter and −4:00 in summer', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(zoneOffsetMinutes(winter, 'Asia/Baku')).toBe(240);
    expect(zoneOffsetMinutes(winter, 'Asia/Kathmandu')).toBe(345);
    expect(zoneOffsetMinutes(winter, 'UTC')).toBe(0);
    expect(zoneOffsetMinutes(winter, 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
  });
});

describe('points from grouped rows', () => {
  it('adds the whole percent and sorts oldest first', () => {
    const points = chartPointsFromGroups([
      { kind: 'grammar', at: '2026-03-11T06:00:00.000Z', period: '2026-03-11', attempts: 1, correct: 2, total: 3 },
      { kind: 'reading', at: '2026-03-10T06:00:00.000Z', period: '2026-03-10', attempts: 2, correct: 9, total: 16 },
    ]);
    expect(points.map((p) => [p.kind, p.scorePercent])).toEqual([
      ['reading', 56],
      ['grammar', 67],
    ]);
  });
});
