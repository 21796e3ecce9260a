import { describe, expect, it } from 'vitest';
import {
  namedAreas,
  plannedTarget,
  suggestionTarget,
  type PlannedQuiz,
  type QuizChoices,
} from './suggestion-target.ts';

const choices: QuizChoices = {
  grammar: [
    { key: 'present_simple', title: 'Present Simple', slug: 'present-simple' },
    { key: 'passive_voice', title: 'Passive Voice', slug: 'passive-voice' },
  ],
  listening: ['listening-1', 'listening-2'],
  reading: ['reading-1'],
};

describe('suggestionTarget (PRAC-40)', () => {
  it('the weakest grammar topic when the text names grammar', () => {
    const weakest = { area: 'grammar' as const, topicKey: 'passive_voice', wrong: 3, total: 4 };
    expect(suggestionTarget('Practise grammar: Passive Voice.', weakest, choices)).toBe('passive-voice');
  });
  it('the weakest area when the text names no area', () => {
    expect(suggestionTarget('Keep going!', { area: 'reading', wrong: 2, total: 3 }, choices)).toBe('reading-1');
  });
  it('the area the text names when it is not the weakest one', () => {
    const weakest = { area: 'grammar' as const, topicKey: 'passive_voice', wrong: 3, total: 4 };
    expect(suggestionTarget('Try a listening test next.', weakest, choices)).toBe('listening-1');
  });
  it('a grammar topic named by its title when grammar is not the weakest area', () => {
    expect(suggestionTarget('Review grammar, Present Simple.', { area: 'reading', wrong: 1, total: 2 }, choices)).toBe(
      'present-simple',
    );
  });
  it('no area and nothing weakest: no quiz', () => {
    expect(suggestionTarget('Well done.', undefined, choices)).toBeUndefined();
    expect(suggestionTarget('reading', undefined, { grammar: [], listening: [], reading: [] })).toBeUndefined();
  });
  it('names areas by whole English words, case-insensitively', () => {
    expect(namedAreas('Grammar and READING')).toEqual(['grammar', 'reading']);
    expect(namedAreas('readings')).toEqual([]);
  });
  it('names areas in Azerbaijani and Russian, in any case form; "oxu" only as a section name, not the verb', () => {
    expect(namedAreas('Növbəti addım: dinləmə — daha bir dinləmə testi işlə.')).toEqual(['listening']);
    expect(namedAreas('Hələ oxu bölməsini sınamamısan.')).toEqual(['reading']);
    expect(namedAreas('Dərsi oxu və yenidən cəhd et.')).toEqual([]);
    expect(namedAreas('Qrammatika: «Passive Voice».')).toEqual(['grammar']);
    expect(namedAreas('Больше всего ошибок в аудировании, потом — грамматике.')).toEqual(['grammar', 'listening']);
    expect(namedAreas('Пройди тест из раздела «Чтение».')).toEqual(['reading']);
  });
});

describe('plannedTarget (a suggestion made from the weekly plan)', () => {
  const plan: PlannedQuiz[] = [
    { area: 'listening', slug: 'listening-02' },
    { area: 'reading', slug: 'reading-01' },
    { area: 'grammar', title: 'Passive Voice', slug: 'passive-voice' },
    { area: 'grammar', title: 'Articles', slug: 'articles' },
  ];
  it("opens the plan's first area when the text names it or names none", () => {
    expect(plannedTarget('Next step: listening — first in the plan.', plan)).toBe('listening-02');
    expect(plannedTarget('Keep going!', plan)).toBe('listening-02');
  });
  it('opens another planned area the text names instead, so the text and the button agree', () => {
    expect(plannedTarget('Practise reading next.', plan)).toBe('reading-01');
    expect(plannedTarget('Грамматика: тема «Articles».', plan)).toBe('articles');
    expect(plannedTarget('Try some grammar.', plan)).toBe('passive-voice');
  });
  it('has no target without a plan', () => {
    expect(plannedTarget('Practise reading next.', [])).toBeUndefined();
  });
});
