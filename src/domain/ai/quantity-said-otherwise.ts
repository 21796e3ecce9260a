/**
 * Quantities said another way than the key says them, read back in the key's own words where they name the same
 * amount: a range of clock times for the hours it lasts ("from 9 to 1" for "four hours"), a hedge for the key's
 * hedge ("around sixty" for "about 60"), a number read digit by digit ("one-oh-three" for 103), notes or coins
 * counted ("two ten-manat notes" for 20 manats), "N+" for the key's "at least N", a bare amount for the key's amount
 * with its unit. Every reading is written only into an amount a key text names, so another amount is never read as
 * the key's: the answer is then judged again as rewritten. `hedgedBelowLowerBound` is the other side: "nearly
 * fifty" is under the key's "at least fifty".
 */
import { memoized } from './memo.ts';
import { AMOUNT_HEDGES, unitName } from './normalize-answer.ts';
import { NUMBER_WORDS, numbersToDigits } from './number-words.ts';
import { damerauLevenshtein } from './typo-distance.ts';

/** Hedges that put the amount just under the number: never the key's "at least" or "more than". */
const JUST_UNDER = /\b(?:nearly|almost|just\s+under|a\s+little\s+(?:under|less\s+than))\s+(\d+(?:\.\d+)?)\b/g;
/** A lower bound before a number, as keys say it. */
const LOWER_BOUND = /\b(?:at\s+least|more\s+than|over|no\s+less\s+than|not\s+less\s+than|minimum)\s+(\d+(?:\.\d+)?)\b/g;
/** A clock time: "9", "10.30", "9 am", "1 oclock" (its marker kept, to read "9 pm to 1 pm" on a 24-hour clock). */
const CLOCK = String.raw`(\d{1,2})(?:\.(\d\d))?(?:\s*(oclock|am|pm))?`;
/**
 * A range of clock times, "from 9 to 1", "from nine till one o'clock": only where the range ends the clause or a word
 * of when follows ("on Sundays", "every day"), so "from 2 to 6 hours", "from 5 to 9 May" and "from 3 to 7 children"
 * are ranges of other things.
 */
const CLOCK_RANGE = new RegExp(
  String.raw`\bfrom\s+${CLOCK}\s+(?:to|till|until|til)\s+${CLOCK}\b(?=\s*(?:$|[,;]|(?:and|then|on|at|every|each|daily|in\s+the\s+(?:morning|afternoon|evening))\b))`,
);
/** A question that asks how long something lasts, the only one a duration answers for a key's range of times. */
const ASKS_HOW_LONG = /\bhow\s+long\b/i;
/** A duration a key names in hours or minutes: "four hours", "90 minutes". */
const DURATION = /\b(\d+(?:\.\d+)?)\s+(hours?|minutes?)\b/;
/** Notes or coins counted: "two ten-manat notes", "a ten-manat note", "3 one manat coins". */
const NOTES = /\b(\d+|an?)\s+(\d+)\s+(manats?|azn|dollars?|euros?)\s+(?:notes?|banknotes?|bills?|coins?)\b/g;
/** Notes or coins of several kinds counted together: "one ten-manat note and two five-manat notes". */
const NOTES_TOGETHER = new RegExp(
  String.raw`${NOTES.source}(?:\s+(?:,\s+)?(?:and\s+|plus\s+)?${NOTES.source.replace(/\((?!\?)/g, '(?:')})*`,
);
/** A question that asks for an amount, whose unit a bare number leaves to the question. */
const ASKS_AN_AMOUNT = /\bhow\s+(?:much|many|high|long|far|heavy|old|tall|deep|big)\b/i;
/** Digits said one by one: "one-oh-three", "one oh three" (an "oh" is what marks them so). */
const DIGIT_BY_DIGIT = /\b(\d)((?:\s+(?:oh|o|\d))+)\b/g;

/**
 * The text in lower case, its number words as digits ("one" is 1, "twenty-one" 21, "second" stays a word), clock
 * times as the judge writes them ("9:00" 9, "o'clock" oclock), "~" apart from its number, "a kilo" 1 kilo.
 */
export function withNumbersAsDigits(text: string): string {
  const spaced = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\bo'?\s?clock\b/g, ' oclock ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    // A decimal comma ("1,3 metres") is a point, as the judge reads it.
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\b(\d{1,2})[:.]00\b/g, '$1')
    .replace(/\b(\d{1,2}):(\d\d)\b/g, '$1.$2')
    .replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')
    .replace(/(?<=\d)-(?=\p{L})/gu, ' ')
    .replace(/~/g, ' ~ ')
    // "2/3 of an hour": the fraction kept whole, its line before the denominator.
    .replace(/\b([123])\/([234])\b/g, '$1 /$2')
    .replace(/(?<!\d)[.]|[.](?!\d)/g, ' ')
    .replace(/,/g, ' , ')
    .replace(/[^\p{L}\p{N}'.~+/,\s]/gu, ' ')
    .replace(/(?<!\s)\/|\/(?!\d)/g, ' ');
  const words = spaced
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w, i, all) => ((w === 'a' || w === 'an') && ONE_OF.test(all[i + 1] ?? '') ? '1' : w));
  return numbersToDigits(words)
    .map((alternatives) => (alternatives.length > 1 ? alternatives.at(-1) : alternatives[0]) ?? '')
    .join(' ');
}

/** Units "a" or "an" counts one of: "a kilo", "an hour". */
const ONE_OF =
  /^(?:kilos?|kilograms?|kg|litres?|liters?|metres?|meters?|hours?|minutes?|days?|weeks?|months?|years?|manats?)$/;

/**
 * What an answer must have for any reading to find an amount in it: a digit or "~", a number word, a part ("half",
 * "quarter"), "a"/"an" before a unit, or a slipped "half past".
 */
const AMOUNT_WORDS = [...NUMBER_WORDS, 'half', 'quarters?', 'thirds', 'oh', 'couple', 'dozen', 'fiveteen', 'fivety'];
const NAMES_AN_AMOUNT = new RegExp(
  String.raw`\d|~|\b(?:${AMOUNT_WORDS.join('|')})\b|\ban?\s+${ONE_OF.source.slice(1, -1)}|\bha\w{1,3}\s+pa|\bquart`,
  'i',
);

/** A key's texts are read for every answer judged against it: each is read once. */
const keyAsDigits = memoized(withNumbersAsDigits, 5_000);

/** Every number a text names, as digits. */
const numbersIn = (text: string) => new Set(text.match(/\d+(?:\.\d+)?/g) ?? []);

/** A clock time in minutes from midnight, or from noon on a 12-hour clock ("9.30" 570, "1 pm" 780). */
const minutesOf = (hour: string | undefined, minute: string | undefined, marker: string | undefined) =>
  ((marker === 'pm' ? 12 : 0) + (marker === 'am' || marker === 'pm' ? Number(hour) % 12 : Number(hour))) * 60 +
  Number(minute ?? 0);

/**
 * The hours a range of clock times lasts: on a 24-hour clock where both ends say am or pm or an end is past 12 ("9
 * pm to 1 pm" is 16, "13 to 17" 4), else on a 12-hour one ("9 to 1" is 4, "9.15 to 9.30" a quarter).
 */
function hoursOfRange(m: RegExpExecArray): number | undefined {
  if (Number(m[1]) > 24 || Number(m[4]) > 24) return undefined;
  const markers = [m[3], m[6]].filter((x) => x === 'am' || x === 'pm').length;
  const day = markers === 2 || Number(m[1]) > 12 || Number(m[4]) > 12 ? 24 * 60 : 12 * 60;
  const from = minutesOf(m[1], m[2], markers === 2 ? m[3] : undefined);
  const to = minutesOf(m[4], m[5], markers === 2 ? m[6] : undefined);
  return ((to - from + day) % day || day) / 60;
}

/**
 * A range of clock times said for the duration a key names, or that duration said for the key's range asked how
 * long: "from 9 to 1" for "four hours", "four hours" for "from nine to one". Only where the lengths are equal, and
 * only for an answer with one range ("from 9 to 1 and from 2 to 6" is eight hours).
 */
function clockRangeAsDuration(answer: string, keys: readonly string[], question: string): string | undefined {
  const durationHours = (m: RegExpExecArray) => Number(m[1]) / (/^minute/.test(m[2] ?? '') ? 60 : 1);
  // One way only, so that a key that says both is never read back and forth.
  const range = CLOCK_RANGE.exec(answer);
  const ranges = answer.match(/\d\s+(?:oclock\s+|am\s+|pm\s+)?(?:to|till|until|til)\s+\d/g)?.length ?? 0;
  if (range && ranges === 1 && !keys.some((k) => CLOCK_RANGE.test(k))) {
    const hours = hoursOfRange(range);
    for (const key of keys) {
      const duration = DURATION.exec(key);
      if (hours !== undefined && duration && Math.abs(durationHours(duration) - hours) < 1e-9)
        return answer.replace(range[0], duration[0]);
    }
  }
  const duration = DURATION.exec(answer);
  if (duration && ASKS_HOW_LONG.test(question) && !keys.some((k) => DURATION.test(k))) {
    for (const key of keys) {
      const keyRange = CLOCK_RANGE.exec(key);
      const hours = keyRange ? hoursOfRange(keyRange) : undefined;
      if (keyRange && hours !== undefined && Math.abs(durationHours(duration) - hours) < 1e-9)
        return answer.replace(duration[0], keyRange[0]);
    }
  }
  return undefined;
}

/** A hedge before a number: "around 60". */
const HEDGED = new RegExp(String.raw`(?<![\w~])(${AMOUNT_HEDGES.join('|')})\s+(\d+(?:\.\d+)?)\b`, 'g');

/** The answer's hedge before a number said as the key's hedge of the same number: "around 60" for "about 60". */
function hedgeAsKeys(answer: string, keys: readonly string[]): string | undefined {
  let changed = false;
  const out = answer.replace(HEDGED, (said, own: string, n: string) => {
    if (keys.some((key) => [...key.matchAll(HEDGED)].some((m) => m[1] === own && m[2] === n))) return said;
    for (const key of keys)
      for (const m of key.matchAll(HEDGED))
        if (m[2] === n && m[1] !== own && !(/^(nearly|almost)$/.test(own) && lowerBoundOf(key).has(n))) {
          changed = true;
          return `${m[1]} ${n}`;
        }
    return said;
  });
  return changed ? out : undefined;
}

/** The numbers a text bounds from below: "at least 30", "more than 30", "over 30". */
const lowerBoundOf = (text: string) => new Set([...text.matchAll(LOWER_BOUND)].map((m) => m[1] ?? ''));

/** The key's "just over N" and the word after it: "just over 1 kg". */
const JUST_OVER =
  /\b(just\s+over|a\s+little\s+more\s+than|a\s+little\s+over|slightly\s+more\s+than)\s+(\d+)(?:\s+([a-z]+))?/;
/** A little more than an amount, said after it ("a kilo and a little bit more") or before it ("a bit over 1 kg"). */
const A_LITTLE_MORE = [
  new RegExp(
    String.raw`\b(?:(?:${AMOUNT_HEDGES.join('|')})\s+)?(?:an?\s+)?(\d+)\s+(?:([a-z]+)\s+)?(?:and|or)\s+(?:a\s+little(?:\s+bit)?|a\s+bit|slightly)\s+more\b`,
  ),
  /\b(?:a\s+little(?:\s+bit)?|a\s+bit|slightly)\s+(?:over|more\s+than)\s+(\d+)(?:\s+([a-z]+)\b)?/,
];

/**
 * Whether the word an answer says after an amount is the key's unit for it, or there is none: "1 kilo" for "1 kg",
 * "30+" for "at least 30 times", never "1 litre" for "1 kg" nor "30+ days" for "30 times".
 */
function keysUnitOrNone(said: string | undefined, keys: string | undefined): boolean {
  if (said === undefined) return true;
  const unit = unitName(said);
  return said.replace(/s$/, '') === keys?.replace(/s$/, '') || (unit !== undefined && unit === unitName(keys));
}

/** The word a text says right after a place in it: "times" after "at least 30" in "at least 30 times". */
const wordAfter = (text: string, end: number) => /^\s+([a-z]+)/.exec(text.slice(end))?.[1];

/**
 * A little more than an amount said as the key says it: "a kilo and a little bit more", "a little over a kilo",
 * "slightly more than 1 kg" for the key's "just over 1 kg", in the key's unit.
 */
function justOverAsKeys(answer: string, keys: readonly string[]): string | undefined {
  const keyPhrase = keys.map((k) => JUST_OVER.exec(k)).find((m) => m !== null);
  if (!keyPhrase) return undefined;
  const [, phrase, n, unit] = keyPhrase;
  for (const form of A_LITTLE_MORE) {
    const m = form.exec(answer);
    if (m && m[1] === n && keysUnitOrNone(m[2], unit))
      return answer.replace(m[0], `${phrase} ${n} ${m[2] ?? ''}`.trim());
  }
  return undefined;
}

/** "N+" where a key bounds N from below: said as the key says it ("30+ times" for "at least thirty times"). */
function plusAsKeys(answer: string, keys: readonly string[]): string | undefined {
  const m = /\b(\d+)\s*\+(?!\s*\d)/.exec(answer);
  if (!m) return undefined;
  const said = wordAfter(answer, m.index + m[0].length);
  for (const key of keys)
    for (const bound of key.matchAll(LOWER_BOUND))
      if (bound[1] === m[1] && keysUnitOrNone(said, wordAfter(key, bound.index + bound[0].length)))
        return answer.replace(m[0], bound[0]);
  return undefined;
}

/** A range said by its bounds with "up to": "from 8 up to 10", "at least 8 and up to 10". */
const UP_TO_RANGE = /\b(?:from|at\s+least)\s+(\d+)\s+(?:and\s+)?up\s+to\s+(\d+)\b/;

/** A range said with "up to" where a key names the same range: "from 8 up to 10 hours" for "between 8 and 10 hours". */
function upToRangeAsKeys(answer: string, keys: readonly string[]): string | undefined {
  const m = UP_TO_RANGE.exec(answer);
  if (!m) return undefined;
  const same = keys.some((k) =>
    [...k.matchAll(/\b(?:between\s+)?(\d+)\s+(?:and|to)\s+(\d+)\b/g)].some((r) => r[1] === m[1] && r[2] === m[2]),
  );
  return same ? answer.replace(m[0], `between ${m[1]} and ${m[2]}`) : undefined;
}

/**
 * Notes or coins counted, where their sum is a key's amount: "two ten-manat notes" and "one ten-manat note and two
 * five-manat notes" for "twenty manats", all in one currency.
 */
function notesAsKeys(answer: string, keyNumbers: ReadonlySet<string>): string | undefined {
  const together = NOTES_TOGETHER.exec(answer);
  if (!together) return undefined;
  const kinds = [...together[0].matchAll(NOTES)];
  const currency = together[3] ?? '';
  if (kinds.some((m) => unitName(m[3]) !== unitName(currency) && m[3] !== currency)) return undefined;
  const sum = String(kinds.reduce((total, m) => total + (/^\d/.test(m[1] ?? '') ? Number(m[1]) : 1) * Number(m[2]), 0));
  return keyNumbers.has(sum) ? answer.replace(together[0], `${sum} ${currency}`) : undefined;
}

/** A period and the next smaller one it is counted in when said in parts: "a third of a year" is 4 months. */
const SMALLER: Record<string, readonly [number, string]> = {
  year: [12, 'months'],
  month: [4, 'weeks'],
  day: [24, 'hours'],
  hour: [60, 'minutes'],
};
const PARTS: Record<string, number> = {
  half: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  '/2': 2,
  '/3': 3,
  '/4': 4,
};
const PART_OF_A_PERIOD =
  /(?<!\d\s+(?:and\s+)?(?:an?\s+)?)\b(?:(1|2|3|a|an)\s+)?(half|thirds?|quarters?|\/[234])\s+(?:of\s+)?(?:1\s+|the\s+)?(year|month|day|hour)s?\b/;

/**
 * A part of a period counted in the next smaller one, where that count is a key's amount: "a third of a year" for
 * "four months", "a quarter of an hour" for "15 minutes" ("half a year" is not "five months").
 */
function partOfPeriodAsKeys(answer: string, keyNumbers: ReadonlySet<string>): string | undefined {
  const m = PART_OF_A_PERIOD.exec(answer);
  const smaller = SMALLER[m?.[3] ?? ''];
  if (!m || !smaller) return undefined;
  const count = m[1] === undefined || m[1] === 'a' || m[1] === 'an' ? 1 : Number(m[1]);
  const amount = (smaller[0] * count) / (PARTS[m[2] ?? ''] ?? 1);
  return keyNumbers.has(String(amount)) ? answer.replace(m[0], `${amount} ${smaller[1]}`) : undefined;
}

/** The manat's hundredth, as keys and learners spell it. */
const QEPIK = /^(?:qepiks?|qapiks?|gepiks?|kopeks?|qəpiks?)$/;

/**
 * Qepiks said as the key says them: "fifty gepik" for "fifty qapiks", and part of a manat in qepiks, "0.5 AZN" for
 * "fifty qapiks".
 */
function qepikAsKeys(answer: string, keys: readonly string[]): string | undefined {
  const keyWord = keys.flatMap((k) => k.split(' ')).find((w) => QEPIK.test(w));
  if (!keyWord) return undefined;
  const words = answer.split(' ');
  let changed = false;
  const out = words.map((w, i) => {
    if (QEPIK.test(w) && w !== keyWord && /^\d+$/.test(words[i - 1] ?? '')) {
      changed = true;
      return keyWord;
    }
    const share = Number(words[i - 1]);
    if (/^(?:manats?|azn)$/.test(w) && /^0\.\d\d?$/.test(words[i - 1] ?? '') && share > 0) {
      changed = true;
      return keyWord;
    }
    return w;
  });
  if (!changed) return undefined;
  return out
    .map((w, i) => (out[i + 1] === keyWord && /^0\.\d\d?$/.test(w) ? String(Math.round(Number(w) * 100)) : w))
    .join(' ');
}

/** The hours of a clock, by the words that say them. */
const HOUR_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const oneSlipFrom = (word: string, right: string) => word === right || damerauLevenshtein(word, right, 1) <= 1;

/**
 * A time said from the half or quarter hour with its words slipped, where the key says that time: "half past tree"
 * and "at harf past for" for "at half past three" and "at half past four". After "half past" or "quarter to" only an
 * hour can stand, so a word one letter from an hour's word is that hour ("tree", "for"); the time must be the key's.
 */
function slippedTimeAsKeys(answer: string, keys: readonly string[]): string | undefined {
  const words = answer.split(' ');
  let changed = false;
  for (let i = 0; i + 2 < words.length; i++) {
    const [part, way, hour] = [words[i] ?? '', words[i + 1] ?? '', words[i + 2] ?? ''];
    const half = ['half', 'quarter'].find((w) => oneSlipFrom(part, w));
    const toOrPast = way === 'to' ? 'to' : oneSlipFrom(way, 'past') ? 'past' : undefined;
    if (!half || !toOrPast) continue;
    const hours = /^\d+$/.test(hour)
      ? [hour]
      : HOUR_WORDS.flatMap((w, h) => (oneSlipFrom(hour, w) ? [String(h + 1)] : []));
    const time = `${half} ${toOrPast} ${hours[0] ?? ''}`;
    const asSaid = `${part} ${way} ${hour}`;
    if (hours.length !== 1 || time === asSaid || !keys.some((k) => ` ${k} `.includes(` ${time} `))) continue;
    words.splice(i, 3, ...time.split(' '));
    changed = true;
  }
  return changed ? words.join(' ') : undefined;
}

/**
 * Digits said one by one, where they make a key's number: "one-oh-three" for 103. Every number so said is written,
 * so that "one oh two, one oh three" is "102, 103", another number beside the key's.
 */
function digitByDigitAsKeys(answer: string, keyNumbers: ReadonlySet<string>): string | undefined {
  let keys = false;
  const out = answer.replace(DIGIT_BY_DIGIT, (said, first: string, rest: string) => {
    const parts = rest.trim().split(/\s+/);
    if (!parts.some((p) => p === 'oh' || p === 'o')) return said;
    const number = first + parts.map((p) => (p === 'oh' || p === 'o' ? '0' : p)).join('');
    keys ||= keyNumbers.has(number);
    return number;
  });
  return keys ? out : undefined;
}

/**
 * A bare amount with the key's unit left to the question ("over 2000" asked "How high ...?" for "more than 2000
 * metres"): only an answer that is nothing but a key text's amount without its unit.
 */
function bareAmountAsKeys(answer: string, keys: readonly string[], question: string): string | undefined {
  if (!ASKS_AN_AMOUNT.test(question)) return undefined;
  const said = answer.trim().replace(/\bover\b/, 'more than');
  if (!/^(?:[a-z~]+\s+){0,3}\d+(?:\.\d+)?$/.test(said)) return undefined;
  for (const key of keys) {
    const m = /^(.*\d)\s+([a-z]+)$/.exec(key.trim());
    if (m && (m[1] ?? '').replace(/\bover\b/, 'more than') === said) return key;
  }
  return undefined;
}

/** How a description puts an amount against the one it names: above, under, just under or about it. */
const RELATIONS: readonly [RegExp, (said: number, key: number) => boolean][] = [
  [
    /^(?:(?:a\s+(?:little|bit)(?:\s+bit)?|slightly|just)\s+)?(?:more\s+than|over|above)$/,
    (said, key) => key > said && key <= 1.5 * said,
  ],
  [
    /^(?:(?:a\s+(?:little|bit)|slightly)\s+)?(?:less\s+than|under|below)$/,
    (said, key) => key < said && key >= said / 2,
  ],
  [/^(?:nearly|almost|just\s+under)$/, (said, key) => key <= said && key >= 0.75 * said],
  [/^(?:about|around|roughly|approximately|approx|~)$/, (said, key) => Math.abs(key - said) <= 0.15 * key],
];

/** An amount a part of an answer names: "a bit more than 10 minutes", "nearly a quarter of 1 hour", "about 7". */
const DESCRIBED = /^(.*?)\s*\b(\d+(?:\.\d+)?|a|1)(?:\s+(half|thirds?|quarters?)\s+of(?:\s+1)?)?(?:\s+([a-z]+))?$/;

/**
 * A part of the answer that only describes the key's amount (the student gives the amount and says what it is
 * near), left out: "a bit more than ten minutes, twelve", "nearly a quarter of an hour, 12 minutes", "more than
 * six hours, about seven". Only a part set off by a comma with a word that places it ("more than", "nearly",
 * "about"...) and an amount the key's agrees with in the same unit, never the key's own number; another part must
 * still name the key's number.
 */
function agreeingDescriptionsLeftOut(answer: string, keys: readonly string[]): string | undefined {
  const parts = answer.split(/\s*,\s*/);
  if (parts.length < 2) return undefined;
  const keyAmounts = keys.flatMap((k) =>
    [...k.matchAll(/(\d+(?:\.\d+)?)(?:\s+(?:or|to|and)\s+\d+(?:\.\d+)?)*(?:\s+([a-z]+))?/g)].flatMap((m) =>
      [...m[0].matchAll(/\d+(?:\.\d+)?/g)].map((n) => ({ value: Number(n[0]), unit: unitName(m[2]) })),
    ),
  );
  const agrees = (part: string) => {
    const m = DESCRIBED.exec(part.replace(/\bmaybe\b/g, '').trim());
    if (!m) return false;
    const relation = RELATIONS.find(([words]) => words.test(m[1] ?? ''));
    if (!relation) return false;
    const smaller = m[3] ? SMALLER[m[4]?.replace(/s$/, '') ?? ''] : undefined;
    const count = m[2] === 'a' ? 1 : Number(m[2]);
    const said = smaller ? (smaller[0] * count) / (PARTS[m[3] ?? ''] ?? 1) : count;
    const unit = smaller ? unitName(smaller[1]) : unitName(m[4]);
    if (m[4] && !unit) return false;
    // The key's own number is no description of it: "about 1.3" stays.
    if (keyAmounts.some((k) => k.value === said)) return false;
    return keyAmounts.some((k) => (!unit || !k.unit || k.unit === unit) && relation[1](said, k.value));
  };
  const kept = parts.filter((part) => !agrees(part));
  const namesKeyNumber = (part: string) =>
    [...part.matchAll(/\d+(?:\.\d+)?/g)].some((n) => keyAmounts.some((k) => k.value === Number(n[0])));
  if (kept.length === parts.length || !kept.some(namesKeyNumber)) return undefined;
  return kept.join(', ');
}

/**
 * The answer with a quantity said as a key says the same amount, in the form `withNumbersAsDigits` writes (number
 * words as digits); undefined where no quantity of the answer names a key's amount another way.
 */
export function quantitySaidAsKeys(answer: string, keyTexts: readonly string[], question = ''): string | undefined {
  // Most refused answers name no amount: they are passed before anything is read.
  if (!NAMES_AN_AMOUNT.test(answer)) return undefined;
  const given = withNumbersAsDigits(answer);
  // An answer with no number is read only for a time said from the half or quarter hour ("half past tree").
  if (!/\d|\bha\w{1,3}\b|\bquart/.test(given)) return undefined;
  const keys = keyTexts.map(keyAsDigits);
  const keyNumbers = new Set(keys.flatMap((k) => [...numbersIn(k)]));
  // Each reading is tried on what the ones before it wrote: "roughly a third of a year" is "roughly 4 months",
  // then the key's "about 4 months".
  const readings: ((text: string) => string | undefined)[] = [
    // "~30 days": about 30 days, as "approx." is read.
    (text) => text.replace(/(^|\s)~\s+(?=\d)/g, '$1about '),
    (text) => clockRangeAsDuration(text, keys, question),
    (text) => digitByDigitAsKeys(text, keyNumbers),
    (text) => slippedTimeAsKeys(text, keys),
    (text) => notesAsKeys(text, keyNumbers),
    (text) => partOfPeriodAsKeys(text, keyNumbers),
    (text) => qepikAsKeys(text, keys),
    (text) => justOverAsKeys(text, keys),
    (text) => plusAsKeys(text, keys),
    (text) => upToRangeAsKeys(text, keys),
    (text) => hedgeAsKeys(text, keys),
    (text) => bareAmountAsKeys(text, keys, question),
    (text) => agreeingDescriptionsLeftOut(text, keys),
  ];
  const out = readings.reduce((text, read) => read(text) ?? text, given);
  return out === given ? undefined : out.replace(/(\d) \/(\d)/g, '$1/$2');
}

/**
 * The answer says just under a number the key bounds from below: "nearly fifty times" or "almost three years" where
 * the key says "at least fifty times" or "more than three years".
 */
export function hedgedBelowLowerBound(answer: string, keyTexts: readonly string[]): boolean {
  // Nearly every answer says no such hedge: it is passed before anything is read.
  if (!/\b(?:nearly|almost|just\s+under|a\s+little\s+(?:under|less))\b/i.test(answer)) return false;
  const bounded = keyTexts.map(keyAsDigits).flatMap((k) => [...lowerBoundOf(k)]);
  if (bounded.length === 0) return false;
  const under = [...withNumbersAsDigits(answer).matchAll(JUST_UNDER)].map((m) => m[1] ?? '');
  return under.some((n) => bounded.includes(n));
}

/** A bound, its number and its unit: "at least 10 minutes". */
const BOUNDED_AMOUNT =
  /\b(at\s+least|at\s+most|more\s+than|less\s+than|no\s+more\s+than|up\s+to)\s+(\d+(?:\.\d+)?)\s+([a-z]+)/g;

/**
 * The answer bounds the amount the key bounds with another number, in the same unit and by the same bound: "for at
 * least 1 minute" where the key says "for at least ten minutes", even in the key's optional part.
 */
export function otherNumberInKeysBound(answer: string, keyTexts: readonly string[]): boolean {
  // Nearly every answer names no bound: it is passed before anything is read.
  if (!/\b(?:at\s+least|at\s+most|more\s+than|less\s+than|up\s+to)\b/i.test(answer)) return false;
  const amountsOf = (text: string) =>
    [...text.matchAll(BOUNDED_AMOUNT)].flatMap((m) => {
      const unit = unitName(m[3]);
      return unit ? [{ bound: (m[1] ?? '').replace(/\s+/g, ' '), n: m[2] ?? '', unit }] : [];
    });
  const keyed = keyTexts.map(keyAsDigits).flatMap(amountsOf);
  if (keyed.length === 0) return false;
  const said = amountsOf(withNumbersAsDigits(answer));
  return said.some(
    (a) =>
      keyed.some((k) => k.bound === a.bound && k.unit === a.unit && k.n !== a.n) &&
      !keyed.some((k) => k.bound === a.bound && k.unit === a.unit && k.n === a.n),
  );
}
