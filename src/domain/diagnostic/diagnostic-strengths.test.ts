import { describe, expect, it } from 'vitest';
import { diagnosticPercent } from './diagnostic-level.ts';
import { diagnosticStrengths } from './diagnostic-strengths.ts';

describe('diagnosticStrengths (spec §9, DIAG-11)', () => {
  it('adds basics and sentence structure at 70, vocabulary at 60', () => {
    expect(diagnosticStrengths(100)).toEqual(['basics', 'sentenceStructure', 'vocabulary']);
    expect(diagnosticStrengths(70)).toEqual(['basics', 'sentenceStructure', 'vocabulary']);
    expect(diagnosticStrengths(69.99)).toEqual(['vocabulary']);
    expect(diagnosticStrengths(60)).toEqual(['vocabulary']);
    expect(diagnosticStrengths(59.99)).toEqual([]);
    expect(diagnosticStrengths(0)).toEqual([]);
  });

  it('5/7 has all three, 4/7 none', () => {
    expect(diagnosticStrengths(diagnosticPercent(5, 7))).toHaveLength(3);
    expect(diagnosticStrengths(diagnosticPercent(4, 7))).toEqual([]);
  });
});
