import { describe, expect, it } from 'vitest';
import type { OpenAnswerKey } from './judge-open-answer.ts';
import { partialCredit } from './partial-credit.ts';

const seal: OpenAnswerKey = {
  question: 'What problem do warmer winters cause for the seals?',
  answer: 'There is less ice.',
  accepted: ['there is less ice', 'less ice', 'the ice melts'],
  keyPoints: ['less ice, so fewer safe places for the seals to have their babies'],
};
const bus: OpenAnswerKey = {
  question: 'What does Nigar always do since that Saturday?',
  answer: 'She checks the bus number twice.',
  accepted: ['she checks the bus number twice', 'checks the bus number twice'],
  keyPoints: ['checks the bus number twice'],
};
const sleep: OpenAnswerKey = {
  question: 'How many hours do they sleep?',
  answer: 'about six and a half',
  accepted: ['about six and a half', '6.5'],
};

describe('partial credit for the exam estimate (DESIGN.md §1: 0, ½ or 1)', () => {
  it('gives 1 to a correct answer', () => {
    expect(partialCredit('less ice', seal, 'meaning')).toBe(1);
  });

  it('gives ½ when key points are partly there', () => {
    expect(partialCredit('ice', seal, 'meaning')).toBe(0.5);
    expect(partialCredit('she checks the bus number', bus, 'meaning')).toBe(0.5);
  });

  it('gives 0 to a wrong answer, a wrong number or the opposite', () => {
    expect(partialCredit('the seals get ill', seal, 'meaning')).toBe(0);
    expect(partialCredit('about six hours', sleep, 'meaning')).toBe(0);
    expect(partialCredit('she never checks the bus number', bus, 'meaning')).toBe(0);
    expect(partialCredit('', seal, 'meaning')).toBe(0);
  });

  it('gives grammar answers 0 or 1', () => {
    expect(
      partialCredit('has been', { question: 'q', answer: 'has been grown', accepted: ['has been grown'] }, 'form'),
    ).toBe(0);
  });
});
