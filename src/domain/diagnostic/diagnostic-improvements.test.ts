import { describe, expect, it } from 'vitest';
import { diagnosticImprovements } from './diagnostic-improvements.ts';
import { diagnosticPercent } from './diagnostic-level.ts';

describe('diagnosticImprovements (spec §9, DIAG-12)', () => {
  it('adds one item under 80, 60 and 40 each', () => {
    expect(diagnosticImprovements(100)).toEqual([]);
    expect(diagnosticImprovements(80)).toEqual([]);
    expect(diagnosticImprovements(79.99)).toEqual(['complexStructures']);
    expect(diagnosticImprovements(60)).toEqual(['complexStructures']);
    expect(diagnosticImprovements(59.99)).toEqual(['complexStructures', 'fundamentalRules']);
    expect(diagnosticImprovements(40)).toEqual(['complexStructures', 'fundamentalRules']);
    expect(diagnosticImprovements(39.99)).toEqual(['complexStructures', 'fundamentalRules', 'vocabularyBuilding']);
    expect(diagnosticImprovements(0)).toHaveLength(3);
  });

  it('6/7 none, 5/7 one, 4/7 two, 2/7 three', () => {
    const count = (n: number) => diagnosticImprovements(diagnosticPercent(n, 7)).length;
    expect([count(6), count(5), count(4), count(2)]).toEqual([0, 1, 2, 3]);
  });
});
