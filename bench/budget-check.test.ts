import { describe, expect, it } from 'vitest';
import { overBudget } from './budget-check.ts';

describe('bench budget check', () => {
  it('≤ against the largest number before any parenthesis', () => {
    expect(overBudget(['js', '151.3 / 153.1 / 150.4 KB', '≤ 150 KB'])).toBe(true);
    expect(overBudget(['js', '142.7 / 144.5 / 141.8 KB', '≤ 150 KB'])).toBe(false);
    expect(overBudget(['p99', '12.0 ms (2000/s, 0.40 ms CPU)', '≤ 50 ms'])).toBe(false);
    expect(overBudget(['p99', '51.0 ms (2000/s)', '≤ 50 ms'])).toBe(true);
    expect(overBudget(['rss', '200 MB', '< 200 MB'])).toBe(true);
  });

  it('≥ against the first number; counts against zero; figures never', () => {
    expect(overBudget(['saves', '4100 /s', '≥ 4000 /s (25% of bare)'])).toBe(false);
    expect(overBudget(['ratio', '24.9 %', '≥ 25 %'])).toBe(true);
    expect(overBudget(['failed', '0 of 12000', '0'])).toBe(false);
    expect(overBudget(['failed', '3 of 12000', '0'])).toBe(true);
    expect(overBudget(['errors', '0 / 1', '0 / 0'])).toBe(true);
    expect(overBudget(['rate', '123 req/s', 'figure'])).toBe(false);
    expect(overBudget(['fonts', '1 file(s)', 'subset, self-hosted'])).toBe(false);
  });

  it('Lighthouse scores; a row not measured fails', () => {
    expect(overBudget(['lh', 'perf 96, a11y 100, CLS 0.01', 'perf ≥ 95, a11y 100'])).toBe(false);
    expect(overBudget(['lh', 'perf 94, a11y 100', 'perf ≥ 95, a11y 100'])).toBe(true);
    expect(overBudget(['lh', 'perf 99, a11y 96', 'perf ≥ 95, a11y 100'])).toBe(true);
    expect(overBudget(['lh', 'not measured (timeout)', 'perf ≥ 95, a11y 100'])).toBe(true);
  });
});
