import { describe, expect, it } from 'vitest';
import { createReviewCard, fromFsrsCard, toFsrsCard, type ReviewSubject } from './review-card.ts';

const subject: ReviewSubject = { studentId: 's1', questionId: 'articles-003', section: 'Grammar', topicId: 'articles' };
const now = Date.UTC(2026, 10, 25, 12);

describe('createReviewCard', () => {
  it('a question answered wrongly becomes a new card, due at once', () => {
    const card = createReviewCard(subject, now);
    expect(card).toMatchObject({ ...subject, createdAt: now, due: now, state: 'new', reps: 0, lapses: 0 });
    expect(card.lastReview).toBeNull();
  });

  it('is a plain record that survives JSON (the server stores it as a row)', () => {
    const card = createReviewCard(subject, now);
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });

  it('converts to an FSRS card and back without loss', () => {
    const card = { ...createReviewCard(subject, now), state: 'review' as const, lastReview: now - 3 * 86_400_000 };
    const fsrs = toFsrsCard(card, now);
    expect(fsrs.elapsed_days).toBe(3);
    expect(fromFsrsCard(subject, now, fsrs)).toEqual(card);
  });
});
