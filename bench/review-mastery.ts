/**
 * What the dashboard and /review compute per request, at 10, 1,000 and 10,000 answers in one student's history:
 * - mastery: the fold of the history into the ability state (abilityFromHistory) and the mastery map of every
 *   grammar topic, listening and reading;
 * - prediction: the classic model's predicted score with its 80% interval (predictScore, 500 draws);
 * - due queue in memory: the mixed queue of the student's cards (one per question answered wrongly, about a third
 *   of the answers, at most one per question of the bank);
 * - due queue and count from the database: the same cards in SQLite, read through the review cards module (the
 *   count and the due rows, as GET /api/review/count and GET /api/review read them).
 * Figures are wall-clock per call on this machine, median and p99 over repeated calls in one process (no
 * concurrency: the 50-student p99 of the budget is not measured here).
 *
 * `npm run bench` calls benchReviewMastery() from bench/run.ts; `npx tsx bench/review-mastery.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { masteryArea } from '../src/domain/mastery/mastery-area.ts';
import { masteryMap } from '../src/domain/mastery/mastery-level.ts';
import { priorDifficulty } from '../src/domain/mastery/item-difficulty.ts';
import {
  abilityFromHistory,
  LISTENING_AREA,
  READING_AREA,
  type MasteryAnswer,
} from '../src/domain/mastery/student-ability.ts';
import { examBank } from '../src/domain/prediction/exam-bank.ts';
import { predictScore } from '../src/domain/prediction/predict-score.ts';
import { dueCards } from '../src/domain/review/due-cards.ts';
import { createReviewCard, type ReviewCard, type ReviewSection } from '../src/domain/review/review-card.ts';
import { createQuestionBank } from '../src/server/attempts/question-bank.ts';
import { loadContent } from '../src/server/content/load-content.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { createReviewCards } from '../src/server/review/review-cards.ts';

export const HISTORY_SIZES = [10, 1_000, 10_000] as const;

export interface ReviewMasteryFigures {
  answers: number;
  cards: number;
  masteryMs: { p50: number; p99: number };
  predictionMs: { p50: number; p99: number };
  queueMs: { p50: number; p99: number };
  dbQueueMs: { p50: number; p99: number };
}

const DAY = 86_400_000;

/** A fixed pseudo-random sequence, so every run measures the same histories. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function percentiles(times: number[]): { p50: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

async function timed(repeats: number, run: () => unknown): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return percentiles(times);
}

export async function benchReviewMastery(repeats = 50): Promise<ReviewMasteryFigures[]> {
  const content = loadContent('content');
  const questions: { id: string; area: string; section: ReviewSection; topicId: string }[] = [
    ...content.topics.flatMap((t) =>
      t.questions.map((q) => ({ id: q.id, area: t.id, section: 'Grammar' as const, topicId: t.id })),
    ),
    ...content.listening.flatMap((t) =>
      t.questions.map((q) => ({ id: q.id, area: LISTENING_AREA, section: 'Listening' as const, topicId: t.id })),
    ),
    ...content.reading.flatMap((t) =>
      t.questions.map((q) => ({ id: q.id, area: READING_AREA, section: 'Reading' as const, topicId: t.id })),
    ),
  ];
  const levelOf = new Map(
    [...content.topics, ...content.listening, ...content.reading].flatMap((g) =>
      g.questions.map((q) => [q.id, q.difficulty] as const),
    ),
  );
  const itemOf = (id: string) => priorDifficulty(levelOf.get(id) ?? 'B1');
  const bank = examBank(content, () => undefined);
  const areas = [...content.topics.map((t) => t.id), LISTENING_AREA, READING_AREA];
  const now = Date.UTC(2026, 10, 25);

  const dir = mkdtempSync(join(tmpdir(), 'imtahan-bench-review-'));
  const db = openDatabase({ kind: 'sqlite', path: join(dir, 'db.sqlite') });
  await migrateToLatest(db);
  const reviewCards = createReviewCards(db, createQuestionBank(content));
  const figures: ReviewMasteryFigures[] = [];
  try {
    for (const size of HISTORY_SIZES) {
      const next = random(size);
      const answers: MasteryAnswer[] = [];
      const cards = new Map<string, ReviewCard>();
      const userId = `bench-${size}`;
      for (let i = 0; i < size; i++) {
        const q = questions[Math.floor(next() * questions.length)];
        if (!q) continue;
        const answeredAt = now - ((size - i) * (180 * DAY)) / size;
        const score = next() < 0.65 ? 1 : 0;
        answers.push({ questionId: q.id, topicId: masteryArea(q) ?? q.area, score, answeredAt });
        if (score === 0 && !cards.has(q.id)) {
          const card = createReviewCard(
            { studentId: userId, questionId: q.id, section: q.section, topicId: q.topicId },
            answeredAt,
          );
          // Spread the due times over the last and next month, so about half are due.
          cards.set(q.id, { ...card, due: now + Math.round((next() - 0.5) * 60 * DAY) });
        }
      }
      const cardList = [...cards.values()];
      const now0 = now;
      await db.kysely
        .insertInto('user')
        .values({
          id: userId,
          name: userId,
          email: `${userId}@example.az`,
          emailVerified: 0,
          image: null,
          createdAt: new Date(now).toISOString(),
          updatedAt: new Date(now).toISOString(),
        })
        .execute();
      for (const c of cardList) {
        await db.kysely
          .insertInto('review_card')
          .values({
            userId,
            questionId: c.questionId,
            section: c.section,
            topicId: c.topicId,
            createdAt: c.createdAt,
            due: c.due,
            stability: c.stability,
            difficulty: c.difficulty,
            scheduledDays: c.scheduledDays,
            learningSteps: c.learningSteps,
            reps: c.reps,
            lapses: c.lapses,
            state: c.state,
            lastReview: c.lastReview,
          })
          .execute();
      }
      const state = abilityFromHistory(answers, itemOf);
      figures.push({
        answers: size,
        cards: cardList.length,
        masteryMs: await timed(repeats, () => masteryMap(abilityFromHistory(answers, itemOf), areas, now0)),
        predictionMs: await timed(repeats, () =>
          predictScore(state, bank, { model: 'classic', now: now0, target: 70 }),
        ),
        queueMs: await timed(repeats, () => dueCards(cardList, now0, 20)),
        dbQueueMs: await timed(repeats, async () => {
          dueCards((await reviewCards.dueState(userId, now0, 20)).first ?? [], now0, 20);
        }),
      });
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

const ms = (p: { p50: number; p99: number }) => `${p.p50.toFixed(2)} / ${p.p99.toFixed(2)} ms`;

export function reviewMasteryRows(figures: ReviewMasteryFigures[]): [string, string, string][] {
  return figures.flatMap((f): [string, string, string][] => [
    [`Mastery map from ${f.answers} answers (p50 / p99)`, ms(f.masteryMs), 'part of ≤ 50 ms p99'],
    [`Predicted score, ${f.answers} answers (p50 / p99)`, ms(f.predictionMs), 'part of ≤ 50 ms p99'],
    [`Due queue in memory, ${f.cards} cards (p50 / p99)`, ms(f.queueMs), 'part of ≤ 50 ms p99'],
    [`Due count + queue from SQLite, ${f.cards} cards (p50 / p99)`, ms(f.dbQueueMs), 'part of ≤ 50 ms p99'],
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = reviewMasteryRows(await benchReviewMastery());
  for (const [name, value, budget] of rows) console.log(`${name.padEnd(62)} ${value.padEnd(22)} ${budget}`);
}
