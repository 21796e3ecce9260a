import { describe, expect, it } from 'vitest';
import type { AreaMastery, ScoreForecast } from '../../../domain/api/standing-schema.ts';
import {
  chancePercent,
  hasEnoughEvidence,
  levelCounts,
  rangeBar,
  scoreWindow,
  trendLine,
  weekProgress,
} from './standing-view.ts';

const forecast = (over: Partial<ScoreForecast> = {}): ScoreForecast => ({
  model: 'classic',
  expected: 62.4,
  low: 51,
  high: 73,
  chanceOfTarget: null,
  missingSections: [],
  ...over,
});

describe('rangeBar', () => {
  it('places the interval, the expected score and the target on the 0–100 bar', () => {
    expect(rangeBar(forecast(), 70)).toEqual({ low: 51, width: 22, expected: 62.4, target: 70 });
  });
  it('has no target mark without a target', () => {
    expect(rangeBar(forecast(), null).target).toBeNull();
  });
  it('pins scores outside the scale to its ends', () => {
    expect(rangeBar(forecast({ low: -3, high: 104, expected: 101 }), 120)).toEqual({
      low: 0,
      width: 100,
      expected: 100,
      target: 100,
    });
  });
});

describe('hasEnoughEvidence', () => {
  it('shows numbers only when no section is missing', () => {
    expect(hasEnoughEvidence(forecast())).toBe(true);
    expect(hasEnoughEvidence(forecast({ missingSections: ['Listening'] }))).toBe(false);
  });
});

describe('trendLine', () => {
  it('is null with fewer than two points', () => {
    expect(trendLine([], 100, 40)).toBeNull();
    expect(trendLine([{ date: '2026-11-20', expected: 50 }], 100, 40)).toBeNull();
  });
  it('spaces points by calendar day, with the highest score at the top and the lowest at the bottom', () => {
    const line = trendLine(
      [
        { date: '2026-11-01', expected: 40 },
        { date: '2026-11-02', expected: 50 },
        { date: '2026-11-11', expected: 60 },
      ],
      100,
      40,
      0,
    );
    // Scores 40–60 span exactly the smallest window: 60 at the top, 40 at the bottom.
    expect(line?.points).toBe('0,40 10,20 100,0');
    expect(line?.last).toEqual({ x: 100, y: 0 });
    expect(line?.change).toBe(20);
  });
  it('keeps a fall negative', () => {
    const line = trendLine(
      [
        { date: '2026-11-01', expected: 55.3 },
        { date: '2026-11-03', expected: 52.1 },
      ],
      100,
      40,
    );
    expect(line?.change).toBe(-3.2);
  });
});

describe('scoreWindow', () => {
  it('widens a narrow range to 20 points around its middle', () => {
    expect(scoreWindow(50, 54)).toEqual([42, 62]);
  });
  it('keeps a wide range as it is', () => {
    expect(scoreWindow(30, 70)).toEqual([30, 70]);
  });
  it('stays within 0–100', () => {
    expect(scoreWindow(2, 4)).toEqual([0, 20]);
    expect(scoreWindow(97, 99)).toEqual([80, 100]);
  });
});

describe('weekProgress', () => {
  it('is the share of the goal done, capped at the goal', () => {
    expect(weekProgress(15, 60)).toBe(0.25);
    expect(weekProgress(90, 60)).toBe(1);
    expect(weekProgress(0, 0)).toBe(1);
  });
});

describe('levelCounts', () => {
  it('counts the areas at each level', () => {
    const area = (level: AreaMastery['level']): AreaMastery => ({
      area: 'x',
      section: 'Grammar',
      level,
      answers: 1,
      chanceB1: 0.5,
    });
    expect(levelCounts([area('familiar'), area('familiar'), area('mastered')])).toEqual({
      not_started: 0,
      practising: 0,
      familiar: 2,
      proficient: 0,
      mastered: 1,
    });
  });
});

describe('chancePercent', () => {
  it('never says 0% or 100%', () => {
    expect(chancePercent(0)).toBe(1);
    expect(chancePercent(0.999)).toBe(99);
    expect(chancePercent(0.426)).toBe(43);
  });
});
