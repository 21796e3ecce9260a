/**
 * What the offline tutor can tell about a sentence a student asks it to check, without a model: mistakes a rule
 * can be sure of, each as a code with the words it is about and, where there is one, the right form. It finds a
 * word the English lexicon does not know, a regular ending on an irregular verb ("buyed"), a wrong form after a
 * modal ("must to go", "can swims", "should went") or after do/does/did ("did went", "doesn't likes"), a past
 * form after have where English wants the participle ("have went"), "more better", "a apple", "he don't", "people
 * is", "was happened", "I am agree", since with a length of time, and will or would in an if-clause. Finding
 * nothing proves nothing: the tutor then says what to check, never that the sentence is right.
 */
import { isUnknownWord, type EnglishLexicon } from '../text/english-lexicon.ts';

export type SentenceIssueCode =
  | 'unknown-word'
  | 'regularised-irregular'
  | 'modal-form'
  | 'auxiliary-form'
  | 'participle-after-have'
  | 'double-comparative'
  | 'article-sound'
  | 'third-person-dont'
  | 'plural-verb'
  | 'intransitive-passive'
  | 'be-agree'
  | 'since-period'
  | 'will-in-if-clause'
  | 'uncountable-plural'
  | 'perfect-with-finished-time';

export interface SentenceIssue {
  code: SentenceIssueCode;
  /** The words as the student wrote them. */
  found: string;
  /** The right form, when a rule knows it. */
  fix?: string;
}

/** Irregular verbs: base, past, participle. */
const IRREGULAR_VERBS = (
  'be was been|become became become|begin began begun|break broke broken|bring brought brought|build built built|' +
  'buy bought bought|catch caught caught|choose chose chosen|come came come|cost cost cost|cut cut cut|do did done|' +
  'draw drew drawn|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feel felt felt|' +
  'fight fought fought|find found found|fly flew flown|forget forgot forgotten|get got got|give gave given|' +
  'go went gone|grow grew grown|have had had|hear heard heard|hold held held|keep kept kept|know knew known|' +
  'leave left left|lend lent lent|let let let|lose lost lost|make made made|meet met met|pay paid paid|put put put|' +
  'read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|' +
  'sell sold sold|send sent sent|shut shut shut|sing sang sung|sit sat sat|sleep slept slept|speak spoke spoken|' +
  'spend spent spent|stand stood stood|steal stole stolen|swim swam swum|take took taken|teach taught taught|' +
  'tell told told|think thought thought|throw threw thrown|understand understood understood|wake woke woken|' +
  'wear wore worn|win won won|write wrote written'
)
  .split('|')
  .map((entry) => entry.split(' ') as [string, string, string]);

/** Past forms that are not also the base ("went", "bought"; not "put", "read"). */
const BY_PAST = new Map<string, readonly [string, string, string]>(
  IRREGULAR_VERBS.filter(([base, past]) => past !== base).map((v) => [v[1], v]),
);
const BY_BASE = new Map<string, readonly [string, string, string]>(IRREGULAR_VERBS.map((v) => [v[0], v]));
/** Real words that look like a regular ending on an irregular verb. */
const REAL_ED_WORDS = new Set(['seed', 'singed', 'ringed', 'waked', 'winded', 'founded', 'lied']);
/** "goed", "buyed", "catched", "teached": the regular ending on an irregular verb. */
const REGULARISED = new Map<string, string>(
  IRREGULAR_VERBS.filter(([base]) => base !== 'be')
    .flatMap(([base, past]): [string, string][] => [
      [`${base}ed`, past],
      [`${base.replace(/e$/, '')}ed`, past],
    ])
    .filter(([wrong]) => !REAL_ED_WORDS.has(wrong)),
);

const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'should', 'will', 'would', 'shall']);
const DO_FORMS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'dont', 'doesnt', 'didnt']);
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
const INTRANSITIVE = new Set(['happened', 'arrived', 'died', 'appeared', 'seemed', 'occurred', 'existed']);
const UNCOUNTABLE_PLURALS = new Set([
  'informations',
  'advices',
  'homeworks',
  'furnitures',
  'knowledges',
  'luggages',
  'equipments',
  'childs',
  'mans',
  'womans',
  'foots',
  'tooths',
  'mouses',
]);
const PERIOD_UNITS = /^(years?|months?|weeks?|days?|hours?|minutes?|ages|long)$/;
const NUMBER_WORDS = /^(\d+|two|three|four|five|six|seven|eight|nine|ten|many|several|a|an)$/;

function words(sentence: string): string[] {
  return sentence.match(/[A-Za-z]+(?:['’][A-Za-z]+)?|\d+|,/g) ?? [];
}

/** A third-person -s form of a verb: "swims", "goes", "watches", "has". */
function isThirdPersonForm(word: string): boolean {
  return word === 'has' || word === 'does' || word === 'goes' || (/[^su]s$/.test(word) && word.length > 3);
}

export function checkSentence(sentence: string, lexicon: EnglishLexicon): SentenceIssue[] {
  const issues: SentenceIssue[] = [];
  const original = words(sentence);
  const w = original.map((x) => x.toLowerCase().replace('’', "'"));
  const add = (code: SentenceIssueCode, from: number, to: number, fix?: string) =>
    issues.push({ code, found: original.slice(from, to + 1).join(' '), ...(fix ? { fix } : {}) });

  let inIfClause = false;
  for (let i = 0; i < w.length; i++) {
    const a = w[i] as string;
    const b = w[i + 1] ?? '';
    const c = w[i + 2] ?? '';
    if (a === 'if') inIfClause = true;
    if (a === ',') inIfClause = false;

    const regular = REGULARISED.get(a);
    if (regular) add('regularised-irregular', i, i, regular);
    else if (
      /^[a-z]+$/.test(a) &&
      a.length > 2 &&
      !/^[A-Z]/.test(original[i] as string) &&
      isUnknownWord(a, lexicon) &&
      !UNCOUNTABLE_PLURALS.has(a)
    )
      add('unknown-word', i, i);
    if (UNCOUNTABLE_PLURALS.has(a)) add('uncountable-plural', i, i);

    if (MODALS.has(a)) {
      if (inIfClause && (a === 'will' || a === 'would')) add('will-in-if-clause', i, i);
      // "must to go", "can swims", "should went", "can swimming"
      if (b === 'to' && a !== 'used') add('modal-form', i, i + 1, a);
      else if (BY_PAST.has(b)) add('modal-form', i, i + 1, `${a} ${BY_PAST.get(b)?.[0]}`);
      else if (/ing$/.test(b) && b.length > 5 && !lexiconIsNoun(b)) add('modal-form', i, i + 1);
      else if (isThirdPersonForm(b) && BY_BASE.has(b.replace(/e?s$/, '')))
        add('modal-form', i, i + 1, `${a} ${b.replace(/e?s$/, '')}`);
    }

    if (DO_FORMS.has(a)) {
      // "did went", "did you went", "doesn't likes"
      const verbAt = SUBJECTS.has(b) ? i + 2 : i + 1;
      const verb = w[verbAt] ?? '';
      if (BY_PAST.has(verb)) add('auxiliary-form', i, verbAt, BY_PAST.get(verb)?.[0]);
      else if (
        /^(did|didn't|didnt)$/.test(a) &&
        /ed$/.test(verb) &&
        verb.length > 4 &&
        !isUnknownWord(verb.slice(0, -2), lexicon)
      )
        add('auxiliary-form', i, verbAt, verb.replace(/ed$/, ''));
      else if (
        /^(does|doesn't|doesnt|don't|dont|didn't|didnt)$/.test(a) &&
        isThirdPersonForm(verb) &&
        BY_BASE.has(verb.replace(/e?s$/, ''))
      )
        add('auxiliary-form', i, verbAt, verb.replace(/e?s$/, ''));
    }

    // "have went", "has wrote" (not "had better")
    const pastVerb = BY_PAST.get(b);
    if ((a === 'have' || a === 'has' || a === 'had' || a === "'ve") && pastVerb && pastVerb[2] !== b)
      add('participle-after-have', i, i + 1, `${a} ${pastVerb[2]}`);

    if (
      (a === 'more' || a === 'most') &&
      /^(better|best|worse|worst|[a-z]{3,}er|[a-z]{3,}est)$/.test(b) &&
      !/^(never|over|under|other|water|paper|number|power|order|computer|interest|forest)$/.test(b)
    )
      add('double-comparative', i, i + 1);

    if (a === 'a' && /^[aeiou]/.test(b) && !/^(u[nr]?[iae]|one|eu|use|usual)/.test(b))
      add('article-sound', i, i + 1, `an ${original[i + 1]}`);
    if (a === 'an' && /^[bcdfgjklmnpqrstvwxyz]/.test(b) && !/^h(our|onest|onou?r|eir)/.test(b))
      add('article-sound', i, i + 1, `a ${original[i + 1]}`);

    if ((a === 'he' || a === 'she' || a === 'it') && (b === "don't" || b === 'dont'))
      add('third-person-dont', i, i + 1, `${a} doesn't`);

    if (
      (a === 'people' || a === 'children' || a === 'they' || a === 'we') &&
      (b === 'is' || b === 'was' || b === 'has')
    )
      add('plural-verb', i, i + 1);

    if (/^(is|was|were|are|be|been)$/.test(a) && INTRANSITIVE.has(b)) add('intransitive-passive', i, i + 1, b);
    if (/^(am|is|are|'m)$/.test(a) && b === 'agree') add('be-agree', i, i + 1, 'agree');
    if (a === 'since' && NUMBER_WORDS.test(b) && PERIOD_UNITS.test(c)) add('since-period', i, i + 2, `for ${b} ${c}`);
  }
  // "I have seen him yesterday": the Present Perfect with a finished time.
  const perfect =
    /\b(have|has|'ve)( not| never| just| already)? ([a-z]+ed|been|gone|seen|done|had|made|written|taken|given|eaten|known|met|bought|lost|won|left|found|told|said|come|broken|forgotten)\b/.exec(
      w.join(' '),
    );
  const finished =
    /\b(yesterday|ago|last (night|week|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)|in (19|20)\d\d|when i was)\b/.exec(
      w.join(' '),
    );
  if (perfect && finished && finished.index > perfect.index)
    issues.push({ code: 'perfect-with-finished-time', found: `${perfect[0]} … ${finished[0]}` });
  return issues;
}

/** "-ing" words that are nouns or adjectives more than verbs ("can something", "must nothing") are not flagged. */
function lexiconIsNoun(word: string): boolean {
  return /^(nothing|something|anything|everything|morning|evening|king|ring|thing|spring|string|ceiling|building|meeting)$/.test(
    word,
  );
}
