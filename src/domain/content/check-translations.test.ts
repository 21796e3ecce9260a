import { describe, expect, it } from 'vitest';
import { checkTranslations } from './check-translations.ts';
import type { Localized } from './schema.ts';
import {
  makeContent,
  makeGrammarMc,
  makeLocalized,
  makeTopic,
  makeWritingFile,
  makeWritingPrompt,
} from './test-factories.ts';

describe('checkTranslations (a missing or empty translation fails the check)', () => {
  it('accepts texts present in en, az and ru', () => {
    expect(checkTranslations(makeContent())).toEqual([]);
  });
  it('reports an empty or blank language', () => {
    const content = makeContent({
      topics: [makeTopic({ questions: [makeGrammarMc({ rationale: makeLocalized({ az: '  ' }) })] }, 0)],
    });
    expect(checkTranslations(content)).toEqual([
      {
        code: 'missing-translation',
        where: 'grammar/topic/topic-001/rationale',
        detail: 'the az text is missing or empty',
      },
    ]);
  });
  it('lists every missing language of a text in one problem', () => {
    const content = makeContent({
      topics: [makeTopic({ questions: [makeGrammarMc({ rationale: makeLocalized({ en: '', ru: '' }) })] }, 0)],
    });
    expect(checkTranslations(content)).toEqual([
      {
        code: 'missing-translation',
        where: 'grammar/topic/topic-001/rationale',
        detail: 'the en, ru texts are missing or empty',
      },
    ]);
  });
  it('reports a language that is absent (spec-shaped data)', () => {
    // What a spec-shaped file without a Russian text gives at run time, whatever the type says.
    const topic = JSON.parse('{"en": "My town", "az": "Şəhərim"}') as Localized;
    const content = makeContent({ writing: makeWritingFile({ prompts: [makeWritingPrompt({ topic })] }) });
    expect(checkTranslations(content)).toEqual([
      { code: 'missing-translation', where: 'writing/writing-01/topic', detail: 'the ru text is missing or empty' },
    ]);
  });
  it('reports an az or ru text that is the English text copied', () => {
    const en = 'Future Perfect Continuous = will have been + V-ing: will have been waiting.';
    const content = makeContent({
      topics: [makeTopic({ questions: [makeGrammarMc({ rationale: makeLocalized({ en, az: ` ${en}` }) })] }, 0)],
    });
    expect(checkTranslations(content)).toEqual([
      {
        code: 'missing-translation',
        where: 'grammar/topic/topic-001/rationale',
        detail: 'the az text is a copy of the en text',
      },
    ]);
  });
});
