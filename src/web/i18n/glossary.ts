/**
 * The interface and grammar glossary of docs/glossary.md as rules a test can run: banned variants of
 * terms, the student addressed as "sən" / "ты" (no formal imperatives or "siz" / "вы" forms, no masculine-only
 * Russian forms), and no English section names inside Azerbaijani or Russian sentences.
 *
 * docs/glossary.md is the readable side of this module; glossary.test.ts checks that the two list the same terms
 * and variants, and runs the rules on the catalogs and on the az/ru texts of content/.
 */

export type GlossaryLanguage = 'az' | 'ru';

/** Where a text comes from: interface strings are addressed to the student; content also quotes and translates. */
export type TextScope = 'catalog' | 'content';

export interface BannedVariant {
  /** As written in docs/glossary.md. */
  variant: string;
  pattern: RegExp;
}

export interface GlossaryTerm {
  term: string;
  /** What it names, in English, as in docs/glossary.md. */
  meaning: string;
  banned: readonly BannedVariant[];
}

// Letters of any script; `\b` would treat ə, ş, ı and Cyrillic as non-word characters.
const L = '\\p{L}';
const word = (alternatives: string, flags = 'giu') => new RegExp(`(?<!${L})(?:${alternatives})(?!${L})`, flags);
/** A word starting with one of `stems`, whatever suffixes follow. */
const stem = (stems: string, flags = 'giu') => new RegExp(`(?<!${L})(?:${stems})${L}*`, flags);

export const GLOSSARY: Record<GlossaryLanguage, readonly GlossaryTerm[]> = {
  az: [
    {
      term: 'fel',
      meaning: 'verb',
      // "feili sifət" and "feili bağlama" are the school-grammar names of participles and converbs.
      banned: [{ variant: 'feil', pattern: new RegExp(`(?<!${L})feil(?!i (?:sifət|bağlama))${L}*`, 'giu') }],
    },
    {
      term: 'feili sifət',
      meaning: 'participle',
      banned: [{ variant: 'feli sifət', pattern: word('feli sifət\\p{L}*') }],
    },
    {
      term: 'təsirsiz fel',
      meaning: 'intransitive verb',
      banned: [{ variant: 'obyektsiz fel', pattern: stem('obyektsiz') }],
    },
    {
      term: 'təsirli fel',
      meaning: 'transitive verb',
      banned: [{ variant: 'obyektli fel', pattern: stem('obyektli') }],
    },
    {
      term: 'ayırıcı suallar',
      meaning: 'question tags',
      banned: [{ variant: 'sual quyruqları', pattern: stem('sual quyru(?:ğ|q)') }],
    },
    {
      term: 'Günün çağırışı',
      meaning: 'the daily challenge',
      banned: [{ variant: 'gündəlik çağırış', pattern: stem('gündəlik çağırış') }],
    },
  ],
  ru: [
    {
      term: 'Задание дня',
      meaning: 'the daily challenge',
      banned: [{ variant: 'челлендж', pattern: stem('челлендж') }],
    },
    {
      term: 'Личный кабинет',
      meaning: 'the dashboard',
      banned: [{ variant: 'панель', pattern: word('панел(?:ь|и|ью|ям|ях)') }],
    },
    {
      term: 'ГЭЦ',
      meaning: 'the State Examination Center (DİM in Azerbaijani)',
      // "ГЭЦ (DİM)" may name the centre once for readers who know the Azerbaijani abbreviation.
      banned: [{ variant: 'DİM', pattern: new RegExp(`(?<!ГЭЦ \\()(?<!${L})D[İI]M(?!${L})`, 'gu') }],
    },
  ],
};

/** The exam's sections in each language (docs/glossary.md); their English names stay out of az and ru sentences. */
export const SECTION_NAMES = {
  en: ['grammar', 'listening', 'reading', 'writing'],
  az: ['qrammatika', 'dinləmə', 'oxu', 'yazı'],
  ru: ['грамматика', 'аудирование', 'чтение', 'письмо'],
} as const;

/** Latin-script words a Russian interface string may contain: names and units, not English instead of Russian. */
export const RU_LATIN_ALLOWED = new Set(['Imtahan', 'Google', 'AZN', 'English', 'Azərbaycanca', 'Present', 'Perfect']);

export interface Violation {
  rule: string;
  match: string;
}

export interface RegisterRule {
  rule: string;
  languages: readonly GlossaryLanguage[];
  scopes: readonly TextScope[];
  pattern: RegExp;
  /** Words the pattern matches that are not what it looks for. */
  allowed?: ReadonlySet<string>;
}

// Formal (siz) imperatives of the verbs instructions use. "-ın/-in" is also the genitive ending (felin, sözün), so
// a list is more precise than a suffix; "qalın" (thick), "alın" (forehead), "gəlin" (bride) are left out on purpose.
const AZ_FORMAL_IMPERATIVES = [
  'edin',
  'olun',
  'yazın',
  'deyin',
  'seçin',
  'baxın',
  'verin',
  'oxuyun',
  'yoxlayın',
  'tapın',
  'düşünün',
  'göstərin',
  'gətirin',
  'bildirin',
  'əsaslandırın',
  'saxlayın',
  'işlədin',
  'xatırlayın',
  'başlayın',
  'əzbərləyin',
  'söndürün',
  'bağlayın',
  'salın',
  'yeyin',
  'için',
  'yatın',
  'qaçın',
  'keçin',
  'qayıdın',
  'çalışın',
  'öyrənin',
  'təkrarlayın',
  'cavablandırın',
  'izləyin',
  'dinləyin',
];

// Russian words ending like a "вы" imperative or present tense (-ите, -йте, -ьте, -ете) that are nouns.
const RU_NOT_IMPERATIVES = new Set([
  'ответе',
  'предмете',
  'совете',
  'университете',
  'запрете',
  'защите',
  'сайте',
  'кабинете',
  'интернете',
  'билете',
  'бюджете',
  'планете',
  'пакете',
  'портрете',
]);

export const REGISTER_RULES: readonly RegisterRule[] = [
  {
    rule: 'az: "siz" instead of "sən"',
    languages: ['az'],
    scopes: ['catalog', 'content'],
    // Not after a hyphen: "-sız/-siz" is also a suffix the lessons talk about.
    pattern: new RegExp(`(?<![\\p{L}-])(?:siz|sizə|sizi|sizin|sizdən|sizdə|sizlə|sizinlə)(?!${L})`, 'giu'),
  },
  {
    rule: 'az: a "siz" ending (-(ı)nız/-(i)niz/-(u)nuz/-(ü)nüz, -sanız/-səniz)',
    languages: ['az'],
    scopes: ['catalog', 'content'],
    // A vowel before the ending: fikriniz, aileniz, istəsəniz; not yalnız. "dəniz" (sea) only looks like one.
    pattern: new RegExp(`(?<!${L})(?!dəniz)${L}*[aıoueəiöü](?:nız|niz|nuz|nüz)${L}*`, 'giu'),
  },
  {
    rule: 'az: a formal imperative',
    languages: ['az'],
    scopes: ['catalog', 'content'],
    pattern: word(`${AZ_FORMAL_IMPERATIVES.join('|')}|${L}+mayın`),
  },
  {
    rule: 'ru: "вы" instead of "ты"',
    languages: ['ru'],
    scopes: ['catalog', 'content'],
    pattern: word('вы|вас|вам|вами|ваш|ваша|ваше|ваши|вашего|вашей|вашему|вашим|вашими|ваших|вашу|вашем'),
  },
  {
    rule: 'ru: a "вы" imperative or verb form (-ите, -йте, -ьте, -ете)',
    languages: ['ru'],
    scopes: ['catalog', 'content'],
    pattern: word(`${L}+(?:ите|йте|ьте|ете)`),
    allowed: RU_NOT_IMPERATIVES,
  },
  {
    rule: 'ru: a masculine past form after "ты"',
    languages: ['ru'],
    scopes: ['catalog', 'content'],
    pattern: word(`ты(?:\\s+${L}+)?\\s+${L}+л(?:ся)?`),
  },
  {
    rule: 'ru: a masculine short adjective or "(а)" addressed to the student',
    languages: ['ru'],
    scopes: ['catalog'],
    pattern: new RegExp(`(?<!${L})(?:готов|рад|уверен)(?!${L})|\\((?:а|ла)\\)`, 'giu'),
  },
];

const ENGLISH_SECTIONS = SECTION_NAMES.en.join('|');

/** English section names: anywhere in an interface string; in content only where they name a section. */
export const SECTION_RULES: readonly RegisterRule[] = [
  {
    rule: 'an English section name in an az/ru interface string',
    languages: ['az', 'ru'],
    scopes: ['catalog'],
    pattern: word(`${ENGLISH_SECTIONS}|vocabulary|speaking|quiz|challenge|dashboard`),
  },
  {
    // Lessons quote English words ("reading" as an -ing form), so only "listening bölməsi", "раздел reading" and the like.
    rule: 'an English section name used as a section in az/ru content',
    languages: ['az', 'ru'],
    scopes: ['content'],
    pattern: new RegExp(
      `(?<!${L})(?:${ENGLISH_SECTIONS})(?:[-'’]${L}+)?\\s+(?:bölmə|hissə|tapşırığ|testi|раздел|секци|задани)${L}*` +
        `|(?<!${L})(?:bölmə${L}*|раздел${L}*|секци${L}*)\\s+(?:${ENGLISH_SECTIONS})(?!${L})`,
      'giu',
    ),
  },
];

const QUOTED = /"[^"]*"|«[^»]*»|“[^”]*”|„[^“”]*[“”]/g;

/**
 * The rules `text` breaks. Quoted text is skipped for the register and section rules (a rationale quotes a speaker
 * who addresses a group); `translation` marks a translated example sentence, where only banned terms apply.
 */
export function findViolations(
  text: string,
  language: GlossaryLanguage,
  scope: TextScope,
  translation = false,
): Violation[] {
  const found: Violation[] = [];
  for (const { term, banned } of GLOSSARY[language]) {
    for (const { variant, pattern } of banned) {
      for (const match of text.matchAll(pattern))
        found.push({ rule: `"${variant}" instead of "${term}"`, match: match[0] });
    }
  }
  if (translation) return found;
  const unquoted = text.replace(QUOTED, ' ');
  for (const { rule, languages, scopes, pattern, allowed } of [...REGISTER_RULES, ...SECTION_RULES]) {
    if (!languages.includes(language) || !scopes.includes(scope)) continue;
    for (const match of unquoted.matchAll(pattern)) {
      if (!allowed?.has(match[0].toLowerCase())) found.push({ rule, match: match[0] });
    }
  }
  if (language === 'ru' && scope === 'catalog') {
    for (const match of unquoted.replace(/{{\w+}}/g, ' ').matchAll(/[A-Za-zİıƏə]{2,}/g)) {
      if (!RU_LATIN_ALLOWED.has(match[0]))
        found.push({ rule: 'a Latin-script word in a Russian interface string', match: match[0] });
    }
  }
  return found;
}
