import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import { NO_SYNONYMS } from '../text/synonyms.ts';
import {
  agreesOnNegationAndNumbers,
  definedBy,
  definedByEachOther,
  derivedForm,
  ideaCoverage,
  judgeByRules,
  keyPointAlternatives,
  sameUnits,
  synonymous,
  widerSynonyms,
  type OpenAnswerKey,
} from './judge-open-answer.ts';

/** A small lexicon of real words: the judge treats any word missing from it as a possible slip. */
const lexicon = lexiconFromFrequencies(
  [
    'the',
    'film',
    'firm',
    'hall',
    'hill',
    'seven',
    'even',
    'sports',
    'summers',
    'are',
    'becoming',
    'hotter',
    'and',
    'longer',
    'because',
    'of',
    'climate',
    'change',
    'tree',
    'three',
    'scarf',
    'red',
    'blue',
    'she',
    'bought',
    'with',
    'her',
    'own',
    'pocket',
    'money',
    'environment',
    'they',
    'watched',
    'a',
    'in',
    'big',
  ].map((word, i) => ({
    word,
    count: 1000 - i,
  })),
);
const knowledge = { lexicon, synonyms: NO_SYNONYMS };
/** Word knowledge with only these words, most frequent first, and no synonyms. */
const knowing = (list: readonly string[]) => ({
  lexicon: lexiconFromFrequencies(list.map((word, i) => ({ word, count: 1000 - i }))),
  synonyms: NO_SYNONYMS,
});
const meaning = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', knowledge).correct;

const seal: OpenAnswerKey = {
  question: 'What problem do warmer winters cause for the seals?',
  answer: 'There is less ice.',
  accepted: ['there is less ice', 'less ice', 'not enough ice', 'the ice melts', 'no safe place to have their babies'],
  keyPoints: ['less ice, so fewer safe places for the seals to have their babies'],
  support: "Paragraph 4 says warmer winters mean 'less ice in the north'.",
};
const scarf: OpenAnswerKey = {
  question: 'What present did Nigar buy for Leyla?',
  answer: 'a blue scarf',
  accepted: ['a blue scarf', 'blue scarf', 'a scarf', 'scarf'],
  support: "Paragraph 1: the present was 'a blue scarf that she had bought with her own pocket money'.",
};
/** The scarf question with its passage and no rationale: only the passage supports details. */
const scarfInPassage: OpenAnswerKey = {
  ...scarf,
  support: undefined,
  passage: 'Nigar bought a blue scarf with her own pocket money. Her brother wore a red hat.',
};
const rule: OpenAnswerKey = {
  question: 'What was his grandmother’s most important cooking rule?',
  answer: "Good food doesn't like hurry.",
  accepted: ["good food doesn't like hurry", "don't hurry"],
  keyPoints: ['do not hurry when you cook'],
};
const went: OpenAnswerKey = {
  question: 'The lights (go) out while we were watching TV.',
  answer: 'went',
  accepted: ['went'],
};
const has: OpenAnswerKey = {
  question: 'Tea (grow) here for a hundred years.',
  answer: 'has been grown',
  accepted: ['has been grown', "'s been grown"],
};

const correct = (given: string, key: OpenAnswerKey, mode: 'form' | 'meaning' = 'meaning') =>
  judgeByRules(given, key, mode).correct;

describe('the offline judge (DESIGN.md §6)', () => {
  it("first applies the spec's case-insensitive exact comparison after trimming (spec §8)", () => {
    expect(judgeByRules('  LESS ICE ', seal, 'meaning')).toEqual({ correct: true, reason: 'exact' });
    expect(judgeByRules('', seal, 'meaning')).toEqual({ correct: false, reason: 'empty' });
  });

  it("ignores punctuation and reads contractions: 'Went.' is 'went', \"'s been grown\" is 'has been grown'", () => {
    expect(judgeByRules('Went.', went, 'form')).toEqual({ correct: true, reason: 'normalized' });
    expect(correct("It's been grown", { ...has, accepted: ["it's been grown"] }, 'form')).toBe(true);
    expect(correct('has been grown!', has, 'form')).toBe(true);
  });

  it("never accepts another grammatical form: 'go' is not 'went', 'have' is not 'has'", () => {
    expect(correct('go', went, 'form')).toBe(false);
    expect(correct('goes', went, 'meaning')).toBe(false);
    expect(correct('have been grown', has, 'form')).toBe(false);
    expect(correct('had been grown', has, 'form')).toBe(false);
  });

  it('forgives no typo in form mode, and a small one in meaning mode', () => {
    expect(correct('wnet', went, 'form')).toBe(false);
    expect(correct('a blue scraf', scarf)).toBe(true);
  });

  it('accepts a full sentence around an accepted answer, with words from the question or the key', () => {
    expect(judgeByRules('She bought a blue scarf.', scarf, 'meaning')).toEqual({
      correct: true,
      reason: 'contains',
    });
    expect(correct('There is less ice in winter.', seal)).toBe(true);
  });

  it('refuses an accepted answer with wrong details, guesses or negation around it', () => {
    expect(correct('a red scarf', scarf)).toBe(false);
    expect(correct('a scarf or a book', scarf)).toBe(false);
    expect(correct('not a scarf', scarf)).toBe(false);
  });

  it('accepts the ideas of a key point in other words and order, but not the opposite', () => {
    expect(judgeByRules('less ice so the seals have no safe place for their babies', seal, 'meaning').correct).toBe(
      true,
    );
    expect(correct("Don't hurry when you cook", rule)).toBe(true);
    expect(correct('good food likes hurry', rule)).toBe(false);
    expect(correct('cook fast', rule)).toBe(false);
  });

  it('refuses part of the idea', () => {
    expect(correct('ice', seal)).toBe(false);
  });

  it('reads numbers as words or digits, but never another number', () => {
    const wait: OpenAnswerKey = {
      question: 'How long did Nigar wait?',
      answer: 'forty minutes',
      accepted: ['forty minutes', '40 minutes'],
    };
    expect(correct('She waited for 40 mins', wait)).toBe(true);
    expect(correct('fourty minutes', wait)).toBe(true);
    expect(correct('four minutes', wait)).toBe(false);
    expect(correct('14 minutes', wait)).toBe(false);
  });

  it('refuses a time in the other half of the day than the key, and leaves a time with no half alone', () => {
    const start: OpenAnswerKey = {
      question: 'What time do English lessons start?',
      answer: 'at nine',
      accepted: ['nine', '9 am', 'nine in the morning'],
    };
    expect(correct('9 pm', start)).toBe(false);
    expect(correct('at nine in the evening', start)).toBe(false);
    expect(correct('9 am', start)).toBe(true);
    expect(correct('at 9 a.m.', start)).toBe(true);
    expect(correct('at nine', start)).toBe(true);
    const concert: OpenAnswerKey = { question: 'When does the concert start?', answer: 'at 7 pm', accepted: [] };
    expect(correct('seven in the morning', concert)).toBe(false);
    expect(correct('at seven in the evening', concert)).toBe(true);
    // "am" as a verb names no time.
    expect(correct('I am sure it is at 7 pm', concert)).toBe(true);
  });

  it("refuses the key's number for another period than the question's, and leaves the question's period alone", () => {
    const training: OpenAnswerKey = {
      question: 'How many hours a day do the best players train?',
      answer: 'six or seven hours',
      accepted: ['six or seven', '6 or 7 hours', '6-7 hours'],
    };
    expect(correct('six or seven hours a week', training)).toBe(false);
    expect(correct('6-7 hours per month', training)).toBe(false);
    expect(correct('six or seven hours a day', training)).toBe(true);
    expect(correct('six or seven hours every day', training)).toBe(true);
    const borrow: OpenAnswerKey = {
      question: 'How many books can a student borrow at a time?',
      answer: 'two',
      accepted: ['2'],
    };
    expect(correct('two books a month', borrow)).toBe(false);
    expect(correct('two books', borrow)).toBe(true);
  });

  it("refuses a number with a unit in another language, and keeps a slip of the key's unit", () => {
    const words = knowing(['the', 'a', 'six', 'or', 'seven', 'hours', 'hour', 'day', 'how', 'many', 'do', 'train']);
    const training: OpenAnswerKey = {
      question: 'How many hours a day do they train?',
      answer: 'six or seven hours',
      accepted: ['6-7 hours', '6 or 7'],
    };
    const judged = (given: string) => judgeByRules(given, training, 'meaning', words).correct;
    expect(judged('6-7 saat')).toBe(false);
    expect(judged('6-7 hourss')).toBe(true);
    expect(judged('6-7 hours')).toBe(true);
  });

  it('splits key points into their alternatives', () => {
    expect(keyPointAlternatives('one of: no phone during meals / no phone in the bedroom after ten')).toEqual([
      'no phone during meals',
      'no phone in the bedroom after ten',
    ]);
    expect(keyPointAlternatives('X-ray vehicles (mobile X-ray machines)')).toEqual([
      'X-ray vehicles',
      'mobile X-ray machines',
    ]);
  });

  it('treats the part of a model answer in brackets as optional', () => {
    const summers: OpenAnswerKey = {
      question: 'Why are the glaciers getting smaller?',
      answer: 'Because summers are becoming hotter and longer (because of climate change).',
      accepted: ['summers are hotter and longer'],
    };
    expect(meaning('Because summers are becoming hotter and longer.', summers)).toBe(true);
    expect(meaning('Because summers are becoming hotter and longer because of climate change', summers)).toBe(true);
  });

  it('forgives a slip in a short word when the lexicon knows no such word, but never a real other word', () => {
    const film: OpenAnswerKey = { question: 'What did they watch?', answer: 'a film', accepted: ['a film', 'film'] };
    const hall: OpenAnswerKey = {
      question: 'Where is the fair?',
      answer: 'in the sports hall',
      accepted: ['sports hall'],
    };
    expect(meaning('a flim', film)).toBe(true);
    expect(meaning('sports holl', hall)).toBe(true);
    expect(meaning('a firm', film)).toBe(false);
    expect(meaning('sports hill', hall)).toBe(false);
    // Without a lexicon nothing tells a slip from a real word, so a 4-letter word is never corrected.
    expect(judgeByRules('a flim', film, 'meaning').correct).toBe(false);
  });

  it('forgives two slips in a long word', () => {
    const env: OpenAnswerKey = {
      question: 'What do they protect?',
      answer: 'the environment',
      accepted: ['environment'],
    };
    expect(meaning('the enviroment', env)).toBe(true);
    expect(meaning('the enviromnet', env)).toBe(true);
  });

  it('reads a misspelled number word as the number, unless it is another real word', () => {
    const days: OpenAnswerKey = { question: 'How many days?', answer: 'seven', accepted: ['seven', '7 days'] };
    expect(meaning('sewen', days)).toBe(true);
    expect(meaning('sewen days', days)).toBe(true);
    expect(meaning('even', days)).toBe(false);
    const trees: OpenAnswerKey = { question: 'How many did they plant?', answer: 'three', accepted: ['three'] };
    expect(meaning('tree', trees)).toBe(false);
  });

  it('accepts a true detail from the passage beside the key, but not one that describes the key differently', () => {
    const withPassage = scarfInPassage;
    expect(meaning('a blue scarf with her own pocket money', withPassage)).toBe(true);
    expect(meaning('a red scarf', withPassage)).toBe(false);
    // A rival denied beside the key is no detail of it.
    expect(meaning('a scarf, not a hat', withPassage)).toBe(true);
    expect(meaning('a hat, not a scarf', withPassage)).toBe(false);
    // A passage word misspelt is still the passage's detail, beside the student's own word.
    expect(meaning('a blue scarf, she bougt it with her own poket mony', withPassage)).toBe(true);
  });

  it("refuses another person in the key's person's place, a detail from the passage though it is", () => {
    const letter: OpenAnswerKey = {
      question: 'What must Elvin bring from a doctor?',
      answer: 'a letter that says he is healthy',
      accepted: ['a letter from a doctor', 'a letter'],
      passage: "Elvin's mum signed the form. He must also bring a letter from a doctor that says he is healthy.",
    };
    expect(meaning('a letter from his mum', letter)).toBe(false);
    expect(meaning('a letter from the doctor', letter)).toBe(true);
    expect(meaning('a letter, his mum signed the form', letter)).toBe(true);
  });

  it('reads a person said by a one-step definition as the word for them', () => {
    const dress: OpenAnswerKey = {
      question: "Who made Aytan's blue dress?",
      answer: 'her aunt',
      accepted: ['her aunt'],
    };
    expect(meaning("her mum's or dad's sister", dress)).toBe(true);
    expect(meaning("her mum's sister", dress)).toBe(true);
    expect(meaning("her mum's mother", dress)).toBe(false);
  });

  it('accepts synonyms of the key from WordNet, but never for numbers', () => {
    const table: Record<string, string[]> = {
      movie: ['film'],
      film: ['movie'],
      near: ['close'],
      close: ['near'],
      million: ['billion'],
      billion: ['million'],
    };
    const withSynonyms = { lexicon, synonyms: { of: (w: string) => table[w] ?? [] } };
    const film: OpenAnswerKey = { question: 'What did they watch?', answer: 'a film', accepted: ['a film'] };
    const clinic: OpenAnswerKey = {
      question: 'Where is the clinic?',
      answer: 'near the metro',
      accepted: ['near the metro'],
    };
    const bikes: OpenAnswerKey = {
      question: 'How many bicycles are there?',
      answer: 'more than a billion',
      accepted: ['more than a billion'],
    };
    expect(judgeByRules('a movie', film, 'meaning', withSynonyms).correct).toBe(true);
    expect(judgeByRules('close to the metro', clinic, 'meaning', withSynonyms).correct).toBe(true);
    expect(judgeByRules('more than a million', bikes, 'meaning', withSynonyms).correct).toBe(false);
    expect(judgeByRules('a movie', film, 'form', withSynonyms).correct).toBe(false);
  });
});

describe("the offline judge on answers in a student's own words", () => {
  it('wants every key point when there are several, one alternative each', () => {
    const gift: OpenAnswerKey = {
      question: 'Who did Leyla buy the scarf for, and why?',
      answer: "for her grandmother, because it's her birthday next week",
      accepted: ["for her grandmother, because it's her birthday next week"],
      keyPoints: ['for her grandmother', "because it is her grandmother's birthday (next week)"],
    };
    expect(meaning('for grandmother, her birthday is next week', gift)).toBe(true);
    expect(meaning("because it's her birthday next week", gift)).toBe(false);
  });

  it('lets an idea without a negation stand beside a negation the key makes elsewhere', () => {
    // The key's "no safe place to have their babies" makes "no place for babies" true beside "less ice".
    expect(meaning('the ice becomes less and the seals have no place for babies', seal)).toBe(true);
    // A negation of something else still denies.
    expect(meaning('the ice becomes less but the seals are not in danger', seal)).toBe(false);
  });

  it("weighs the words of a clause of the student's own after the key half a word each", () => {
    const ill: OpenAnswerKey = {
      question: "Why didn't Rashad's grandfather come to the championship?",
      answer: 'He was too ill.',
      accepted: ['he was ill', 'ill'],
    };
    const words = knowing(['he', 'had', 'been', 'ill', 'so', 'stayed', 'at', 'home', 'went', 'doctor', 'hospital']);
    const judged = (given: string) => judgeByRules(given, ill, 'meaning', words).correct;
    expect(judged('he had been ill, so he stayed at home')).toBe(true);
    // Parted by a comma only, the clause is read on its own beside the key (judge-own-detail.test.ts).
    expect(judged('he had been ill, he stayed at home')).toBe(true);
    // After "and", which starts no clause of the student's own, three words of their own are too many beside a
    // one-word key; after "so" the clause is read on its own beside the key (judge-own-detail.test.ts).
    expect(judged('he was ill and went to the doctor and the hospital')).toBe(false);
    expect(judged('he was ill so he went to the doctor and the hospital')).toBe(true);
  });

  it("takes a word of the answer that is one of the idea's own words for that word only", () => {
    const table: Record<string, string[]> = { floor: ['ground'], ground: ['floor'] };
    const withSynonyms = { lexicon, synonyms: { of: (w: string) => table[w] ?? [] } };
    const library: OpenAnswerKey = {
      question: 'Where is the new library?',
      answer: 'on the ground floor, next to the canteen',
      accepted: ['on the ground floor', 'next to the canteen'],
      keyPoints: ['on the ground floor / next to the canteen'],
    };
    const judged = (given: string) => judgeByRules(given, library, 'meaning', withSynonyms).correct;
    // "floor" is the key's "floor", not also its "ground".
    expect(judged('on the top floor')).toBe(false);
    expect(judged('it is on the ground floor')).toBe(true);
  });

  it('lets a negation stand beside the key when the question or the passage makes it', () => {
    const mud: OpenAnswerKey = {
      question: 'How does the mud feel when you touch it?',
      answer: 'cool and smooth',
      accepted: ['cool and smooth'],
      passage: 'The mud is not hot: it feels cool and smooth.',
    };
    expect(meaning('not hot at all, it is cool and smooth', mud)).toBe(true);
    expect(meaning('not cool, smooth', mud)).toBe(false);
    const village: OpenAnswerKey = {
      question: 'Where did Aysel spend the summer?',
      answer: 'in Guba',
      accepted: ['in Guba'],
      passage: 'Aysel spent the summer in a village in Guba. There was no cinema there.',
    };
    expect(meaning('in Guba, in a village where there is no cinema', village)).toBe(true);
  });

  it('keeps days and months as strict as numbers', () => {
    const form: OpenAnswerKey = {
      question: 'What must Tural do, and by when?',
      answer: 'bring a form signed by his parents by Friday',
      accepted: ['bring a form signed by his parents by Friday'],
      passage: 'Bring the form on Monday or Tuesday, and no later than Friday.',
    };
    expect(meaning('bring a form signed by his parents by Monday', form)).toBe(false);
    expect(meaning('bring form signed by parents, by Friday', form)).toBe(true);
  });

  it('takes a comparison only from the key, or as the passage makes it', () => {
    const fountain: OpenAnswerKey = {
      question: 'For how long has the fountain not worked?',
      answer: 'more than three years',
      accepted: ['more than three years', 'three years'],
      passage: 'The fountain has not worked for more than three years. Children under 10 play near it.',
    };
    expect(meaning('less than three years', fountain)).toBe(false);
    expect(meaning('three years, children under 10 play near it', fountain)).toBe(true);
    const square: OpenAnswerKey = {
      question: 'How big was the square?',
      answer: 'no bigger than a book',
      accepted: ['no bigger than a book', 'as big as a book'],
    };
    expect(meaning('bigger than a book', square)).toBe(false);
    expect(meaning('not bigger than a book', square)).toBe(true);
  });

  it('refuses the opposite of a word of the key, unless the key uses it too', () => {
    const leaves: OpenAnswerKey = {
      question: 'Why do they pick only the top two leaves?',
      answer: 'because the young leaves give the best taste',
      accepted: ['because the young leaves give the best taste', 'they give the best taste'],
    };
    expect(meaning('because the old leaves give the best taste', leaves)).toBe(false);
    expect(meaning('because the young leaves give the best taste', leaves)).toBe(true);
  });

  it("allows one word of the student's own beside an accepted answer, but not one that makes it another thing", () => {
    const list: OpenAnswerKey = {
      question: 'Where is the list on which students write their names?',
      answer: 'outside the library',
      accepted: ['outside the library', 'library'],
    };
    expect(meaning('it is outside the library, I think', list)).toBe(true);
    expect(meaning('in the library office', list)).toBe(false);
  });

  it("allows up to half of the extras in a longer answer to be the student's own words", () => {
    const withPassage = scarfInPassage;
    // "friend" and "market" are her own, "bought" is the passage's.
    expect(meaning('she bought her friend a blue scarf from the market', withPassage)).toBe(true);
    // Five words of her own are a second story, and a number of her own is never allowed.
    expect(meaning('she bought her friend a blue scarf from the big market near her house', withPassage)).toBe(false);
    expect(meaning('she bought her friend a blue scarf for ten manats', withPassage)).toBe(false);
  });

  it('lets a synonym of a key word and a misspelt key word stand as extras', () => {
    const table: Record<string, string[]> = { begin: ['start'], start: ['begin'] };
    const withSynonyms = { lexicon, synonyms: { of: (w: string) => table[w] ?? [] } };
    const lessons: OpenAnswerKey = {
      question: 'What time do the lessons start?',
      answer: 'at nine',
      accepted: ['at nine'],
    };
    expect(judgeByRules('the lesons begin at 9', lessons, 'meaning', withSynonyms).correct).toBe(true);
    // Without the synonym "begin" is a word of the student's own right before the key: it may change it.
    expect(judgeByRules('the lesons begin at 9', lessons, 'meaning', knowledge).correct).toBe(false);
    expect(judgeByRules('the lesons start at 9', lessons, 'meaning', knowledge).correct).toBe(true);
    // A second idea in the student's own words: more than half of the extras.
    expect(
      judgeByRules('lessons begin at 9 and finish late in the evening', lessons, 'meaning', withSynonyms).correct,
    ).toBe(false);
  });

  it('forgives a wrong tense of be, have or do', () => {
    const chess: OpenAnswerKey = {
      question: 'When did Aysel start playing chess?',
      answer: 'when she was six',
      accepted: ['when she was six'],
    };
    expect(meaning('she start when she is six', chess)).toBe(true);
    expect(judgeByRules('when she is six', chess, 'form', knowledge).correct).toBe(false);
  });

  it('forgives a wrong tense or number of any word, irregular ones from the exception lists', () => {
    const song: OpenAnswerKey = {
      question: 'What did her grandmother do at the party?',
      answer: 'She sang an old love song.',
      accepted: ['she sang an old love song'],
    };
    const irregular: Record<string, string> = { sang: 'sing', sung: 'sing', rode: 'ride' };
    // Both are real words here, so neither is a slip for the other.
    const words = lexiconFromFrequencies(
      ['she', 'sing', 'sang', 'an', 'old', 'love', 'song'].map((word, i) => ({ word, count: 100 - i })),
    );
    const plain = { lexicon: words, synonyms: NO_SYNONYMS };
    const withForms = { ...plain, irregularBase: (w: string) => irregular[w] };
    expect(judgeByRules('she sing an old love song', song, 'meaning', withForms).correct).toBe(true);
    expect(judgeByRules('grandmother singed an old song about love', song, 'meaning', withForms).correct).toBe(true);
    // Without the lists an irregular form is another word; in form mode the form is what is tested.
    expect(judgeByRules('she sing an old love song', song, 'meaning', plain).correct).toBe(false);
    expect(judgeByRules('she sing an old love song', song, 'form', withForms).correct).toBe(false);
  });

  it("takes a number right before the key for what it counts: it must be the key's", () => {
    const juice: OpenAnswerKey = {
      question: 'How much juice do you get from ten kilograms of fruit?',
      answer: 'about one litre',
      accepted: ['about one litre', 'a litre'],
      passage: 'From ten kilograms of fruit you get about one litre of juice.',
    };
    expect(meaning('about ten litres', juice)).toBe(false);
    expect(meaning('about 1 litre', juice)).toBe(true);
    expect(meaning('a litre of juice', juice)).toBe(true);
  });

  it('weighs a light verb of the key ("start", "make", "take") half a word in its coverage', () => {
    const tea: OpenAnswerKey = {
      question: 'What did Elnur do after the market closed?',
      answer: 'He started selling the tea online.',
      accepted: ['he started selling the tea online'],
    };
    expect(
      ideaCoverage(['online', 'selling', 'of', 'tea'], ['he', 'started', 'selling', 'tea', 'online'], new Set()),
    ).toBeCloseTo(3 / 3.5);
    expect(meaning('online selling of the tea', tea)).toBe(true);
    // A content word missing still counts whole.
    expect(meaning('he started selling the tea', tea)).toBe(false);
  });

  it('weighs "check" half a word: "she reads the bus number two times" says "checks the bus number twice"', () => {
    const idea = ['checks', 'bus', 'number', 'twice'];
    expect(ideaCoverage(['she', 'reads', 'bus', 'number', 'twice'], idea, new Set())).toBeCloseTo(3 / 3.5);
    // The thing checked and how often still count whole.
    expect(ideaCoverage(['she', 'checks', 'number', 'twice'], idea, new Set())).toBeLessThan(0.8);
  });

  it('weighs "keep" half a word: "open the library" says "keep the library open"', () => {
    const library: OpenAnswerKey = {
      question: 'What could schools do for students who have no quiet place to work at home?',
      answer: 'keep their libraries open after lessons',
      accepted: ['keep the library open after school'],
    };
    expect(meaning('open libraries after school', library)).toBe(true);
    // The library is still wanted.
    expect(meaning('keep the classrooms open after school', library)).toBe(false);
  });

  it("wants the key's unit after the key's number", () => {
    const training: OpenAnswerKey = {
      question: 'How many hours a day do the best players train?',
      answer: 'six or seven hours',
      accepted: ['six or seven hours', '6 or 7'],
    };
    expect(sameUnits(['6', 'or', '7', 'minute'], ['6', 'or', '7', 'hour'])).toBe(false);
    expect(meaning('6 or 7 minutes', training)).toBe(false);
    expect(meaning('six or seven hours a day', training)).toBe(true);
    expect(meaning('6 or 7', training)).toBe(true);
  });

  it('reads "one" beside the key as the article it mostly is', () => {
    const pitch: OpenAnswerKey = {
      question: 'How long does Murad want to book the pitch for?',
      answer: 'An hour and a half.',
      accepted: ['an hour and a half', '90 minutes'],
      passage: 'I want to book the pitch for an hour and a half, so we can play a full match.',
    };
    expect(meaning('for an hour and a half, to play one match', pitch)).toBe(true);
    expect(meaning('for an hour and a half, to play two matches', pitch)).toBe(false);
  });
});

describe('the offline judge: rules from the blind dev set written without seeing the judge', () => {
  it('lets a word that says when follow the key ("at swimming training before")', () => {
    const tired: OpenAnswerKey = {
      question: 'Why was Leyla so tired on the train?',
      answer: 'She had been at swimming training.',
      accepted: ['swimming training'],
    };
    expect(correct('because she was at swimming training before', tired)).toBe(true);
    expect(correct('because she was at swimming training, not at school', tired)).toBe(false);
  });

  it('counts "else" and "other" left out of a key point as half a word: "they can reset everything"', () => {
    const password: OpenAnswerKey = {
      question: 'Which password should you change first, and why?',
      answer: 'Your email password, because whoever controls your email can reset everything else.',
      accepted: [],
      keyPoints: ['your email', 'the email can reset the other passwords'],
    };
    expect(correct('email, because with email they can reset everything', password)).toBe(true);
    expect(correct('email, because with email they can see everything', password)).toBe(false);
  });

  it('counts an adverb that only stresses the idea ("already", "usually") left out as half a word', () => {
    const idea = ['to', 'not', 'buy', 'things', 'you', 'already', 'have'];
    expect(ideaCoverage(['not', 'buy', 'things', 'which', 'you', 'have'], idea, new Set())).toBeGreaterThanOrEqual(0.8);
    // A content word left out still costs a whole word.
    expect(ideaCoverage(['not', 'buy', 'food', 'you', 'already', 'have'], idea, new Set())).toBeLessThan(0.8);
  });

  it('reads the answer without a wrong alternative it denies, unless the denied one is the key', () => {
    const contact: OpenAnswerKey = {
      question: 'Who should students contact if they want to join?',
      answer: 'Mrs Guliyeva',
      accepted: ['the teacher', 'mrs guliyeva'],
    };
    expect(correct('the teacher, not Nargiz', contact)).toBe(true);
    expect(correct('Nargiz, not the teacher', contact)).toBe(false);
    expect(correct('the teacher, not Mrs Guliyeva', contact)).toBe(false);
    expect(correct('Nargiz, not Aysel', contact)).toBe(false);
    const bus: OpenAnswerKey = { question: 'Which bus did she need?', answer: '56', accepted: ['the 56', 'bus 56'] };
    expect(correct('the 56, not the 65', bus)).toBe(true);
    expect(correct('the 65, not the 56', bus)).toBe(false);
    const academy: OpenAnswerKey = {
      question: 'Where is the football academy?',
      answer: 'behind the swimming pool',
      accepted: ['behind the pool'],
    };
    expect(correct('behind the pool, not behind the school', academy)).toBe(true);
    expect(correct('behind the school, not behind the pool', academy)).toBe(false);
  });

  it('reads a real word one letter off a key word that sounds the same as its slip, unless the text has it', () => {
    const words = knowing([
      'the',
      'a',
      'and',
      'with',
      'in',
      'hot',
      'tea',
      'tee',
      'cake',
      'hall',
      'hill',
      'firm',
      'film',
    ]);
    const snack: OpenAnswerKey = {
      question: 'What did they have after the concert?',
      answer: 'hot tea and cake',
      accepted: ['hot tea and cake', 'tea and cake'],
      passage: 'After the concert in the hall they had hot tea and cake.',
    };
    expect(judgeByRules('hot tee and cake', snack, 'meaning', words).correct).toBe(true);
    // A word the passage has is a detail taken from it, no slip.
    const golf = { ...snack, passage: 'They had hot tea and cake; then Ali put the ball on the tee.' };
    expect(judgeByRules('hot tee and cake', golf, 'meaning', words).correct).toBe(false);
    // Another sound is another word: "hill" is no "hall".
    const place: OpenAnswerKey = { question: 'Where was the concert?', answer: 'in the hall', accepted: ['the hall'] };
    expect(judgeByRules('in the hill', place, 'meaning', words).correct).toBe(false);
  });

  it('refuses another part of the thing where the key names a part of it ("the middle of the screen")', () => {
    const crack: OpenAnswerKey = {
      question: "Where is the crack on Leyla's phone?",
      answer: 'in the corner of the screen',
      accepted: ['in the corner of the screen', 'on the screen', 'the screen'],
      passage: 'There is a small crack in the corner of the screen, not in the middle.',
    };
    expect(correct('in the middle of the screen', crack)).toBe(false);
    expect(correct('the corner of the screen', crack)).toBe(true);
    expect(correct('a crack on the screen', crack)).toBe(true);
  });

  it('reads a birthday as the day someone was born', () => {
    const day: OpenAnswerKey = {
      question: 'What is celebrated on 18 September, and why on that date?',
      answer: "the Day of National Music, because it is Hajibeyov's birthday",
      accepted: ['national music day, his birthday'],
      keyPoints: ['the Day of National Music / national music day', 'it is his birthday'],
    };
    expect(correct('national music day, because he was born that day', day)).toBe(true);
    expect(correct('national music day, because he died that day', day)).toBe(false);
  });
});

describe('key points whose alternative replaces only their end', () => {
  it('reads "his phone number on a tag / on the dog\'s collar" as two whole ideas', () => {
    expect(keyPointAlternatives("his phone number on a tag / on the dog's collar")).toEqual([
      'his phone number on a tag',
      "his phone number on the dog's collar",
    ]);
    const tag: OpenAnswerKey = {
      question: 'What has Orkhan done so that people can contact him if the dog gets lost again?',
      answer: "He has put a tag with his phone number on the dog's collar.",
      accepted: [],
      keyPoints: ["his phone number on a tag / on the dog's collar"],
    };
    expect(correct('collar', tag)).toBe(false);
    expect(correct('he wrote his phone number on the collar', tag)).toBe(true);
  });

  it('takes "apart" for the opposite of "together"', () => {
    const stop: OpenAnswerKey = {
      question: 'How did Samira teach the beginners to stop?',
      answer: 'by pushing the front ends of their skis together',
      accepted: ['push the front ends of the skis together'],
    };
    expect(correct('by pushing the front ends of the skis apart', stop)).toBe(false);
    expect(correct('by pushing the front ends of the skis together', stop)).toBe(true);
  });
});

describe('words one level more general or more specific in WordNet', () => {
  const table: Record<string, string[]> = {
    meal: ['dinner', 'breakfast'],
    dinner: ['meal'],
    sunflower: ['flower'],
    flower: ['sunflower', 'rose'],
    ten: ['eleven'],
    library: ['room', 'building'],
    room: ['library'],
  };
  const withRelations = { lexicon, synonyms: NO_SYNONYMS, related: (w: string) => table[w] ?? [] };
  const meals: OpenAnswerKey = {
    question: 'What does the family never do?',
    answer: 'use phones during meals',
    accepted: ['use phones during meals'],
    keyPoints: ['using phones during meals'],
  };

  it('accepts a kind of the key’s thing, or the thing a key word is a kind of', () => {
    expect(judgeByRules('use phones during dinner', meals, 'meaning', withRelations).correct).toBe(true);
    expect(
      ideaCoverage(['no', 'phones', 'at', 'dinner'], ['no', 'phones', 'at', 'meals'], new Set(), withRelations),
    ).toBe(1);
    expect(
      ideaCoverage(['no', 'phones', 'at', 'dinner'], ['no', 'phones', 'at', 'meals'], new Set(), knowledge),
    ).toBeLessThan(1);
    expect(judgeByRules('use phones during dinner', meals, 'meaning', knowledge).correct).toBe(false);
  });

  it('counts a word that stands for a word of the key as no extra of the student’s own', () => {
    // "dinner" stands for "meals": beside it, three words of the student's own in seven are allowed.
    expect(judgeByRules('tiny sleepy kids use phones during dinner', meals, 'meaning', withRelations).correct).toBe(
      true,
    );
    expect(judgeByRules('tiny sleepy kids use phones during lunch', meals, 'meaning', withRelations).correct).toBe(
      false,
    );
  });

  it('never takes a word for a place of any kind one level apart ("the room" is no library)', () => {
    const list: OpenAnswerKey = {
      question: 'Where is the list on which students write their names?',
      answer: 'outside the library',
      accepted: ['outside the library', 'the library'],
    };
    expect(judgeByRules('outside the room', list, 'meaning', withRelations).correct).toBe(false);
    expect(judgeByRules('outside the library', list, 'meaning', withRelations).correct).toBe(true);
  });

  it('never takes the kind the question asks for as its answer, nor relates numbers', () => {
    const flowers: OpenAnswerKey = {
      question: 'Name one kind of flower that bees like.',
      answer: 'sunflowers',
      accepted: ['sunflowers'],
    };
    expect(judgeByRules('flower', flowers, 'meaning', withRelations).correct).toBe(false);
    // Where the question does not name the kind, the kind is a more general answer the judge may take.
    const plants = { ...flowers, question: 'What do bees like?' };
    expect(judgeByRules('flower', plants, 'meaning', withRelations).correct).toBe(true);
    const hours: OpenAnswerKey = { question: 'How long is the trip?', answer: 'ten hours', accepted: ['ten hours'] };
    expect(judgeByRules('eleven hours', hours, 'meaning', withRelations).correct).toBe(false);
  });
});

describe('a word’s form in another part of speech in WordNet', () => {
  const forms = lexiconFromFrequencies(
    ['who', 'a', 'man', 'drives', 'bus', 'driver', 'drive', 'called', 'him', 'long', 'longer', 'longest', 'seven'].map(
      (word, i) => ({ word, count: 100 - i }),
    ),
  );
  const table: Record<string, string[]> = {
    driver: ['drive'],
    drive: ['driver', 'driving'],
    user: ['use'],
    use: ['user', 'usage'],
    long: ['longer', 'longing'],
    seven: ['sevens'],
  };
  const withForms = { lexicon: forms, synonyms: NO_SYNONYMS, derived: (w: string) => table[w] ?? [] };

  it('takes the verb for the noun made from it and back, in their simple forms', () => {
    expect(derivedForm('drives', 'driver', withForms)).toBe(true);
    expect(derivedForm('driver', 'drive', withForms)).toBe(true);
    expect(derivedForm('using', 'users', withForms)).toBe(true);
    expect(derivedForm('drives', 'driver', { lexicon: forms, synonyms: NO_SYNONYMS })).toBe(false);
    const who: OpenAnswerKey = {
      question: 'Who called Orkhan?',
      answer: 'a bus driver',
      accepted: ['a bus driver'],
      passage: 'A man called Orkhan: he was a bus driver and had found the dog.',
    };
    expect(judgeByRules('a man who drives a bus', who, 'meaning', withForms).correct).toBe(true);
    expect(
      judgeByRules('a man who drives a bus', who, 'meaning', { lexicon: forms, synonyms: NO_SYNONYMS }).correct,
    ).toBe(false);
  });

  it('never takes a comparative for its adjective, nor relates numbers and function words', () => {
    expect(derivedForm('longer', 'long', withForms)).toBe(false);
    expect(derivedForm('sevens', 'seven', withForms)).toBe(false);
    expect(derivedForm('who', 'driver', { ...withForms, derived: () => ['who'] })).toBe(false);
  });
});

describe('places in a row, words after the key, and "over" that says when', () => {
  const club: OpenAnswerKey = {
    question: 'When and where does the club meet?',
    answer: 'on Wednesdays after the sixth lesson in room 21',
    accepted: ['on wednesday in room 21'],
    passage: 'We meet every Wednesday after the sixth lesson in room 21.',
  };
  const ill: OpenAnswerKey = {
    question: "Why didn't his grandfather come?",
    answer: 'He was ill.',
    accepted: ['he was ill'],
  };

  it('takes a place in a row said by its number, but never another number', () => {
    expect(agreesOnNegationAndNumbers(['after', 'lesson', '6'], ['after', '6th', 'lesson'], new Set())).toBe(true);
    expect(agreesOnNegationAndNumbers(['after', '6th', 'lesson'], ['after', 'lesson', '6'], new Set())).toBe(true);
    expect(agreesOnNegationAndNumbers(['after', 'lesson', '5'], ['after', '6th', 'lesson'], new Set())).toBe(false);
    expect(judgeByRules('wednesday after lesson six, room twenty-one', club, 'meaning', knowledge).correct).toBe(true);
    expect(judgeByRules('wednesday after lesson five, room twenty-one', club, 'meaning', knowledge).correct).toBe(
      false,
    );
  });

  it('reads "over" without a number as saying when, and "enough" after the key as saying how much', () => {
    expect(
      judgeByRules('in room 21 on Wednesdays when the 6th lesson is over', club, 'meaning', knowledge).correct,
    ).toBe(true);
    expect(judgeByRules('he was not well enough to come', ill, 'meaning', knowledge).correct).toBe(true);
  });
});

describe('irregular plurals in a key point', () => {
  const plurals = {
    lexicon,
    synonyms: { of: (w: string) => ({ kid: ['child'], child: ['kid'] })[w] ?? [] },
    irregularBase: (w: string) => ({ children: 'child' })[w],
  };

  it('covers a key word by its possessive and by a synonym of its irregular base', () => {
    const idea = ['children', 'lost', 'their', 'textbooks'];
    expect(ideaCoverage(['childrens', 'textbooks', 'lost'], idea, new Set(), plurals)).toBe(1);
    expect(ideaCoverage(['kids', 'lost', 'textbooks'], idea, new Set(), plurals)).toBe(1);
    expect(
      ideaCoverage(['kids', 'lost', 'textbooks'], idea, new Set(), { ...plurals, irregularBase: () => undefined }),
    ).toBeLessThan(1);
  });
});

describe('two words that share two synonyms', () => {
  const table: Record<string, string[]> = {
    rush: ['haste', 'hasten', 'race'],
    hurry: ['haste', 'hasten', 'zip'],
    stay: ['halt', 'remain'],
    finish: ['halt', 'end'],
  };
  const withSynonyms = { lexicon, synonyms: { of: (w: string) => table[w] ?? [] } };

  it('mean the same ("rush" and "hurry"); one shared synonym may come from two senses ("stay" and "finish")', () => {
    expect(synonymous('rush', 'hurry', withSynonyms)).toBe(true);
    expect(synonymous('stay', 'finish', withSynonyms)).toBe(false);
  });
});

describe('a WordNet synonym from the first eight senses of each word', () => {
  // "get" and "go" among the hundred most frequent words, which share a sense with most verbs; the others after them.
  const fillers = Array.from({ length: 100 }, (_, i) => `filler${String(i)}`);
  const words = lexiconFromFrequencies(
    ['get', 'go', ...fillers, 'who', 'will', 'the', 'shop', 'call', 'on', 'thursday', 'they', 'ring', 'his', 'mum']
      .concat(['band', 'hot', 'cold', 'mother', 'parent'])
      .map((word, i) => ({ word, count: 1000 - i })),
  );
  const wider: Record<string, string[]> = {
    ring: ['call', 'band', 'phone'],
    call: ['ring', 'phone', 'name'],
    hot: ['cold'],
    cold: ['hot'],
    mother: ['parent'],
    parent: ['mother'],
    get: ['go'],
    go: ['get'],
  };
  const withWider = { lexicon: words, synonyms: NO_SYNONYMS, widerSynonyms: (w: string) => wider[w] ?? [] };
  const mum: OpenAnswerKey = {
    question: 'Who will the shop call on Thursday?',
    answer: 'his mum',
    accepted: ['his mum'],
  };

  it('takes two words that share a later sense both ways ("ring" and "call"), not one way only ("band")', () => {
    expect(widerSynonyms('ring', 'call', withWider)).toBe(true);
    expect(widerSynonyms('ringing', 'calls', withWider)).toBe(true);
    expect(widerSynonyms('ring', 'band', withWider)).toBe(false);
    expect(widerSynonyms('ring', 'call', knowledge)).toBe(false);
  });

  it('never for opposites, people and kin, or the most frequent words', () => {
    expect(widerSynonyms('hot', 'cold', withWider)).toBe(false);
    expect(widerSynonyms('mother', 'parent', withWider)).toBe(false);
    expect(widerSynonyms('get', 'go', withWider)).toBe(false);
  });

  it('lets the question’s word said by one stand beside the key ("they will ring his mum")', () => {
    expect(judgeByRules('they will ring his mum on Thursday', mum, 'meaning', withWider).correct).toBe(true);
    expect(judgeByRules('they will ring his mum on Thursday', mum, 'meaning', knowledge).correct).toBe(false);
  });
});

describe('a word said by what defines it in WordNet', () => {
  const words = lexiconFromFrequencies(
    ['who', 'can', 'take', 'off', 'the', 'skin', 'of', 'a', 'pomegranate', 'fastest', 'peel', 'eat', 'bread', 'and']
      .concat(['milk', 'cheese', 'october', 'november', 'month', 'months', 'weeks', 'week', 'days', 'day', 'open'])
      .map((word, i) => ({ word, count: 100 - i })),
  );
  const table: Record<string, string[]> = {
    peel: ['strip', 'skin', 'off'],
    cheese: ['solid', 'food', 'curd', 'milk'],
    october: ['month', 'following', 'september', 'november'],
    week: ['period', 'seven', 'consecutive', 'days'],
  };
  const withGlosses = { lexicon: words, synonyms: NO_SYNONYMS, defining: (w: string) => table[w] ?? [] };
  const contest: OpenAnswerKey = {
    question: 'What did the children compete to do?',
    answer: 'peel a pomegranate fastest',
    accepted: ['peel a pomegranate fastest'],
  };

  it('covers one word of a longer idea by a word of its definition, either way', () => {
    expect(definedBy('skin', 'peel', withGlosses)).toBe(true);
    expect(definedBy('milk', 'cheese', withGlosses)).toBe(true);
    expect(judgeByRules('who can take off the skin of a pomegranate fastest', contest, 'meaning', withGlosses)).toEqual(
      { correct: true, reason: 'key-points' },
    );
    expect(
      judgeByRules('who can take off the skin of a pomegranate fastest', contest, 'meaning', {
        ...withGlosses,
        defining: undefined,
      }).correct,
    ).toBe(false);
  });

  it('never in a short idea, where that word is most of the answer ("bread and cheese" for "bread and milk")', () => {
    const shopping: OpenAnswerKey = {
      question: 'What did she buy?',
      answer: 'bread and milk',
      accepted: ['bread and milk'],
    };
    expect(judgeByRules('bread and cheese', shopping, 'meaning', withGlosses).correct).toBe(false);
  });

  it('never for days, months, units and numbers, which definitions name by their neighbours', () => {
    expect(definedBy('november', 'october', withGlosses)).toBe(false);
    expect(definedBy('days', 'week', withGlosses)).toBe(false);
    expect(definedBy('seven', 'week', withGlosses)).toBe(false);
  });

  it('needs a word of the answer that stands for no other word of the key', () => {
    // "skin" is the key's own word here, so it cannot also stand for "peel".
    const skin: OpenAnswerKey = { ...contest, answer: 'peel the skin of a pomegranate fastest', accepted: [] };
    expect(judgeByRules('eat the skin of a pomegranate fastest', skin, 'meaning', withGlosses).correct).toBe(false);
  });
});

describe('two nouns defined by each other in WordNet', () => {
  const words = lexiconFromFrequencies(
    ['tiny', 'plastic', 'threads', 'go', 'into', 'the', 'water', 'fibres', 'they', 'release', 'cheese', 'milk']
      .concat(['father', 'parent', 'black', 'white', 'ice'])
      .map((word, i) => ({ word, count: 100 - i })),
  );
  const firstDefinitions: Record<string, string> = {
    thread: 'a fine cord of twisted fibers (of cotton or silk or wool or nylon etc.) used in sewing and weaving',
    fiber: 'a slender and greatly elongated substance capable of being spun into yarn',
    cheese: 'a solid food prepared from the pressed curd of milk',
    milk: 'a white nutritious liquid secreted by mammals and used as food by human beings',
    father: 'a male parent (also used as a term of address to your father)',
    parent: 'a father or mother; one who begets or one who gives birth to or nurtures and raises a child',
    black: 'the quality or state of the achromatic color of least lightness (bearing the least resemblance to white)',
    white:
      'the quality or state of the achromatic color of greatest lightness (bearing the least resemblance to black)',
    ice: 'a sheet of frozen water',
    water:
      'binary compound that occurs at room temperature as a clear colorless odorless tasteless liquid; freezes into ice below 0 degrees centigrade',
  };
  const kin: Record<string, string[]> = {
    thread: ['cord'],
    fiber: ['material'],
    cheese: ['dairy'],
    milk: ['dairy'],
    father: ['begetter'],
    parent: ['genitor'],
    black: ['color'],
    white: ['color'],
    ice: ['crystal'],
    water: ['liquid'],
  };
  const american: Record<string, string> = { fibres: 'fiber', fibre: 'fiber', fibers: 'fiber', threads: 'thread' };
  const SPELLINGS: Record<string, string[]> = {
    thread: ['yarn'],
    yarn: ['thread'],
    fibre: ['fiber'],
    fiber: ['fibre'],
  };
  const knowledge = {
    lexicon: words,
    synonyms: { of: (w: string) => SPELLINGS[w] ?? [] },
    definitions: (w: string) => (firstDefinitions[american[w] ?? w] ? [firstDefinitions[american[w] ?? w] ?? ''] : []),
    related: (w: string) => kin[american[w] ?? w] ?? [],
  };
  const washing: OpenAnswerKey = {
    question: 'What happens every time clothes made of polyester are washed?',
    answer: 'they release tiny fibres into the water',
    accepted: ['tiny fibres go into the water'],
  };

  it('says one for the other where each definition names the other after its head ("threads" for "fibres")', () => {
    expect(definedByEachOther('threads', 'fibres', knowledge)).toBe(true);
    expect(judgeByRules('tiny plastic threads go into the water', washing, 'meaning', knowledge)).toEqual({
      correct: true,
      reason: 'key-points',
    });
    expect(
      judgeByRules('tiny plastic threads go into the water', washing, 'meaning', {
        ...knowledge,
        definitions: undefined,
      }).correct,
    ).toBe(false);
  });

  it('never where only one names the other, one is a kind of the other, or both are kinds of one thing', () => {
    expect(definedByEachOther('cheese', 'milk', knowledge)).toBe(false);
    expect(definedByEachOther('father', 'parent', knowledge)).toBe(false);
    expect(definedByEachOther('black', 'white', knowledge)).toBe(false);
  });

  it('never for a word the passage names beside the key\'s ("water" for "ice")', () => {
    expect(definedByEachOther('water', 'ice', knowledge)).toBe(true);
    const seals: OpenAnswerKey = {
      question: 'What problem do warmer winters cause for the seals?',
      answer: 'there is less ice on the sea',
      accepted: ['less ice on the sea'],
      passage: 'The seals have their babies on the ice. Warmer winters mean less ice on the water of the sea.',
    };
    expect(judgeByRules('there is less water on the sea', seals, 'meaning', knowledge).correct).toBe(false);
    const { passage: _passage, ...unread } = seals;
    expect(judgeByRules('there is less water on the sea', unread, 'meaning', knowledge).correct).toBe(true);
  });
});

describe('a key that says there is no place to do something', () => {
  const seals: OpenAnswerKey = {
    question: 'What problem do warmer winters cause for the seals?',
    answer: 'there is less ice',
    accepted: ['less ice', 'no safe place to have their babies'],
    keyPoints: ['less ice, so fewer safe places for the seals to have their babies'],
  };

  it('denies what it names after "to", so an answer that denies it says the same', () => {
    expect(judgeByRules('less ice and the seals can not have babies', seals, 'meaning').correct).toBe(true);
    expect(judgeByRules('less ice so the seals can not have their babies there', seals, 'meaning').correct).toBe(true);
  });

  it('denies nothing else', () => {
    expect(judgeByRules('less ice and the seals can not swim', seals, 'meaning').correct).toBe(false);
    expect(judgeByRules('there is no ice', seals, 'meaning').correct).toBe(false);
  });
});

describe('comparatives that say the same of an amount', () => {
  const withWords = knowing('there is less more ice the gets smaller bigger fish every year'.split(' '));
  const seals: OpenAnswerKey = {
    question: 'What problem do warmer winters cause for the seals?',
    answer: 'There is less ice.',
    accepted: ['there is less ice', 'less ice'],
    passage: 'Winters are becoming warmer, so there is less ice each year.',
  };

  it('takes "smaller" for "less" and "bigger" for "more", never for each other', () => {
    expect(judgeByRules('the ice is smaller every year', seals, 'meaning', withWords).correct).toBe(true);
    expect(judgeByRules('the ice is bigger every year', seals, 'meaning', withWords).correct).toBe(false);
    expect(judgeByRules('there is more ice', seals, 'meaning', withWords).correct).toBe(false);
    expect(judgeByRules('the fish gets smaller', seals, 'meaning', withWords).correct).toBe(false);
  });
});

describe('a word that says when at the end of an answer', () => {
  const withWords = knowing('she was at swimming training before after the lessons keep library open'.split(' '));
  const tired: OpenAnswerKey = {
    question: 'Why was Leyla so tired?',
    answer: 'She had been at swimming training.',
    accepted: ['swimming training', 'after swimming training'],
  };
  const library: OpenAnswerKey = {
    question: 'What could schools do?',
    answer: 'keep the library open after lessons',
    accepted: ['keep the library open after lessons'],
  };

  it('stands alone ("before": earlier), no opposite of the key’s "after"; before a noun it still is', () => {
    expect(judgeByRules('she was at swimming training before', tired, 'meaning', withWords).correct).toBe(true);
    expect(judgeByRules('keep the library open before lessons', library, 'meaning', withWords).correct).toBe(false);
  });
});

describe('a number of more things for a key that counts others', () => {
  const withWords = knowing('because three two other more classes are making shekerbura hours than us'.split(' '));
  const classes: OpenAnswerKey = {
    question: 'Why does Aysu not want to sell shekerbura this year?',
    answer: 'because three other classes are making shekerbura this year',
    accepted: ['because three other classes are making shekerbura', 'three other classes are selling it'],
  };
  const judged = (answer: string) => judgeByRules(answer, classes, 'meaning', withWords).correct;

  it('reads "three more classes" as "three other classes", never another number, a unit or a comparison', () => {
    expect(judged('because three more classes are making shekerbura')).toBe(true);
    for (const wrong of ['because two more classes are making shekerbura', 'three more hours', 'three more than us'])
      expect(judged(wrong), wrong).toBe(false);
  });
});

describe('a share of another thing the question names', () => {
  const withWords = knowing('one a third of every three the bees food we eat'.split(' '));
  const food: OpenAnswerKey = {
    question: 'What part of the food we eat depends on insects like bees?',
    answer: 'about one third',
    accepted: ['about one third', 'a third', '1/3'],
  };
  const judged = (answer: string) => judgeByRules(answer, food, 'meaning', withWords).correct;

  it('refuses a share of the bees where the question asks what part of the food', () => {
    for (const right of ['a third of the food', 'one of every three things we eat'])
      expect(judged(right), right).toBe(true);
    for (const wrong of ['a third of the bees', 'one of every three bees']) expect(judged(wrong), wrong).toBe(false);
  });
});

describe('an accepted answer to "why" that starts with "because"', () => {
  const heavy: OpenAnswerKey = {
    question: 'Why did Elnur have to stop twice on the way home?',
    answer: 'because the watermelon was so heavy',
    accepted: ['because it was heavy', 'it was too heavy'],
  };

  it('is said as well without it', () => {
    expect(judgeByRules('it was heavy', heavy, 'meaning').correct).toBe(true);
    expect(judgeByRules('it was not heavy', heavy, 'meaning').correct).toBe(false);
  });
});

describe('a part of the day after the key’s day', () => {
  const withWords = knowing(
    'she can meet them on tuesday wednesday afternoon morning evening after lessons'.split(' '),
  );
  const meeting: OpenAnswerKey = {
    question: 'On which day is the counsellor free to meet the parents?',
    answer: 'Tuesday',
    accepted: ['tuesday', 'on tuesday'],
  };
  const morning: OpenAnswerKey = { ...meeting, answer: 'Tuesday morning', accepted: ['tuesday morning'] };
  const judged = (answer: string, key = meeting) => judgeByRules(answer, key, 'meaning', withWords).correct;

  it('says when on that day, never another day nor the other half of a day the key names', () => {
    expect(judged('she can meet them Tuesday afternoon')).toBe(true);
    expect(judged('Wednesday afternoon')).toBe(false);
    expect(judged('Tuesday evening', morning)).toBe(false);
  });
});

describe('the way into the place a key says the thing is beside', () => {
  const withWords = knowing('by in outside the library door office'.split(' '));
  const list: OpenAnswerKey = {
    question: 'Where is the list on which students write their names?',
    answer: 'outside the library',
    accepted: ['outside the library', 'by the library', 'in the library'],
  };
  const judged = (answer: string) => judgeByRules(answer, list, 'meaning', withWords).correct;

  it('is beside it too ("by the library door"), where another room is not', () => {
    expect(judged('by the library door')).toBe(true);
    for (const wrong of ['by the library office', 'in the library door']) expect(judged(wrong), wrong).toBe(false);
  });
});

describe('a word before the key’s day', () => {
  const withWords = knowing('the shop will call him mother on thursday day after last'.split(' '));
  const call: OpenAnswerKey = {
    question: 'On which day will the shop call?',
    answer: 'Thursday',
    accepted: ['thursday', 'on thursday'],
    passage: 'Please call my mother. We will call on Thursday.',
  };
  const judged = (answer: string) => judgeByRules(answer, call, 'meaning', withWords).correct;

  it('names no other day ("shop call him mother thursday"), unless it says which week or a day from it', () => {
    expect(judged('shop call him mother thursday')).toBe(true);
    for (const wrong of ['the day after thursday', 'last thursday']) expect(judged(wrong), wrong).toBe(false);
  });
});

describe('a bound on the key’s number', () => {
  const withWords = knowing('at least no more than only thirty times or'.split(' '));
  const rule: OpenAnswerKey = {
    question: 'How many times should you be sure you will wear something before you buy it?',
    answer: 'at least thirty times',
    accepted: ['at least thirty times', 'thirty times', '30 times', '30'],
  };
  const judged = (answer: string) => judgeByRules(answer, rule, 'meaning', withWords).correct;

  it('from the other side says another figure ("no more than thirty" for "at least thirty"); the number alone stays', () => {
    for (const right of ['thirty times', 'at least 30', '30 times or more']) expect(judged(right), right).toBe(true);
    for (const wrong of ['no more than thirty times', 'only 30 times', 'at most 30'])
      expect(judged(wrong), wrong).toBe(false);
  });
});

describe('what the key says would happen otherwise', () => {
  const withWords = knowing('so that the dolma will be is not tough soft'.split(' '));
  const leaves: OpenAnswerKey = {
    question: 'Why must the vine leaves be young and soft?',
    answer: 'Otherwise the dolma will be tough.',
    accepted: ['otherwise the dolma will be tough', 'so that the dolma is not tough', 'so the dolma is soft'],
  };
  const judged = (answer: string) => judgeByRules(answer, leaves, 'meaning', withWords).correct;

  it('is no purpose ("so the dolma will be tough"); with a negation it is', () => {
    expect(judged('so the dolma will be tough')).toBe(false);
    for (const right of ['so the dolma will not be tough', 'the dolma will be tough otherwise'])
      expect(judged(right), right).toBe(true);
  });
});

describe('an accepted answer that adds a detail to a shorter one', () => {
  const withWords = knowing('draw it big bigger and mark every angle you know already picture'.split(' '));
  const picture: OpenAnswerKey = {
    question: 'How should you draw the picture?',
    answer: 'bigger than you think you need',
    accepted: ['bigger', 'big', 'draw it big and mark every angle you know'],
  };
  const judged = (answer: string) => judgeByRules(answer, picture, 'meaning', withWords).correct;

  it('needs a word of the shorter one: the detail alone is the other half ("mark every angle you already know")', () => {
    expect(judged('mark every angle you already know')).toBe(false);
    expect(judged('draw it bigger and mark every angle you already know')).toBe(true);
  });
});
