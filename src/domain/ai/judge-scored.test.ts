import { describe, expect, it } from 'vitest';
import { lexiconFromFrequencies } from '../text/english-lexicon.ts';
import { NO_SYNONYMS } from '../text/synonyms.ts';
import { NO_WORD_KNOWLEDGE, type WordKnowledge } from '../text/word-knowledge.ts';
import { judgeByRules, type OpenAnswerKey } from './judge-open-answer.ts';
import { judgeOpenAnswer, SCORER, scorerMayDecide } from './judge-scored.ts';
import { SIGNAL_NAMES } from './judge-signals.ts';

const words: WordKnowledge = {
  lexicon: lexiconFromFrequencies(
    'the a she put her bag in locker small door blue by bring brought lunch own nothing paid for their free hot five km miles along river or red box'
      .split(' ')
      .map((word, i) => ({ word, count: 1000 - i })),
  ),
  synonyms: NO_SYNONYMS,
};
const bag: OpenAnswerKey = {
  question: 'Where did she leave her bag?',
  answer: 'in the small blue locker by the door',
  accepted: [],
};
/** A scorer that calls every answer it may decide right, and one that calls none right. */
const yes = { ...SCORER, weights: SCORER.weights.map(() => 0), threshold: 0 };
const no = { ...yes, threshold: 1.01 };

describe('the judge: rules, then the scorer', () => {
  it('an answer the rules refuse, covering half of a key idea, is the scorer’s to decide', () => {
    expect(judgeOpenAnswer('the small blue locker', bag, 'meaning', words, yes)).toEqual({
      correct: true,
      reason: 'scored',
    });
    expect(judgeOpenAnswer('the small blue locker', bag, 'meaning', words, no)).toEqual({
      correct: false,
      reason: 'no-match',
    });
  });

  it('never where the rules accept, in form mode, without word knowledge, or after a refusal the scorer may not undo', () => {
    expect(judgeOpenAnswer('in the small blue locker by the door', bag, 'meaning', words, no).correct).toBe(true);
    expect(judgeOpenAnswer('the small blue locker', bag, 'form', words, yes).correct).toBe(false);
    expect(judgeOpenAnswer('the small blue locker', bag, 'meaning', NO_WORD_KNOWLEDGE, yes).correct).toBe(false);
    const lunch: OpenAnswerKey = { question: 'What did they get?', answer: 'a free hot lunch', accepted: [] };
    expect(judgeOpenAnswer('they brought their own hot lunch', lunch, 'meaning', words, yes).correct).toBe(true);
    expect(judgeOpenAnswer('nothing, they brought their own hot lunch', lunch, 'meaning', words, yes).correct).toBe(
      false,
    );
  });

  it('what the scorer may decide: no hard refusal, half covered, English, no other negation or relation', () => {
    const base = Object.fromEntries(SIGNAL_NAMES.map((name) => [name, 0])) as Record<
      (typeof SIGNAL_NAMES)[number],
      number
    >;
    const fine = { ...base, coverAgreeing: 0.6, englishShare: 1 };
    expect(scorerMayDecide(fine)).toBe(true);
    expect(scorerMayDecide({ ...fine, coverAgreeing: 0.5 })).toBe(true);
    expect(scorerMayDecide({ ...fine, coverAgreeing: 0.45 })).toBe(false);
    expect(scorerMayDecide({ ...fine, hardRefusal: 1 })).toBe(false);
    expect(scorerMayDecide({ ...fine, ruleCorrect: 1 })).toBe(false);
    expect(scorerMayDecide({ ...fine, englishShare: 0.5 })).toBe(false);
    expect(scorerMayDecide({ ...fine, modelNegationDisagrees: 1 })).toBe(false);
    expect(scorerMayDecide({ ...fine, relationDiffers: 1 })).toBe(false);
    expect(scorerMayDecide({ ...fine, negationDisagrees: 1 })).toBe(false);
    expect(scorerMayDecide({ ...fine, numbersDisagree: 1 })).toBe(false);
  });

  it('never decides an answer that hedges with an "or" the key has not, nor one in other units', () => {
    expect(judgeOpenAnswer('the small blue locker or the red box', bag, 'meaning', words, yes).correct).toBe(false);
    const walk: OpenAnswerKey = { question: 'How far did she walk?', answer: 'five km along the river', accepted: [] };
    expect(judgeOpenAnswer('five km by the river', walk, 'meaning', words, yes).correct).toBe(true);
    expect(judgeOpenAnswer('five miles by the river', walk, 'meaning', words, yes).correct).toBe(false);
  });

  it("never accepts back an answer that names another person in the key's person's place", () => {
    const box: OpenAnswerKey = {
      question: 'What did she do?',
      answer: "she put her grandmother's blue box in the small locker",
      accepted: [],
    };
    expect(
      judgeOpenAnswer("she put her mother's blue box in the small locker", box, 'meaning', words, yes).correct,
    ).toBe(false);
    // Another word than a person's in that place is the scorer's to decide, unless it is another member of a
    // closed class (another colour).
    expect(judgeOpenAnswer('she put her wooden box in the small locker', box, 'meaning', words, yes)).toEqual({
      correct: true,
      reason: 'scored',
    });
    expect(judgeOpenAnswer('she put her red box in the small locker', box, 'meaning', words, yes).correct).toBe(false);
  });

  it("refuses another member of a closed class in the key's member's place, whatever the rules say", () => {
    const lunch: OpenAnswerKey = { question: 'What do the volunteers get?', answer: 'a free lunch', accepted: [] };
    expect(judgeOpenAnswer('a free dinner', lunch, 'meaning', words).correct).toBe(false);
    expect(judgeOpenAnswer('a free lunch', lunch, 'meaning', words).correct).toBe(true);
    expect(judgeOpenAnswer('they get lunch for free', lunch, 'meaning', words).correct).toBe(true);
  });

  it("refuses the opposite of the key's action, or a denial of it, that the rules accept", () => {
    const fastFood: OpenAnswerKey = {
      question: 'Apart from running, what did Aygun do to improve?',
      answer: 'She stopped eating fast food.',
      accepted: [],
    };
    expect(judgeOpenAnswer('she started eating fast food', fastFood, 'meaning', words).correct).toBe(false);
    expect(judgeOpenAnswer('she stopped eating fast food', fastFood, 'meaning', words).correct).toBe(true);
    const patterns: OpenAnswerKey = {
      question: 'What did Aysel do so that the patterns would not be forgotten?',
      answer: 'She filmed her grandmother and wrote the patterns down.',
      accepted: ['wrote the patterns down'],
    };
    expect(judgeByRules('nothing, nobody wrote the patterns down', patterns, 'meaning', words).correct).toBe(true);
    expect(judgeOpenAnswer('nothing, nobody wrote the patterns down', patterns, 'meaning', words).correct).toBe(false);
    expect(judgeOpenAnswer('she wrote the patterns down', patterns, 'meaning', words).correct).toBe(true);
  });

  it('refuses an answer that contradicts its own question, whatever the rules say', () => {
    const snow: OpenAnswerKey = {
      question: 'What sometimes cuts the village off from the rest of the country in winter?',
      answer: 'heavy snow',
      accepted: [],
    };
    expect(judgeOpenAnswer('heavy snow in summer', snow, 'meaning', words).correct).toBe(false);
    expect(judgeOpenAnswer('heavy snow in winter', snow, 'meaning', words).correct).toBe(true);
    expect(judgeOpenAnswer('heavy snow', snow, 'meaning', words).correct).toBe(true);
  });

  it('refuses a second thing beside the key in a list the rules accept, unless the passage lists it with the key', () => {
    const lunch: OpenAnswerKey = { question: 'What do the volunteers get?', answer: 'a free lunch', accepted: [] };
    expect(judgeOpenAnswer('a free lunch', lunch, 'meaning', words).correct).toBe(true);
    expect(judgeOpenAnswer('a free lunch and a cap', lunch, 'meaning', words).correct).toBe(false);
    const listed = { ...lunch, passage: 'Every volunteer gets a free lunch and a cap.' };
    expect(judgeOpenAnswer('a free lunch and a cap', listed, 'meaning', words).correct).toBe(true);
    // Without word knowledge the key's words cannot be told by their synonyms: the rules decide alone.
    expect(judgeOpenAnswer('a free lunch and a cap', lunch, 'meaning', NO_WORD_KNOWLEDGE).correct).toBe(true);
  });

  it('reads the key’s words in the question and the key, never in the rationale, which names the rival thing', () => {
    const lunch: OpenAnswerKey = {
      question: 'What do the volunteers get?',
      answer: 'a free lunch',
      accepted: [],
      support: 'They asked for a cap, but they get a free lunch.',
    };
    expect(judgeByRules('a free lunch and a cap', lunch, 'meaning', words).correct).toBe(true);
    expect(judgeOpenAnswer('a free lunch and a cap', lunch, 'meaning', words).correct).toBe(false);
    expect(judgeOpenAnswer('a free lunch', lunch, 'meaning', words).correct).toBe(true);
  });

  it('refuses a second thing beside the key in a list the scorer accepts', () => {
    const lunch: OpenAnswerKey = { question: 'What do the volunteers get?', answer: 'a free hot lunch', accepted: [] };
    expect(judgeOpenAnswer('free lunch', lunch, 'meaning', words, yes)).toEqual({ correct: true, reason: 'scored' });
    expect(judgeByRules('free lunch and a box', lunch, 'meaning', words).correct).toBe(false);
    expect(judgeOpenAnswer('free lunch and a box', lunch, 'meaning', words, yes)).toEqual({
      correct: false,
      reason: 'no-match',
    });
  });

  it('a score that is not a number never accepts', () => {
    const broken = { ...yes, scales: SCORER.scales.map(() => 0) };
    expect(judgeOpenAnswer('the small blue locker', bag, 'meaning', words, broken).correct).toBe(false);
  });

  it('the committed weights: one per signal, in order, with a threshold between 0 and 1', () => {
    expect(SCORER.names).toEqual(SIGNAL_NAMES);
    expect(SCORER.weights).toHaveLength(SIGNAL_NAMES.length);
    expect(SCORER.means).toHaveLength(SIGNAL_NAMES.length);
    expect(SCORER.lows).toHaveLength(SIGNAL_NAMES.length);
    expect(SCORER.highs).toHaveLength(SIGNAL_NAMES.length);
    expect([...SCORER.weights, ...SCORER.means, ...SCORER.scales, ...SCORER.lows, ...SCORER.highs]).toSatisfy(
      (values: number[]) => values.every(Number.isFinite),
    );
    expect(SCORER.threshold).toBeGreaterThan(0);
    expect(SCORER.threshold).toBeLessThan(1);
  });
});
