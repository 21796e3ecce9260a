import { describe, expect, it } from 'vitest';
import { suggestPrompt } from './suggest-prompt.ts';

describe('the suggestion prompt (spec §7 practice)', () => {
  it('suggestion: 1–2 sentences in the language, naming the area as the menus do in that language', () => {
    const prompt = suggestPrompt(
      [{ area: 'grammar', topic: 'Passive Voice', correct: 1, incorrect: 3, daysSinceLastMistake: 2 }],
      'ru',
    );
    expect(prompt.system).toContain('1 or 2 short sentences in Russian');
    expect(prompt.system).toContain('грамматика, аудирование, чтение');
    expect(prompt.messages[0]?.content).toContain('"daysSinceLastMistake": 2');
  });
  it("with this week's plan: the model is asked for the plan's first area and sees the plan", () => {
    const prompt = suggestPrompt([{ area: 'grammar', topic: 'Passive Voice', correct: 1, incorrect: 3 }], 'en', [
      { area: 'listening', level: 'not_started', pointsAtStake: 4.5 },
      { area: 'grammar', topic: 'Passive Voice', level: 'practising', pointsAtStake: 0.3 },
    ]);
    expect(prompt.system).toContain("suggest the plan's first area");
    expect(prompt.messages[0]?.content).toMatch(/This week's plan[\s\S]*"listening"[\s\S]*Passive Voice/);
    expect(suggestPrompt([], 'en', []).system).not.toContain('plan');
  });
});
