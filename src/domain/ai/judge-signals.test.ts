import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import type { Synonyms } from '../text/synonyms.ts';
import type { WordKnowledge } from '../text/word-knowledge.ts';
import { judgeByRules, type OpenAnswerKey } from './judge-open-answer.ts';
import { judgeSignals, ownClausesUndenied, readForNegation, SIGNAL_NAMES, signalVector } from './judge-signals.ts';

const synonyms: Synonyms = {
  of: (word) => ({ film: ['movie'], movie: ['film'] })[word] ?? [],
};
const words: WordKnowledge = {
  lexicon: lexiconFromFrequencies(
    (
      'the a they watched film movie old young leaves tree fell nothing paid for their own lunch free month that ' +
      'comes after march in room went to cinema saw he did tell them for two days how long wait lose losing any ' +
      'single seed seeds peel fruit fast fastest quickest without one cartoon about hours homework help is right helps'
    )
      .split(' ')
      .map((word, i) => ({ word, count: 1000 - i })),
  ),
  synonyms,
};
const signals = (given: string, key: OpenAnswerKey) =>
  judgeSignals(given, key, judgeByRules(given, key, 'meaning', words), words);

const film: OpenAnswerKey = {
  question: 'What did they do on Friday?',
  answer: 'they watched a film',
  accepted: ['watched a film'],
  passage: 'On Friday they went to the cinema and watched a film.',
};

describe('the judge’s signals', () => {
  it('the key in its own words: covered by the same words, the rules accept it', () => {
    const s = signals('they watched a film', film);
    expect(s.ruleCorrect).toBe(1);
    expect(s.coverStem).toBe(1);
    expect(s.coverFull).toBe(1);
    expect(s.hardRefusal).toBe(0);
    expect(s.unsupportedWords).toBe(0);
  });

  it('a synonym covers a key word only from the synonym level on', () => {
    const s = signals('they saw a movie', film);
    expect(s.coverStem).toBeLessThan(s.coverSynonym);
    expect(s.coverSynonym).toBeLessThanOrEqual(s.coverFull);
  });

  it('an opposite of a key word is a hard refusal', () => {
    const leaves: OpenAnswerKey = { question: 'What fell from the tree?', answer: 'young leaves', accepted: [] };
    const s = signals('old leaves', leaves);
    expect(s.hardRefusal).toBe(1);
    expect(s.refusedOpposite).toBe(1);
  });

  it('"nothing" against a model answer without a negation, and a relation the key does not make, are flagged', () => {
    const lunch: OpenAnswerKey = { question: 'What did the volunteers get?', answer: 'a free lunch', accepted: [] };
    expect(signals('nothing, they paid for their own lunch', lunch).modelNegationDisagrees).toBe(1);
    expect(signals('a free lunch', lunch).modelNegationDisagrees).toBe(0);
    const march: OpenAnswerKey = { question: 'In which month?', answer: 'March', accepted: [] };
    expect(signals('the month that comes after March', march).relationDiffers).toBe(1);
    expect(signals('in March', march).relationDiffers).toBe(0);
  });

  it('"without" is read as "not" on both sides of the negation the gate compares', () => {
    expect(readForNegation(['not', 'lose', 'seeds'], ['without', 'losing', 'seed'], false)).toEqual([
      ['not', 'lose', 'seeds'],
      ['not', 'losing', 'seed'],
    ]);
    const seeds: OpenAnswerKey = {
      question: 'What did the children compete to do?',
      answer: 'peel the fruit fastest without losing a single seed',
      accepted: [],
    };
    const s = signals('peel the fruit quickest and not lose one seed', seeds);
    expect(s.modelNegationDisagrees).toBe(0);
    expect(s.coverAgreeing).toBeGreaterThan(0);
    expect(signals('peel the fruit quickest and lose seeds', seeds).modelNegationDisagrees).toBe(1);
  });

  it('a negation the question makes may be repeated by the answer, never dropped from the key', () => {
    const told = (w: string) => w === 'tell';
    expect(readForNegation(['he', 'not', 'tell', 'two', 'days'], ['two', 'days'], true, told)[0]).toEqual([
      'he',
      'tell',
      'two',
      'days',
    ]);
    // A negation of anything but the question's own words stays the answer's.
    expect(readForNegation(['he', 'was', 'not', 'ill'], ['he', 'was', 'ill'], true, told)[0]).toEqual([
      'he',
      'was',
      'not',
      'ill',
    ]);
    expect(readForNegation(['he', 'not', 'tell'], ['two', 'days'], false)[0]).toEqual(['he', 'not', 'tell']);
    // The key itself denies: the answer's negation stays, so an answer without one still disagrees.
    expect(readForNegation(['did', 'tell'], ['did', 'not', 'tell'], true)).toEqual([
      ['did', 'tell'],
      ['did', 'not', 'tell'],
    ]);
    const wait: OpenAnswerKey = { question: 'How long did he not tell them?', answer: 'two days', accepted: [] };
    const s = signals("he didn't tell them for two days", wait);
    expect(s.modelNegationDisagrees).toBe(0);
    expect(s.negationDisagrees).toBe(0);
    expect(s.coverAgreeing).toBe(1);
    const asked: OpenAnswerKey = { question: 'How long did he wait?', answer: 'two days', accepted: [] };
    expect(signals("he didn't tell them for two days", asked).modelNegationDisagrees).toBe(1);
    const ill: OpenAnswerKey = {
      question: "Why didn't Tural go to school?",
      answer: 'because he was ill',
      accepted: [],
    };
    expect(signals('because he was not ill', ill).modelNegationDisagrees).toBe(1);
    expect(signals("he wasn't ill", ill).modelNegationDisagrees).toBe(1);
    expect(signals("he didn't go because he was ill", ill).modelNegationDisagrees).toBe(0);
  });

  it('a key word the answer leaves out: with a word of its own in its place, or none (a part of the key)', () => {
    expect(signals('they watched a cartoon', film).ownForMissed).toBe(1);
    expect(signals('they watched', film).ownForMissed).toBe(0);
    expect(signals('they watched a film', film).ownForMissed).toBe(0);
  });

  it('a negation in a clause of the student’s own, beside the clause that says the key, is not the answer’s', () => {
    const clauses = [
      ['about', '2', 'hours'],
      ['after', 'that', 'homework', 'does', 'not', 'help'],
    ];
    const covers = (c: readonly string[]) => (c.includes('hours') ? 1 : 0);
    expect(ownClausesUndenied(clauses, covers)).toEqual([
      'about',
      '2',
      'hours',
      'after',
      'that',
      'homework',
      'does',
      'help',
    ]);
    expect(ownClausesUndenied([['about', '2', 'hours']], covers)).toBeUndefined();
    const homework: OpenAnswerKey = { question: 'After how long?', answer: 'about two hours', accepted: [] };
    expect(signals('about two hours, after that homework does not help', homework).modelNegationDisagrees).toBe(0);
    // The clause that says the key is negated: that negation stays.
    expect(signals('about two hours is not right, homework helps', homework).modelNegationDisagrees).toBe(1);
    // So does a negated clause that touches the key's words, whichever clause covers it best.
    const bread: OpenAnswerKey = { question: 'What does the shop sell?', answer: 'fresh bread', accepted: [] };
    expect(signals('bread, but it is not fresh', bread).modelNegationDisagrees).toBe(1);
    const swim: OpenAnswerKey = { question: 'What can he do?', answer: 'he can swim in the sea', accepted: [] };
    expect(signals('in the sea, but he cannot swim', swim).modelNegationDisagrees).toBe(1);
    // A clause that opens by denying gives another answer: the answer is read whole.
    const lunch: OpenAnswerKey = { question: 'What did the volunteers get?', answer: 'a free lunch', accepted: [] };
    expect(signals('nothing, they paid for their own lunch', lunch).modelNegationDisagrees).toBe(1);
  });

  it('the share of English words is read from the answer as written', () => {
    const room: OpenAnswerKey = { question: 'Where?', answer: 'room 14', accepted: [] };
    expect(signals('14-cü otaqda', room).englishShare).toBeLessThan(2 / 3);
    expect(signals('in room 14', room).englishShare).toBe(1);
  });

  it('the vector follows SIGNAL_NAMES', () => {
    const s = signals('they saw a movie', film);
    expect(signalVector(s)).toEqual(SIGNAL_NAMES.map((name) => s[name]));
  });
});
