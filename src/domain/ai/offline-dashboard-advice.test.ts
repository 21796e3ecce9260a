import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language.ts';
import type { DashboardCounts } from './dashboard-prompt.ts';
import { dashboardAdviceOffline } from './offline-dashboard-advice.ts';
import { countSentences } from './word-limit.ts';

const counts = (g: [number, number], l: [number, number], r: [number, number]): DashboardCounts => ({
  grammar: { correct: g[0], incorrect: g[1] },
  listening: { correct: l[0], incorrect: l[1] },
  reading: { correct: r[0], incorrect: r[1] },
});

describe('the offline dashboard advice (spec §7: one sentence from the right and wrong counts)', () => {
  it('names the area with the highest error rate', () => {
    expect(dashboardAdviceOffline(counts([8, 2], [5, 5], [9, 1]), 'en')).toBe(
      'Your weakest area is listening (5 of 10 answers wrong), so do one more listening test today.',
    );
  });

  it('suggests an area never tried first', () => {
    expect(dashboardAdviceOffline(counts([8, 2], [0, 0], [9, 1]), 'en')).toBe(
      "You haven't tried listening yet, so start with one listening test today.",
    );
  });

  it('praises no mistakes, and says when there is nothing yet', () => {
    expect(dashboardAdviceOffline(counts([3, 0], [2, 0], [1, 0]), 'en')).toMatch(/^Great work/);
    expect(dashboardAdviceOffline(counts([0, 0], [0, 0], [0, 0]), 'en')).toBe(
      'Answer a few questions and your advice will appear here.',
    );
  });

  it.each(LANGUAGES)('%s: always one sentence (AI-10)', (language) => {
    for (const c of [
      counts([8, 2], [5, 5], [9, 1]),
      counts([1, 0], [0, 0], [0, 0]),
      counts([0, 0], [0, 0], [0, 0]),
      counts([1, 0], [1, 0], [1, 0]),
    ]) {
      expect(countSentences(dashboardAdviceOffline(c, language))).toBe(1);
    }
  });
});
