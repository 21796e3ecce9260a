import { describe, expect, it } from 'vitest';
import { diagnosticLevel, diagnosticPercent } from './diagnostic-level.ts';

describe('diagnosticLevel (spec §9, DIAG-10)', () => {
  it('uses the thresholds 80, 60 and 40, inclusive', () => {
    expect(diagnosticLevel(100)).toBe('advanced');
    expect(diagnosticLevel(80)).toBe('advanced');
    expect(diagnosticLevel(79.99)).toBe('intermediate');
    expect(diagnosticLevel(60)).toBe('intermediate');
    expect(diagnosticLevel(59.99)).toBe('elementary');
    expect(diagnosticLevel(40)).toBe('elementary');
    expect(diagnosticLevel(39.99)).toBe('beginner');
    expect(diagnosticLevel(0)).toBe('beginner');
  });

  it('grades the 7-question scores of the checklist', () => {
    const level = (n: number) => diagnosticLevel(diagnosticPercent(n, 7));
    expect(level(6)).toBe('advanced'); // 85.7
    expect(level(5)).toBe('intermediate'); // 71.4
    expect(level(3)).toBe('elementary'); // 42.9
    expect(level(2)).toBe('beginner'); // 28.6
  });

  it('scores nothing out of nothing as 0', () => {
    expect(diagnosticPercent(0, 0)).toBe(0);
  });
});
