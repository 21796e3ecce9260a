/**
 * The open-answer judge's rules for answers that say the key and something of the student's own beside it, kept
 * apart from judge-open-answer.test.ts so that each round's rules read on their own.
 */
import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import { NO_SYNONYMS } from '../text/synonyms.ts';
import { judgeByRules, type OpenAnswerKey } from './judge-open-answer.ts';

const knowing = (list: readonly string[]) => ({
  lexicon: lexiconFromFrequencies(list.map((word, i) => ({ word, count: 1000 - i }))),
  synonyms: NO_SYNONYMS,
});
const words = knowing(
  (
    'the during first two lessons and nearly a third of them fall asleep sometimes percent in class many cannot concentrate ' +
    'afternoon about hours but teenagers need four or maybe five lockers they carry around museum on left right ' +
    'tuesday wednesday no not cold hot inside smooth exam is long'
  ).split(' '),
);
const judged = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', words).correct;

describe('a right clause beside a detail of the student’s own', () => {
  const tired: OpenAnswerKey = {
    question: 'When do more than half of the students feel tired?',
    answer: 'during the first two lessons',
    accepted: ['during the first two lessons', 'in the first two lessons'],
    passage: 'More than half of the students feel tired during the first two lessons.',
  };
  const exam: OpenAnswerKey = { question: 'How long is the exam?', answer: 'four hours', accepted: ['4 hours'] };
  const bags: OpenAnswerKey = {
    question: 'Where should visitors leave their bags?',
    answer: 'in the lockers on the left',
    accepted: ['in the lockers', 'the lockers'],
  };
  const mud: OpenAnswerKey = {
    question: 'How does the mud feel?',
    answer: 'cold and smooth exam is long',
    accepted: ['cold'],
  };
  const day: OpenAnswerKey = { question: 'On which day is the meeting?', answer: 'Tuesday', accepted: ['on Tuesday'] };

  it('accepts the key with a clause of the student’s own, its numbers and negations included', () => {
    expect(
      judged('during the first two lessons, and nearly a third of them sometimes fall asleep in class', tired),
    ).toBe(true);
    expect(judged('in the first two lessons, and many cannot concentrate in the afternoon', tired)).toBe(true);
    expect(judged('in the lockers, they cannot carry them around the museum', bags)).toBe(true);
  });

  it('refuses a clause that offers another answer, denies the key or says its opposite', () => {
    expect(judged('four hours, or maybe five', exam)).toBe(false);
    expect(judged('Tuesday, no, Wednesday', day)).toBe(false);
    expect(judged('in the lockers, not on the left', bags)).toBe(false);
    expect(judged('cold, but hot inside', mud)).toBe(false);
    expect(judged('four hours, five hours', exam)).toBe(false);
    expect(judged('four hours, but the exam is not long', exam)).toBe(false);
  });

  it('refuses a lone word beside the key, which describes it rather than saying something of its own', () => {
    expect(judged('Tuesday, Wednesday', day)).toBe(false);
  });
});

describe('a negated opposite of a key word', () => {
  const near = knowing(
    'not near far from the metro station it is hot cool cold and smooth in first last lesson before after'.split(' '),
  );
  const clinic: OpenAnswerKey = {
    question: 'Where is the animal clinic?',
    answer: 'near the metro station',
    accepted: ['near the metro station', 'near the metro'],
  };
  const mud: OpenAnswerKey = {
    question: 'How does the mud feel?',
    answer: 'cool and smooth',
    accepted: ['cool and smooth', 'cold and smooth'],
  };
  const club: OpenAnswerKey = { question: 'When does the club meet?', answer: 'after the first lesson', accepted: [] };
  const judged = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', near).correct;

  it('says the key word ("not far from" is "near"), and is no opposite of it ("not hot, it is cool")', () => {
    expect(judged('not far from the metro station', clinic)).toBe(true);
    expect(judged('not hot, it is cool and smooth', mud)).toBe(true);
  });

  it('never for the key word itself negated, its opposite said, or the opposites of a row, a time or a direction', () => {
    expect(judged('not near the metro station', clinic)).toBe(false);
    expect(judged('far from the metro station', clinic)).toBe(false);
    expect(judged('after the lesson, not the last lesson', club)).toBe(false);
    expect(judged('not before the first lesson', club)).toBe(false);
  });
});

describe('the key’s number for another period, read with the shared number words', () => {
  const training: OpenAnswerKey = {
    question: 'How many hours a day do the best players train?',
    answer: '6 or 7 hours',
    accepted: ['6-7 hours'],
  };
  const tops: OpenAnswerKey = { question: 'How many tops does she buy a year?', answer: '43', accepted: [] };
  const judged = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning').correct;

  it('compares a number in words with the key’s digits, and a hyphenated one whole', () => {
    expect(judged('six or seven hours a week', training)).toBe(false);
    expect(judged('six or seven hours a day', training)).toBe(true);
    expect(judged('forty-three a month', tops)).toBe(false);
    expect(judged('forty-three a year', tops)).toBe(true);
  });
});

describe('a real word written for the key’s number word', () => {
  const slips = knowing('to tow tree for fore books weeks hours about tan none the in first lessons third'.split(' '));
  const books: OpenAnswerKey = {
    question: 'How many books can a student borrow?',
    answer: 'two books',
    accepted: ['2'],
  };
  const weeks: OpenAnswerKey = { question: 'For how long?', answer: 'two weeks', accepted: [] };
  const ten: OpenAnswerKey = { question: 'How many does he make a year?', answer: 'about ten', accepted: [] };
  const four: OpenAnswerKey = { question: 'How long does the journey take?', answer: 'four hours', accepted: [] };
  const judged = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', slips).correct;

  it('reads it as the number where the key has it: before the key’s next word, or last', () => {
    expect(judged('tow books', books)).toBe(true);
    expect(judged('to weeks', weeks)).toBe(true);
    expect(judged('about tan', ten)).toBe(true);
    expect(judged('for hours', four)).toBe(true);
  });

  it('after a silent e too ("fore hours"), never for another number', () => {
    expect(judged('fore hours', four)).toBe(true);
    expect(judged('fore hours', { ...four, answer: 'five hours' })).toBe(false);
  });

  it('never beside a number of the answer’s own, before another word, or as a word alone', () => {
    expect(judged('tree books', books)).toBe(false);
    expect(judged('to 3 weeks', weeks)).toBe(false);
    expect(judged('for weeks', four)).toBe(false);
    expect(judged('none', { ...ten, answer: 'nine' })).toBe(false);
  });

  it('beside a number the key says too ("the first"), which is not the answer’s own', () => {
    const lessons: OpenAnswerKey = {
      question: 'When?',
      answer: 'during the first two lessons',
      accepted: ['in the first two lessons'],
    };
    expect(judged('in the first to lessons', lessons)).toBe(true);
    expect(judged('in the first tow lessons', lessons)).toBe(true);
    expect(judged('in the third to lessons', lessons)).toBe(false);
  });
});

describe('a hedge', () => {
  const hedged = knowing('i think guess maybe something about water tuesday wednesday the after school'.split(' '));
  const theme: OpenAnswerKey = { question: 'What is the theme of the fair?', answer: 'water', accepted: [] };
  const day: OpenAnswerKey = { question: 'On which day?', answer: 'Tuesday', accepted: ['Tuesday after school'] };
  const judged = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', hedged).correct;

  it('is read as no part of the answer ("I think Tuesday", "something about water, I guess")', () => {
    expect(judged('something about water I think', theme)).toBe(true);
    expect(judged('I think Tuesday, after school', day)).toBe(true);
    expect(judged('maybe Tuesday', day)).toBe(true);
    // Right by the key's ideas, not its very words: where a model is set, it still judges the answer.
    expect(judgeByRules('maybe Tuesday', day, 'meaning', hedged).reason).toBe('key-points');
  });

  it('leaves what the answer says to be judged as it is', () => {
    expect(judged('I think Wednesday', day)).toBe(false);
    expect(judged('maybe Tuesday or Wednesday', day)).toBe(false);
  });
});

describe('a clause of purpose beside a right reason', () => {
  const jacket: OpenAnswerKey = {
    question: 'Why should the students bring a warm jacket?',
    answer: 'it is much colder at the top of the mountain than in baku',
    accepted: ['it is colder at the top of the mountain', 'because it is colder than in baku', 'it is colder up there'],
    keyPoints: ['it is colder at the top of the mountain / it is colder than in Baku'],
  };
  const purpose = knowing(
    'so they do not get cold at the top it is colder up there than in baku mountain warm but the bus is need a jacket of'.split(
      ' ',
    ),
  );
  const judged = (given: string) => judgeByRules(given, jacket, 'meaning', purpose).correct;

  it('keeps its negation as part of what the thing is for ("so they don\'t get cold")', () => {
    expect(judged("so they don't get cold at the top of Tufandag, it is colder than Baku there")).toBe(true);
    expect(judged("so they don't get cold at the top, it is colder than in Baku there")).toBe(true);
  });

  it('never where the purpose denies what the question asks about', () => {
    expect(judged('it is colder than in Baku there, so they do not need a warm jacket')).toBe(false);
  });
});
