import { describe, expect, it } from 'vitest';
import { promoUrgency, showTutorPromo } from './tutor-promo.ts';

describe('tutor promo (spec §9, checklist RES-10, RES-11)', () => {
  it.each([
    [0, 'high'],
    [50, 'high'],
    [59.9, 'high'],
    [60, 'medium'],
    [70, 'medium'],
    [79.9, 'medium'],
    [80, 'low'],
    [100, 'low'],
  ] as const)('urgency at %s%% is %s', (percent, urgency) => {
    expect(promoUrgency(percent)).toBe(urgency);
  });
  it('is shown after low scores and hidden at 90% or more', () => {
    expect(showTutorPromo(50)).toBe(true);
    expect(showTutorPromo(89.9)).toBe(true);
    expect(showTutorPromo(90)).toBe(false);
    expect(showTutorPromo(100)).toBe(false);
  });
  it('is shown at any score when forced', () => {
    expect(showTutorPromo(95, true)).toBe(true);
  });
});
