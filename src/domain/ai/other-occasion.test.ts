import { describe, expect, it } from 'vitest';
import { saysOtherOccasion } from './other-occasion.ts';

const monthly = ['How much does the academy cost each month?', ['forty manats', '40 manats']] as const;
const howLong = ['For how long did the doctor tell Zahra to stop running?', ['two weeks', 'for 2 weeks']] as const;
const friday = ['What does Kamran have to promise to do on Friday night?', ['go to bed at ten']] as const;

describe('the key figure tied to another occasion than the question fixes', () => {
  it.each([
    ['forty manats for every training session', ...monthly],
    ['for two weeks before every race', ...howLong],
    ['that he will go to bed at ten on Thursday', ...friday],
  ])('"%s" is refused', (answer, question, key) => {
    expect(saysOtherOccasion(answer, question, key)).toBe(true);
  });

  it.each([
    ['forty manats each month', ...monthly],
    ['40 manats for every month', ...monthly],
    ['for two weeks, every day', ...howLong],
    ['two weeks for every day of training', ...howLong],
    ['go to bed at ten on Friday', ...friday],
    ['go to bed at ten every night', ...friday],
    // No period fixed by the question: a price per thing is the learner's own way of saying it.
    ['ninety manats for each person', 'How much does the trip cost?', ['ninety manats']],
    // A share, not an occasion.
    ['one out of every three', 'What part of the food is never eaten?', ['about a third']],
  ])('"%s" is kept', (answer, question, key) => {
    expect(saysOtherOccasion(answer, question, key)).toBe(false);
  });
});
