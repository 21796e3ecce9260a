import { describe, expect, it } from 'vitest';
import type { ReviewSection } from './review-card.ts';
import { countDueCards, dueCards } from './due-cards.ts';

const now = 1_000_000;
const card = (questionId: string, section: ReviewSection, due: number) => ({ questionId, section, due });

describe('dueCards', () => {
  it('leaves out cards not yet due; a card due exactly now is due', () => {
    const cards = [card('a-1', 'Grammar', now), card('a-2', 'Grammar', now + 1)];
    expect(dueCards(cards, now).map((c) => c.questionId)).toEqual(['a-1']);
  });

  it('sections take turns, starting with the section whose oldest card waited longest', () => {
    const cards = [
      card('g-1', 'Grammar', now - 50),
      card('g-2', 'Grammar', now - 40),
      card('g-3', 'Grammar', now - 30),
      card('r-1', 'Reading', now - 100),
      card('l-1', 'Listening', now - 10),
      card('l-2', 'Listening', now - 5),
    ];
    expect(dueCards(cards, now).map((c) => c.questionId)).toEqual(['r-1', 'g-1', 'l-1', 'g-2', 'l-2', 'g-3']);
  });

  it('the limit cuts the mixed queue, so a short session still sees every section', () => {
    const cards = [
      ...Array.from({ length: 20 }, (_, i) => card(`g-${String(i).padStart(2, '0')}`, 'Grammar', now - 1000 + i)),
      card('r-1', 'Reading', now - 1),
    ];
    expect(dueCards(cards, now, 3).map((c) => c.questionId)).toEqual(['g-00', 'r-1', 'g-01']);
  });

  it('is stable: the input order does not change the queue (ties by question id)', () => {
    const cards = [card('b', 'Grammar', now), card('a', 'Grammar', now), card('c', 'Reading', now)];
    const once = dueCards(cards, now).map((c) => c.questionId);
    expect(dueCards([...cards].reverse(), now).map((c) => c.questionId)).toEqual(once);
    expect(once).toEqual(['a', 'c', 'b']);
  });
});

describe('countDueCards', () => {
  it('counts the cards due at now', () => {
    expect(
      countDueCards([card('a', 'Grammar', now), card('b', 'Reading', now + 1), card('c', 'Reading', 0)], now),
    ).toBe(2);
  });
});
