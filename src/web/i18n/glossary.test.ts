import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { az } from './az.ts';
import { type CatalogTree, flattenCatalog } from './flatten.ts';
import { GLOSSARY, type GlossaryLanguage, SECTION_NAMES, findViolations } from './glossary.ts';
import { ru } from './ru.ts';

const LANGUAGES = ['az', 'ru'] as const;
const catalogs = { az: flattenCatalog(az as CatalogTree), ru: flattenCatalog(ru as CatalogTree) };
const contentDir = new URL('../../../content/', import.meta.url);
const glossaryDoc = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8');

interface ContentText {
  where: string;
  text: string;
  /** A translated example sentence (grammar `examples`): only banned terms apply. */
  translation: boolean;
}

/** Every az or ru text of a three-language object in content/ (the eval sets are students' answers, not ours). */
function contentTexts(language: GlossaryLanguage): ContentText[] {
  const texts: ContentText[] = [];
  const walk = (node: unknown, path: string[], file: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, String(i)], file));
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const text = record[language];
      if (typeof text === 'string' && typeof record.en === 'string') {
        texts.push({ where: `${file} ${path.join('.')}`, text, translation: path.includes('examples') });
      } else for (const [key, value] of Object.entries(record)) walk(value, [...path, key], file);
    }
  };
  for (const entry of readdirSync(contentDir, { withFileTypes: true, recursive: true })) {
    const dir = entry.parentPath.slice(contentDir.pathname.length);
    if (!entry.isFile() || !entry.name.endsWith('.json') || dir.startsWith('eval')) continue;
    const file = `${dir ? `${dir}/` : ''}${entry.name}`;
    walk(JSON.parse(readFileSync(new URL(file, contentDir), 'utf8')), [], file);
  }
  return texts;
}

const report = (where: string, text: string, language: GlossaryLanguage, scope: 'catalog' | 'content', t = false) =>
  findViolations(text, language, scope, t).map(({ rule, match }) => `${where}: ${rule}: «${match}»`);

describe('glossary (issue 14): the catalogs and the content follow docs/glossary.md', () => {
  it.each(LANGUAGES)('%s catalog: no banned term, the student is "sən"/"ты", no English section names', (language) => {
    const found = [...catalogs[language]]
      // Language names are written in their own language; the app's name is a proper name.
      .filter(([key]) => !key.startsWith('common.languageNames.'))
      .flatMap(([key, text]) => report(key, text, language, 'catalog'));
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s content: lessons, rationales and writing prompts follow the same rules', (language) => {
    const texts = contentTexts(language);
    expect(texts.length).toBeGreaterThan(1000);
    const found = texts.flatMap(({ where, text, translation }) =>
      report(where, text, language, 'content', translation),
    );
    expect(found).toEqual([]);
  });

  it('docs/glossary.md lists every term, banned variant and section name of the rules', () => {
    for (const language of LANGUAGES) {
      for (const { term, banned } of GLOSSARY[language]) {
        expect(glossaryDoc, term).toContain(term);
        for (const { variant } of banned) expect(glossaryDoc, variant).toContain(variant);
      }
      for (const name of SECTION_NAMES[language]) expect(glossaryDoc, name).toContain(name);
    }
  });
});

describe('glossary rules: what they flag and what they leave alone', () => {
  const rules = (text: string, language: GlossaryLanguage, scope: 'catalog' | 'content' = 'content') =>
    findViolations(text, language, scope).map(({ match }) => match);

  it('az: "feil" and "obyektsiz" are banned; "feili sifət" is the school term', () => {
    expect(rules('Feilin üçüncü forması, köməkçi feillər', 'az')).toEqual(['Feilin', 'feillər']);
    expect(rules('Happen obyektsiz feldir.', 'az')).toEqual(['obyektsiz']);
    expect(rules('Biz bunu feili sifətlə veririk; felin forması.', 'az')).toEqual([]);
    expect(rules('Sual quyruqları', 'az')).toEqual(['Sual quyruqları']);
  });

  it('az: formal imperatives and "siz" forms, not genitives or the -siz suffix', () => {
    expect(rules('Diqqət edin: abzas yazın və fikrinizi bildirin.', 'az')).toEqual([
      'fikrinizi',
      'edin',
      'yazın',
      'bildirin',
    ]);
    expect(rules('By-ı until ilə qarışdırmayın. Sözü sizi çaşdırmasın.', 'az')).toEqual(['sizi', 'qarışdırmayın']);
    expect(rules('Baba-nənənizin bağı; xatirəniz varmı? Yalnız səhv etsəniz.', 'az')).toEqual([
      'nənənizin',
      'xatirəniz',
      'etsəniz',
    ]);
    expect(rules('Felin forması, sözün mənası, təhlükəsiz, -s-siz forma, Xəzər dənizinin sahili.', 'az')).toEqual([]);
    // "tələsməyin" is also "of hurrying": the -məyin negative imperative is left to review.
    expect(rules('Tələsməyin qadağan olduğunu bildirir. Diqqət et, yaz.', 'az')).toEqual([]);
  });

  it('az and ru: a speaker quoted in a rationale may address a group', () => {
    expect(rules('O deyir: "Çantalarınızı şkafa qoyun."', 'az')).toEqual([]);
    expect(rules('Он говорит: «Запишите своё имя на доске».', 'ru')).toEqual([]);
  });

  it('ru: "вы" forms and -те imperatives, not nouns like "в ответе"', () => {
    expect(rules('Повторите пароль. Напишите абзац о вашем городе.', 'ru')).toEqual(['вашем', 'Повторите', 'Напишите']);
    expect(rules('В ответе и на сайте нет ошибки; повтори пароль.', 'ru')).toEqual([]);
  });

  it('ru: masculine forms addressed to the student', () => {
    expect(rules('Ты выбрал вариант. Ты уже прошёл тест.', 'ru')).toEqual(['Ты выбрал', 'Ты уже прошёл']);
    expect(rules('Готов к вопросам? По этой теме ты готов(а).', 'ru', 'catalog')).toEqual(['Готов', 'готов', '(а)']);
    expect(rules('Ты на верном пути. Вариант выбран.', 'ru', 'catalog')).toEqual([]);
  });

  it('English section names: any in an interface string, in content only where they name a section', () => {
    expect(rules('Növbəti addım: grammar', 'az', 'catalog')).toEqual(['grammar']);
    expect(rules('Hələ listening bölməsini sınamamısan.', 'az')).toEqual(['listening bölməsini']);
    expect(rules('Раздел listening ещё ждёт тебя.', 'ru')).toEqual(['Раздел listening']);
    expect(rules('She is reading a book — это процесс; writing пишется с одной t.', 'ru')).toEqual([]);
  });

  it('ru: the exam centre is ГЭЦ, the challenge "Задание дня", the dashboard "Личный кабинет"', () => {
    expect(rules('Экзамен DİM. Челлендж дня. Вернуться на панель.', 'ru', 'catalog').sort()).toEqual(
      ['DİM', 'DİM', 'Челлендж', 'панель'].sort(),
    );
    expect(rules('Подготовка к экзамену ГЭЦ (DİM) в личном кабинете.', 'ru')).toEqual([]);
  });
});
