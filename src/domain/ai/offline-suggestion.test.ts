import { describe, expect, it } from 'vitest';
import { suggestOffline, weakestArea, weaknessScore, type PerformanceEntry } from './offline-suggestion.ts';
import { countSentences } from './word-limit.ts';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const entry = (
  key: string,
  correct: number,
  incorrect: number,
  lastMistake: string | null = null,
): PerformanceEntry => ({ key, correct, incorrect, lastMistake });
const titles: Record<string, string> = { passive_voice: 'Passive Voice', articles: 'Articles' };

describe('the offline next-quiz suggestion (DESIGN.md §6: weakest area by error rate and recency)', () => {
  it('picks the area with the highest error rate', () => {
    expect(weakestArea([entry('listening', 8, 2), entry('reading', 3, 7), entry('passive_voice', 5, 5)], now)).toEqual({
      area: 'reading',
      wrong: 7,
      total: 10,
    });
  });

  it('counts a recent mistake more', () => {
    const old = entry('articles', 5, 5, daysAgo(30));
    const recent = entry('passive_voice', 5, 5, daysAgo(1));
    expect(weaknessScore(recent, now)).toBeGreaterThan(weaknessScore(old, now));
    expect(weakestArea([old, recent], now)).toMatchObject({ area: 'grammar', topicKey: 'passive_voice' });
  });

  it('does not let one wrong answer out of one outrank a real weakness', () => {
    expect(weakestArea([entry('articles', 0, 1), entry('reading', 4, 16)], now)?.area).toBe('reading');
  });

  it("gives the spec's 'start answering' message with nothing answered (isNoDataMessage)", () => {
    for (const entries of [[], [entry('reading', 0, 0)]]) {
      const suggestion = suggestOffline(entries, now, (k) => titles[k], 'en');
      expect(suggestion.isNoDataMessage).toBe(true);
      expect(suggestion.text).toMatch(/^Start answering questions/);
    }
  });

  it('says it in 1–2 sentences in the language, naming the area as the menus do', () => {
    const grammar = suggestOffline([entry('passive_voice', 1, 4, daysAgo(2))], now, (k) => titles[k], 'az');
    expect(grammar.text).toBe(
      'Növbəti addım: qrammatika, «Passive Voice» mövzusu — bu mövzudakı 5 cavabında 4 səhv var. Bu mövzu üzrə test işlə.',
    );
    expect(countSentences(grammar.text)).toBe(2);
    const reading = suggestOffline([entry('reading', 1, 4)], now, () => undefined, 'ru');
    expect(reading.text).toContain('чтение');
    expect(countSentences(reading.text)).toBe(2);
  });
});
