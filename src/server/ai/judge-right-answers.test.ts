/**
 * Right answers a reviewer wrote against made-up keys, judged by the app's judge with the server's word knowledge
 * (WordNet, the frequency list): each says the key with other words beside it or in its place, as the wrong answers a
 * rule against "the key with words that change it" is meant to refuse do. A rule that refuses any of them refuses
 * right answers of kinds no dev set holds; the twentieth round's rules were reverted for refusing answers like
 * these. (The wrong answers themselves, "they sold clothes" here, the judge still accepts: see
 * docs/decisions/007-honest-marking.md.)
 */
import { describe, expect, it } from 'vitest';
import type { OpenAnswerKey } from '../../domain/ai/judge-open-answer.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-scored.ts';
import { wordKnowledge } from './language-tools.ts';

const key = (question: string, answer: string, ...accepted: string[]): OpenAnswerKey => ({
  question,
  answer,
  accepted: [answer, ...accepted],
});
const swap = key('What happened at the swap party?', 'they swapped clothes');
const cook = key('What did they cook at the party?', 'they cooked pilaf');
const jackets = key(
  'Why do they take warm jackets to the mountain?',
  'It is much colder at the top of the mountain than in Baku.',
  'because it is colder at the top',
);
const cafe = key('Where is the cafe?', 'near the entrance', 'close to the entrance', 'by the entrance');
const project = key('What is the project about?', 'keeping water', 'saving water');
const students = key('How many students came?', 'more than thirty students', 'more than thirty', 'over thirty');
const present: OpenAnswerKey = {
  ...key('What present did Nigar buy for Leyla?', 'a blue scarf', 'a scarf'),
  passage: 'On the way to the party Nigar bought a blue scarf and a birthday card for her cousin Leyla.',
};
const shopping = key('What did Mrs Aliyeva need from the shop?', 'bread and milk', 'milk and bread', 'bread', 'milk');
const beach = key('What did the family eat on the beach?', 'fish and chips');

describe('right answers that say the key with words of their own stay accepted', () => {
  const right = (given: string, key: OpenAnswerKey) => judgeOpenAnswer(given, key, 'meaning', wordKnowledge()).correct;

  it('the key’s verb said another way, or with a word beside it', () => {
    expect(right('they exchanged clothes', swap)).toBe(true);
    expect(right('they usually swap clothes', swap)).toBe(true);
    expect(right('they were able to swap clothes', swap)).toBe(true);
    expect(right('they made pilaf', cook)).toBe(true);
  });

  it('a comparison turned round with the opposite word, a second place that agrees, two words for one thing', () => {
    expect(right('Baku is warmer than the top of the mountain', jackets)).toBe(true);
    expect(right('inside the museum, close to the entrance', cafe)).toBe(true);
    expect(right('saving and keeping water', project)).toBe(true);
    expect(right('more than 30', students)).toBe(true);
  });

  it('a list: a true second thing the passage names with the key, a list key in full, a key that holds "and"', () => {
    expect(right('a blue scarf and a birthday card', present)).toBe(true);
    expect(right('some milk and bread', shopping)).toBe(true);
    expect(right('bread, and milk', shopping)).toBe(true);
    expect(right('fish and chips with salt', beach)).toBe(true);
  });
});
