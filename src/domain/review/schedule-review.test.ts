import { describe, expect, it } from 'vitest';
import { createReviewCard, type ReviewCard } from './review-card.ts';
import { scheduleReview } from './schedule-review.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 25, 12);
const newCard = () =>
  createReviewCard({ studentId: 's1', questionId: 'reading-01-q5', section: 'Reading', topicId: 'reading-01' }, start);

/** Answers a card every time it falls due, with the given outcomes. */
function answerInTurn(card: ReviewCard, outcomes: boolean[]): ReviewCard {
  let c = card;
  for (const correct of outcomes) c = scheduleReview(c, correct, c.due).card;
  return c;
}

describe('scheduleReview', () => {
  it('a wrong answer on a new card is Again: the question comes back within minutes', () => {
    const { card, log } = scheduleReview(newCard(), false, start);
    expect(card.due - start).toBe(MINUTE);
    expect(card.state).toBe('learning');
    expect(log).toMatchObject({ rating: 1, correct: false, state: 'new', reviewedAt: start, elapsedDays: 0 });
  });

  it('a right answer on a new card is Good: later than after a wrong one', () => {
    const good = scheduleReview(newCard(), true, start);
    const again = scheduleReview(newCard(), false, start);
    expect(good.card.due).toBeGreaterThan(again.card.due);
    expect(good.log.rating).toBe(3);
  });

  it('right answers in a row push the card out to days, then weeks', () => {
    const card = answerInTurn(newCard(), [true, true, true, true]);
    expect(card.state).toBe('review');
    expect(card.scheduledDays).toBeGreaterThanOrEqual(7);
    expect(card.due - card.lastReview!).toBeGreaterThanOrEqual(7 * DAY);
  });

  it('a lapse after learning counts a lapse and brings the card back sooner than another right answer would', () => {
    const learnt = answerInTurn(newCard(), [true, true, true]);
    const lapse = scheduleReview(learnt, false, learnt.due);
    const right = scheduleReview(learnt, true, learnt.due);
    expect(lapse.card.lapses).toBe(learnt.lapses + 1);
    expect(lapse.card.state).toBe('relearning');
    expect(lapse.card.due).toBeLessThan(right.card.due);
    expect(lapse.card.stability).toBeLessThan(learnt.stability);
  });

  it('the log keeps what the optimiser needs: the state before the review and days since the last one', () => {
    const learnt = answerInTurn(newCard(), [true, true, true]);
    const at = learnt.lastReview! + 5 * DAY;
    const { log } = scheduleReview(learnt, true, at, 8_000);
    expect(log).toMatchObject({
      studentId: 's1',
      questionId: 'reading-01-q5',
      state: 'review',
      due: learnt.due,
      stability: learnt.stability,
      difficulty: learnt.difficulty,
      elapsedDays: 5,
      scheduledDays: learnt.scheduledDays,
      durationMs: 8_000,
    });
    expect(JSON.parse(JSON.stringify(log))).toEqual(log);
  });

  it('the same answers at the same times give the same schedule (no fuzz, no clock of its own)', () => {
    expect(answerInTurn(newCard(), [true, false, true])).toEqual(answerInTurn(newCard(), [true, false, true]));
  });
});
