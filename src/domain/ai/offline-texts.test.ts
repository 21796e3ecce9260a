import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language.ts';
import { AREA_NAMES, OFFLINE_TEXTS } from './offline-texts.ts';
import { namedAreas } from './suggestion-target.ts';
import { countSentences } from './word-limit.ts';

describe('the offline tutor texts', () => {
  it.each(LANGUAGES)('%s: every text is written, and sentence counts fit the spec', (language) => {
    const t = OFFLINE_TEXTS[language];
    const strings = JSON.stringify(t, (_key, value: unknown) =>
      typeof value === 'function' ? value.toString() : value,
    );
    expect(strings).not.toContain('""');
    expect(t.offlineNote.length).toBeGreaterThan(20);
    expect(countSentences(t.dashboard.noData)).toBe(1);
    expect(countSentences(t.dashboard.untried('listening'))).toBe(1);
    expect(countSentences(t.dashboard.weakest('reading', 4, 10))).toBe(1);
    expect(countSentences(t.dashboard.noMistakes)).toBe(1);
    expect(countSentences(t.suggest.noData)).toBeLessThanOrEqual(2);
    expect(countSentences(t.suggest.grammar('Passive Voice', 3, 10))).toBe(2);
    expect(countSentences(t.suggest.area('listening', 3, 10))).toBe(2);
    expect(countSentences(t.suggest.plannedGrammar('Passive Voice'))).toBe(2);
    expect(countSentences(t.suggest.plannedArea('reading'))).toBe(2);
  });

  it.each(LANGUAGES)('%s: the plan’s first area is named so the target reader finds it', (language) => {
    const t = OFFLINE_TEXTS[language];
    expect(namedAreas(t.suggest.plannedGrammar('X'))).toEqual(['grammar']);
    expect(namedAreas(t.suggest.plannedArea('listening'))).toEqual(['listening']);
    expect(namedAreas(t.suggest.plannedArea('reading'))).toEqual(['reading']);
    expect(t.suggest.plannedGrammar('Passive Voice')).toContain('Passive Voice');
  });

  it.each(LANGUAGES)(
    '%s: names the areas as the menus do in that language, and the target reader finds them',
    (language) => {
      const t = OFFLINE_TEXTS[language];
      const names = AREA_NAMES[language];
      expect(t.suggest.grammar('X', 1, 2).toLowerCase()).toContain(names.grammar);
      expect(t.suggest.area('reading', 1, 2).toLowerCase()).toContain(names.reading);
      expect(t.dashboard.weakest('listening', 1, 2).toLowerCase()).toContain(names.listening);
      expect(namedAreas(t.suggest.area('reading', 1, 2))).toEqual(['reading']);
      expect(namedAreas(t.suggest.area('listening', 1, 2))).toEqual(['listening']);
      expect(namedAreas(t.suggest.grammar('X', 1, 2))).toEqual(['grammar']);
    },
  );

  it('no English area name inside an Azerbaijani or Russian sentence', () => {
    for (const language of ['az', 'ru'] as const) {
      const t = OFFLINE_TEXTS[language];
      const texts = [
        t.suggest.grammar('X', 1, 2),
        t.suggest.plannedGrammar('X'),
        ...(['listening', 'reading'] as const).map((area) => t.suggest.area(area, 1, 2)),
        ...(['listening', 'reading'] as const).map((area) => t.suggest.plannedArea(area)),
        ...(['grammar', 'listening', 'reading'] as const).flatMap((area) => [
          t.dashboard.untried(area),
          t.dashboard.weakest(area, 1, 2),
        ]),
      ];
      for (const text of texts) expect(text).not.toMatch(/grammar|listening|reading/i);
    }
  });

  it('is in the language it claims', () => {
    expect(OFFLINE_TEXTS.az.tutor.noMatch).toMatch(/[əğış]/);
    expect(OFFLINE_TEXTS.ru.tutor.noMatch).toMatch(/[а-я]/);
    expect(OFFLINE_TEXTS.en.tutor.noMatch).toMatch(/^[\x20-\x7e’]+$/);
  });
});
