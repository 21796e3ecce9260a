/**
 * Rule: the options of multiple-choice questions are real English, as DİM's are: a wrong option is a real form
 * used wrongly ("has gone" where "went" is needed), never a form no one writes ("buyed", "willn't", "her's"), which
 * a student rules out without knowing the grammar tested. Flagged:
 * - a word that is not an English word form (english-word-forms.ts), or a regular ending on an irregular word;
 * - an apostrophe form that does not exist ("willn't", "her's", "its'");
 * - a verb phrase no one writes: a modal before anything but the base form ("will went", "can swimming", "will
 *   can", "must to"), be before "been" ("is been painted"), a comparison marked twice ("more warmer", "worst than"), have
 *   before "being" or a past that is no participle ("will have being", "has went"), do before a participle or
 *   past, or (with a subject between) an -ing form ("Did you been", "did went", "Does she playing"), be before a
 *   bare verb that cannot be a noun or adjective there ("is win the match").
 * The candidates of a combination item are its choices and are checked the same way. Items whose task is to find
 * the mistake, or to tell which listed forms exist, are left out: there the wrong form is the point.
 */
import type { EnglishWordForms } from '../text/english-word-forms.ts';
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import { isCombinationItem } from './is-combination-item.ts';
import type { ContentProblem } from './content-problem.ts';

/** Options whose odd-looking words are real here. Add the exact option text with the reason. */
export const OPTION_ALLOW_LIST: ReadonlySet<string> = new Set<string>([
  // A word-order distractor: real words in the wrong order, where "open" is the adjective, not a bare verb.
  'is open the museum',
]);

/**
 * Real words the lists lack: Azerbaijani dishes English texts name in lower case, and words newer than the lists or
 * too rare for them.
 */
export const WORD_ALLOW_LIST: ReadonlySet<string> = new Set([
  'qutab',
  'halva',
  'plov',
  'dolma',
  'shekerbura',
  'pakhlava',
  'lavash',
  'mugham',
  'smartphone',
  'smartphones',
  'app',
  'apps',
  'eco',
  'winnable',
  'online',
  'email',
  'misheard',
  'expectedly',
]);

const NEGATIVE_CONTRACTIONS = new Set(
  (
    "don't doesn't didn't won't can't couldn't shouldn't wouldn't isn't aren't wasn't weren't haven't hasn't " +
    "hadn't mustn't needn't mightn't shan't daren't oughtn't ain't"
  ).split(' '),
);
const OTHER_APOSTROPHE_WORDS = new Set(["o'clock", "ma'am", "let's", "y'all"]);
/** Possessive pronouns take no apostrophe: hers, yours, its. */
const NO_APOSTROPHE_S = new Set([
  'her',
  'hers',
  'your',
  'yours',
  'our',
  'ours',
  'their',
  'theirs',
  'my',
  'mine',
  'his',
]);

const MODALS = new Set([
  'will',
  'would',
  'shall',
  'should',
  'can',
  'could',
  'may',
  'might',
  'must',
  "won't",
  "wouldn't",
  "can't",
  'cannot',
  "couldn't",
  "shouldn't",
  "mustn't",
  "shan't",
  "mightn't",
]);
const HAVE = new Set(['have', 'has', 'had', 'having', "haven't", "hasn't", "hadn't", "'ve", "'d"]);
const DO = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't"]);
const BE = new Set(['am', 'is', 'are', 'was', 'were', "isn't", "aren't", "wasn't", "weren't", "'m", "'re"]);
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there']);
/** Words after a gap that show the word in the gap takes an object, so it is used as a verb. */
const OBJECT_STARTERS = new Set(
  'the a an my your his her its our their this that these those it me him us them some any'.split(' '),
);

/** A find-the-mistake task: "Choose the sentence with a mistake", "Choose the wrong variant", "Find the incorrect...". */
export function isFindTheMistake(question: string): boolean {
  const instruction = question.split('\n')[0] ?? '';
  return /^(choose|find|which|pick)\b.*\b(mistakes?|errors?|incorrect|wrong(ly)?)\b/i.test(instruction);
}

function tokens(option: string): string[] {
  // A final apostrophe belongs to the word only after s (the students' books); otherwise it closes a quotation.
  return option.replace(/[’‘]/g, "'").match(/[A-Za-z]+(?:'[A-Za-z]+)*(?:(?<=s)')?/g) ?? [];
}

/** Why the token is not English, or undefined when it is. */
function wordProblem(token: string, words: EnglishWordForms): string | undefined {
  const lower = token.toLowerCase();
  if (lower.includes("'")) {
    if (NEGATIVE_CONTRACTIONS.has(lower) || OTHER_APOSTROPHE_WORDS.has(lower)) return undefined;
    if (lower.endsWith("n't")) return 'no such contraction';
    const possessive = /^(.+?)'s?$/.exec(lower);
    if (lower.endsWith("'") && possessive?.[1] === 'it') return 'its takes no apostrophe';
    const contraction =
      /^(.+)'(s|re|ve|ll|d|m)$/.exec(lower) ?? (lower.endsWith("s'") ? /^(.+)(s)'$/.exec(lower) : null);
    if (!contraction) return 'no such apostrophe form';
    const [, base = '', ending] = contraction;
    if (ending === 's' && NO_APOSTROPHE_S.has(base)) return 'possessive pronouns take no apostrophe';
    return wordProblem(token.slice(0, base.length), words);
  }
  if (WORD_ALLOW_LIST.has(lower)) return undefined;
  const standard = words.standardFor(lower);
  if (standard !== undefined) return `not a word; the form is ${standard}`;
  if (words.isWord(lower)) return undefined;
  // A capitalised word the lists do not know is taken for a name (Nigar, Gabala).
  if (/^[A-Z]/.test(token)) return undefined;
  return 'not an English word';
}

/** A word of the sentence the option makes, and whether the option put it there. */
interface PlacedWord {
  word: string;
  fromOption: boolean;
}

/**
 * The option put into the question's gaps ("___"), one part per gap for options like "did / opened", so the rule
 * reads the words next to each other as a student does. An option that does not fit the gaps is read alone.
 */
function filledSentence(option: string, question: string): PlacedWord[] {
  const sentence = question.split('\n').find((line) => /_{2,}/.test(line)) ?? '';
  const gaps = sentence.split(/_{2,}/);
  const parts = option.split(/\s+\/\s+/);
  const placedIn = (text: string, fromOption: boolean): PlacedWord[] =>
    text
      .split(SENTENCE_END)
      .flatMap((piece, i) => [
        ...(i > 0 ? [{ word: SENTENCE_BREAK, fromOption }] : []),
        ...tokens(piece).map((word) => ({ word, fromOption })),
      ]);
  if (gaps.length - 1 !== parts.length) return placedIn(option, true);
  return gaps.flatMap((text, i) => [
    ...placedIn(text, false),
    ...(i < parts.length ? placedIn(parts[i] ?? '', true) : []),
  ]);
}

/** Where one sentence ends and the next begins ("No, it isn't. Please sit down."): no rule reads across it. */
const SENTENCE_END = /[.!?;]\s+/;
const SENTENCE_BREAK = '|';

const DETERMINERS = new Set('the a an my your his her our their this that these those'.split(' '));
const WH_WORDS = new Set('what when where why how who which whose'.split(' '));
const ADVERBS = new Set('ever never already just still really often usually always also even yet'.split(' '));

/**
 * Where the verb after an auxiliary at `from` is: `from` itself, or past a subject pronoun, or past a short noun
 * phrase (a determiner and up to three words of the stem) when the auxiliary opens a question, then past adverbs.
 */
function afterSubject(placed: readonly PlacedWord[], from: number, question: boolean): number | undefined {
  const lower = (k: number): string => placed[k]?.word.toLowerCase() ?? '';
  let k = from;
  if (SUBJECTS.has(lower(k))) k += 1;
  else if (question && DETERMINERS.has(lower(k)) && placed[k]?.fromOption === false) {
    const limit = k + 4;
    k += 1;
    while (k < placed.length && k <= limit && placed[k]?.fromOption === false && !ADVERBS.has(lower(k))) k += 1;
    if (k > limit) return undefined;
  }
  while (ADVERBS.has(lower(k))) k += 1;
  return k < placed.length ? k : undefined;
}

/** Why the sentence makes a verb phrase no one writes where the option's words are, or undefined. */
function phraseProblem(placed: readonly PlacedWord[], forms: EnglishWordForms): string | undefined {
  const breakAt = placed.findIndex((p) => p.word === SENTENCE_BREAK);
  if (breakAt >= 0) {
    return phraseProblem(placed.slice(0, breakAt), forms) ?? phraseProblem(placed.slice(breakAt + 1), forms);
  }
  const lower = placed.map((p) => p.word.toLowerCase());
  const quote = (from: number, to: number): string =>
    `"${placed
      .slice(from, to + 1)
      .map((p) => p.word)
      .join(' ')}"`;
  for (let i = 0; i < lower.length - 1; i += 1) {
    const head = lower[i] ?? '';
    const auxiliary = head.endsWith("'ll") ? 'will' : head.endsWith("'ve") ? 'have' : head;
    let j = i + 1;
    if (lower[j] === 'not') j += 1;
    const next = lower[j];
    if (next === undefined) continue;
    // Both ends come from the option: a real word the stem makes wrong ("will ___": went) is a real form misused.
    const touchesOption = (to: number): boolean => placed[i]?.fromOption === true && placed[to]?.fromOption === true;
    const nextForms = forms.verbForms(next);
    if (MODALS.has(auxiliary) && nextForms.size > 0 && !nextForms.has('base') && touchesOption(j)) {
      return `${quote(i, j)}: a modal takes the bare infinitive`;
    }
    if (MODALS.has(auxiliary) && (MODALS.has(next) || next === 'to') && touchesOption(j)) {
      return `${quote(i, j)}: a modal takes the bare infinitive`;
    }
    if (BE.has(auxiliary) && (next === 'been' || next === 'be') && touchesOption(j)) {
      return `${quote(i, j)}: be does not take ${next}`;
    }
    // "more warmer", "very warmer", "most tallest", "as easier as": a comparison marked twice or wrongly.
    const degree = forms.degreeOf(next);
    if (['more', 'most', 'very'].includes(head) && j === i + 1 && degree !== undefined && touchesOption(j)) {
      return `${quote(i, j)}: the ${degree} already has its ending`;
    }
    const beforeThan = placed[i + 1]?.fromOption === true && placed[i]?.fromOption === true;
    if (forms.degreeOf(head) === 'superlative' && lower[i + 1] === 'than' && beforeThan) {
      return `${quote(i, i + 1)}: than follows a comparative`;
    }
    if (
      HAVE.has(auxiliary) &&
      (next === 'being' || forms.isPastOnly(next) || (nextForms.has('finite') && next !== 'is')) &&
      touchesOption(j)
    ) {
      return `${quote(i, j)}: have takes a past participle`;
    }
    if (DO.has(auxiliary) || BE.has(auxiliary)) {
      // The verb a student reads after the auxiliary: next to it, or after the subject of a question ("Did you
      // ever met", "does the film starts"), skipping a few adverbs.
      const question = i === 0 || WH_WORDS.has(lower[i - 1] ?? '');
      const verbAt = afterSubject(placed, j, question);
      const verb = verbAt === undefined ? '' : (lower[verbAt] ?? '');
      const withSubject = verbAt !== undefined && verbAt > j;
      const verbForms = forms.verbForms(verb);
      if (verbAt !== undefined && touchesOption(verbAt) && verbForms.size > 0) {
        const base = verbForms.has('base');
        if (DO.has(auxiliary)) {
          const wrong =
            !base && (verbForms.has('participle') || verbForms.has('past') || (withSubject && verbForms.has('ing')));
          if (wrong) return `${quote(i, verbAt)}: do takes the bare infinitive`;
        } else if (base && !verbForms.has('participle')) {
          // "is win the match": a bare verb with an object; "is fun" or "was it rain" may be a noun or an adjective.
          const asVerb = !forms.isNounOrAdjective(verb) || OBJECT_STARTERS.has(lower[verbAt + 1] ?? '');
          if (asVerb) return `${quote(i, verbAt)}: be does not take a bare verb`;
        }
      }
    }
  }
  return undefined;
}

/** The problems of one option: its non-words and its impossible verb phrase. */
export function optionProblems(option: string, question: string, words: EnglishWordForms): string[] {
  if (OPTION_ALLOW_LIST.has(option)) return [];
  const found = tokens(option);
  const problems = found.flatMap((token) => {
    const problem = wordProblem(token, words);
    return problem === undefined ? [] : [`"${token}" (${problem})`];
  });
  const phrase = phraseProblem(filledSentence(option, question), words);
  return phrase === undefined ? problems : [...problems, phrase];
}

/** The candidates of a combination item, listed on their own lines ("1. have"). */
function numberedCandidates(question: string): string[] {
  return [...question.matchAll(/^\s*\d+[.)]\s+(.*)$/gm)].map((m) => (m[1] ?? '').trim());
}

/** Every multiple-choice item (test questions and lesson quizzes) with its question and options. */
function choiceItems(content: ContentDraft): { where: string; question: string; options: readonly string[] }[] {
  const items: { where: string; question: string; options: readonly string[] }[] = [];
  for (const item of questionItems(content)) {
    const q = item.question;
    if (item.section === 'grammar' && isCombinationItem(item.question)) {
      // The candidates are the choices. A list without a sentence to complete ("Choose the correct Past Simple
      // forms: teached, thought...") asks which forms exist, so its wrong forms are the point.
      const candidates = numberedCandidates(q.question);
      if (/_{2,}/.test(q.question)) items.push({ where: item.where, question: q.question, options: candidates });
    } else if (q.type === 'mc') {
      items.push({
        where: item.where,
        question: q.question,
        options: Array.isArray(q.options) ? q.options : Object.values(q.options),
      });
    }
  }
  for (const topic of content.topics) {
    topic.quiz.forEach((quizItem, i) =>
      items.push({ where: `grammar/${topic.id}/quiz[${i}]`, question: quizItem.question, options: quizItem.options }),
    );
  }
  return items;
}

/** What the rule reads, for the content check's summary: items and options checked, find-the-mistake items left out. */
export function optionWordScope(content: ContentDraft): { items: number; options: number; findTheMistake: number } {
  const all = choiceItems(content);
  const checked = all.filter((item) => !isFindTheMistake(item.question));
  return {
    items: checked.length,
    options: checked.reduce((sum, item) => sum + item.options.length, 0),
    findTheMistake: all.length - checked.length,
  };
}

export function checkOptionWords(content: ContentDraft, words: EnglishWordForms): ContentProblem[] {
  return choiceItems(content).flatMap(({ where, question, options }) => {
    if (isFindTheMistake(question)) return [];
    const found = options.flatMap((option) => optionProblems(option, question, words));
    return found.length > 0 ? [{ code: 'option-not-english' as const, where, detail: found.join('; ') }] : [];
  });
}
