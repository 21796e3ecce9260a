import { describe, expect, it } from 'vitest';
import { dashboardPrompt } from './dashboard-prompt.ts';

describe('the dashboard prompt (spec §7 dashboard)', () => {
  it('dashboard: one sentence from the six counts (AI-10)', () => {
    const prompt = dashboardPrompt(
      {
        grammar: { correct: 7, incorrect: 3 },
        listening: { correct: 6, incorrect: 5 },
        reading: { correct: 8, incorrect: 9 },
      },
      'az',
    );
    expect(prompt.system).toContain('exactly one sentence of advice in Azerbaijani');
    expect(prompt.messages[0]?.content).toBe(
      'grammar: 7 right, 3 wrong\nlistening: 6 right, 5 wrong\nreading: 8 right, 9 wrong',
    );
  });
});
