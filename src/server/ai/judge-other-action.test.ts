/**
 * Another action than the key's, or a denial of it (other-action.ts), judged by the app's judge with the server's
 * word knowledge, on keys of the dev sets (their passages left out): wrong answers the rules accept, refused, and right
 * answers that say the key's action with a verb of their own, or deny what the key itself denies, kept.
 */
import { describe, expect, it } from 'vitest';
import { judgeByRules, type OpenAnswerKey } from '../../domain/ai/judge-open-answer.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-scored.ts';
import { wordKnowledge } from './language-tools.ts';

const right = (given: string, key: OpenAnswerKey) => judgeOpenAnswer(given, key, 'meaning', wordKnowledge()).correct;
const rulesAccept = (given: string, key: OpenAnswerKey) => judgeByRules(given, key, 'meaning', wordKnowledge()).correct;

const fastFood: OpenAnswerKey = {
  question: 'Apart from running with a group, what did Aygun do to improve?',
  answer: 'She stopped eating fast food.',
  accepted: ['she stopped eating fast food', 'stopped eating fast food', 'no fast food', 'she gave up fast food'],
  keyPoints: ['she stopped eating fast food'],
};
const books: OpenAnswerKey = {
  question: 'What did the students do with the books that were left at the end?',
  answer: "They gave them to the children's hospital in the city.",
  accepted: ["they gave them to the children's hospital", 'gave them to a hospital'],
  keyPoints: ["they gave the books to the children's hospital"],
};
const lessons: OpenAnswerKey = {
  question: 'What time do English lessons start?',
  answer: 'at nine',
  accepted: ['at nine', 'nine', '9', 'at 9', '9 am', "nine o'clock"],
};
const patterns: OpenAnswerKey = {
  question: 'What did Aysel do so that the patterns would not be forgotten?',
  answer: 'She filmed her grandmother and wrote the patterns down.',
  accepted: ['filmed her grandmother', 'she wrote them down', 'wrote the patterns down', 'recorded them'],
  keyPoints: ['recorded the patterns: filmed her grandmother and/or wrote them down'],
};
const password: OpenAnswerKey = {
  question: 'Which password should you change first, and why?',
  answer: 'Your email password, because whoever controls your email can usually reset everything else.',
  accepted: ['the email password because it can reset all the other passwords'],
  keyPoints: [
    'your email / your email password',
    'whoever controls your email can reset everything else / the email can reset the other passwords',
  ],
};
const swap: OpenAnswerKey = {
  question: "What happened at Leyla's swap party?",
  answer: 'She and her friends exchanged the clothes they no longer wore.',
  accepted: [
    'they swapped the clothes they no longer wore',
    'they swapped clothes',
    'they exchanged clothes',
    'friends swapped their old clothes',
    'they brought clothes they did not wear and took home something new',
  ],
  keyPoints: ['they swapped the clothes they no longer wore / they exchanged clothes'],
};
const dress: OpenAnswerKey = { question: "Who made Aytan's blue dress?", answer: 'her aunt', accepted: ['her aunt'] };
const chess: OpenAnswerKey = {
  question: 'Who taught Ilkin to play chess?',
  answer: 'nobody, he taught himself',
  accepted: ['nobody'],
};

describe('another action than the key’s, or a denial of it', () => {
  it('refuses the opposite of the key’s or the question’s action, which the rules accept', () => {
    for (const [given, key] of [
      ['she started eating fast food', fastFood],
      ["they sold them to the children's hospital", books],
      ['they finish at nine', lessons],
    ] as const) {
      expect(rulesAccept(given, key), given).toBe(true);
      expect(right(given, key), given).toBe(false);
    }
  });

  it('refuses another way the clothes changed hands, which the rules accept', () => {
    for (const given of ['they sold their old clothes', 'they threw away their old clothes']) {
      expect(rulesAccept(given, swap), given).toBe(true);
      expect(right(given, swap), given).toBe(false);
    }
    expect(right('they traded the clothes they no longer wore', swap)).toBe(true);
    expect(right('they gave each other the clothes they no longer wore', swap)).toBe(true);
  });

  it('refuses a denial of the key’s action, which the rules accept', () => {
    const nothing = 'she did nothing, her grandmother wrote them down';
    expect(rulesAccept(nothing, patterns)).toBe(true);
    expect(right(nothing, patterns)).toBe(false);
    expect(right('nothing, nobody wrote them down', patterns)).toBe(false);
    const nobody = 'the email password, because nobody can reset anything from your email';
    expect(rulesAccept(nobody, password)).toBe(true);
    expect(right(nobody, password)).toBe(false);
  });

  it('keeps the key’s action said by a learner’s verb or a synonym', () => {
    expect(right('her aunt sewed it', dress)).toBe(true);
    expect(right("they donated them to the children's hospital", books)).toBe(true);
    expect(right('she quit eating fast food', fastFood)).toBe(true);
    expect(right('she wrote everything down', patterns)).toBe(true);
    expect(right('the email password, because from your email anyone can reset the others', password)).toBe(true);
  });

  it('keeps a denial the key itself makes', () => {
    expect(right('nobody, he learned alone', chess)).toBe(true);
  });
});
