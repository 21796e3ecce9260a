/**
 * GET /api/standing behind the route (src/domain/api/standing-schema.ts): the mastery of every area, the predicted
 * score of both exam models, the trend, this week's plan and the best score per practice card, from the stored
 * state (standing-store.ts) and the pure models of decision 018. The AI suggestion reads the same plan.
 *
 * Cost: one read of the student's state row and a few indexed reads beside it; the mastery map is O(areas). The
 * prediction (about 4 ms a model) is kept per student until their answers, their target, the difficulty
 * estimates or their day change, so a dashboard opened again costs no prediction.
 *
 * The whole response is kept per student too, under a version read in one prepared statement on every request:
 * the state row's answer count and write time (moved by every batch of graded answers, on any server), the profile's
 * target, exam date, finished attempts and card version, with this server's bank version and the student's day and
 * zone; and the number of cards due now, which the review queue keeps under that card version until a card falls due
 * (so it is counted only when something moved). Anything that changes the response moves one of them, so a response is reused only
 * while it is still the one a fresh computation would give, whichever server wrote the change; a kept response is
 * also recomputed after STANDING_MAX_AGE_MS, for what moves with time alone (evidence fading).
 */
import type {
  AreaMastery,
  ForecastPoint,
  PlannedArea,
  ScoreForecast,
  StandingPlan,
  StandingResponse,
} from '../../domain/api/standing-schema.ts';
import type { ExamModel, WritingResult } from '../../domain/api/practice-schema.ts';
import type { Content } from '../../domain/content/content.ts';
import { areaOrder, type OrderedArea } from '../../domain/mastery/area-order.ts';
import { masteryMap, type TopicMastery } from '../../domain/mastery/mastery-level.ts';
import { LISTENING_AREA, READING_AREA } from '../../domain/mastery/student-ability.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { slugify } from '../../domain/practice/slug.ts';
import { weeklyPlan } from '../../domain/plan/weekly-plan.ts';
import { examBank, pointsPerMock, type ExamBank } from '../../domain/prediction/exam-bank.ts';
import { predictScore, type ScorePrediction } from '../../domain/prediction/predict-score.ts';
import { addDays, weekStart } from '../../domain/progress/week-start.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { namedRead, prepareQuery } from '../db/prepared-query.ts';
import { cardVersion, type ReviewCards } from '../review/review-cards.ts';
import type { ReviewService } from '../review/review-service.ts';
import type { StandingStore, StudentState } from './standing-store.ts';

/** Trend points returned: the last 30 days with a prediction. */
export const TREND_DAYS = 30;
/** The bank the predictions draw from is rebuilt from the moving difficulty estimates at most this often. */
const BANK_REFRESH_MS = 60_000;
/**
 * Predictions kept, one per student (the oldest go first), and as many students' best scores: a few KB a student,
 * so some 10 MB at most. These caches grow with the students a server has seen, and the whole server must stay
 * within 200 MB of RSS; a student past the limit costs one prediction (about 8 ms) on their next visit.
 */
const MAX_CACHED_PREDICTIONS = 5_000;
/**
 * Whole responses kept, one per student (the least recently used go first): about 6 KB of JSON each, plus the
 * objects it was made from, so some 12 MB at most. Only a dashboard opened again within STANDING_MAX_AGE_MS uses one.
 */
const MAX_CACHED_RESPONSES = 1_000;
/** A kept response is computed again after this long even when its version has not moved. */
export const STANDING_MAX_AGE_MS = 10 * 60_000;

export interface StandingService {
  /** The StandingResponse as JSON text, serialised once per kept response. */
  standingJson(userId: string, timeZone: string): Promise<string>;
  /** This week's plan alone, for the AI suggestion, with each area's practice slug. */
  plan(userId: string, timeZone: string): Promise<StandingPlan>;
}

export interface StandingDeps {
  db: Db;
  content: Pick<Content, 'topics' | 'listening' | 'reading'>;
  store: StandingStore;
  reviewCards: Pick<ReviewCards, 'settled'>;
  /** The number of cards due now, kept by the review queue under the card version read here (review-service.ts). */
  dueReviews: ReviewService['dueAt'];
  /** The practice menu's slugs (a best score is only reported for a card the menu offers). */
  menuSlugs: readonly string[];
  clock: Clock;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function forecast(p: ScorePrediction): ScoreForecast {
  return {
    model: p.model,
    expected: p.expected,
    low: Math.round(p.low),
    high: Math.round(p.high),
    chanceOfTarget: p.chanceOfTarget === null ? null : Math.round(p.chanceOfTarget * 1000) / 1000,
    missingSections: p.missingSections,
  };
}

export function createStandingService({
  db,
  content,
  store,
  reviewCards,
  dueReviews,
  menuSlugs,
  clock,
}: StandingDeps): StandingService {
  const { kysely } = db;
  const order: OrderedArea[] = areaOrder(content.topics);
  const areaIds = order.map((a) => a.area);
  const sectionOf = new Map(order.map((a) => [a.area, a.section]));
  const menu = new Set(menuSlugs);
  const listeningSlugs = content.listening.map((t) => slugify(t.id)).filter((s) => menu.has(s));
  const readingSlugs = content.reading.map((t) => slugify(t.id)).filter((s) => menu.has(s));
  const bankSource = {
    topics: content.topics.map((t) => ({ id: t.id, questions: t.questions })),
    listening: content.listening,
    reading: content.reading,
  };

  let bank:
    { value: ExamBank; version: number; itemsVersion: number; at: number; points: Map<string, number> } | undefined;
  let bankVersion = 0;
  const predictions = new Map<string, { key: string; classic: ScorePrediction; new: ScorePrediction }>();
  const responses = new Map<string, { key: string; at: number; body: StandingResponse; json?: string }>();
  /** What the response depends on in the database, in one statement (see the overview). */
  const versionQuery = prepareQuery((param) =>
    kysely
      .selectFrom('user')
      .leftJoin('profile', 'profile.userId', 'user.id')
      .leftJoin('student_standing', 'student_standing.userId', 'user.id')
      .select([
        'profile.targetScore',
        'profile.examDate',
        'profile.totalQuizzes',
        'student_standing.answers',
        'student_standing.updatedAt',
        'profile.questionsAnswered',
        'profile.reviewCardWrites',
      ])
      .where('user.id', '=', param('userId')),
  );
  // A named statement on PostgreSQL: it runs on every visit, and planning it costs more than running it.
  const versionRows = namedRead(db, 'imtahan-standing-version', versionQuery);
  const facts = new Map<string, { finished: number; best: Record<string, number>; shares: number[] }>();

  async function currentBank() {
    const items = await store.items();
    if (!bank || (bank.itemsVersion !== items.version && Date.now() - bank.at >= BANK_REFRESH_MS)) {
      const value = examBank(bankSource, (id) => items.byId.get(id));
      bank = {
        value,
        version: ++bankVersion,
        itemsVersion: items.version,
        at: Date.now(),
        points: pointsPerMock(value, 'classic'),
      };
    }
    return bank;
  }

  function predict(
    userId: string,
    state: StudentState,
    b: NonNullable<typeof bank>,
    target: number | null,
    writingShares: number[],
    now: Date,
    today: string,
  ) {
    const key = `${state.answers}|${b.version}|${target ?? ''}|${writingShares.join(',')}|${today}`;
    const cached = predictions.get(userId);
    if (cached?.key === key) return cached;
    const at = now.getTime();
    const run = (model: ExamModel) =>
      predictScore(state.ability, b.value, {
        model,
        now: at,
        ...(target === null ? {} : { target }),
        ...(model === 'new' ? { writingShares } : {}),
      });
    const fresh = { key, classic: run('classic'), new: run('new') };
    predictions.delete(userId);
    predictions.set(userId, fresh);
    if (predictions.size > MAX_CACHED_PREDICTIONS) predictions.delete(predictions.keys().next().value as string);
    return fresh;
  }

  /** The practice card of a planned area: the grammar topic's, or the listening/reading test least done so far. */
  function practiceSlug(area: string, bestScores: Record<string, number>): string {
    if (area === LISTENING_AREA || area === READING_AREA) {
      const slugs = area === LISTENING_AREA ? listeningSlugs : readingSlugs;
      const untried = slugs.find((s) => bestScores[s] === undefined);
      if (untried !== undefined) return untried;
      return [...slugs].sort((a, b) => (bestScores[a] ?? 0) - (bestScores[b] ?? 0))[0] ?? slugs[0] ?? area;
    }
    return slugify(area);
  }

  /** The response's version (see the overview) and the goal and due count the response is computed from. */
  async function versionOf(userId: string, now: number) {
    const [row] = await versionRows({ userId });
    const goal = {
      target: row?.targetScore === null || row?.targetScore === undefined ? null : Number(row.targetScore),
      examDate: row?.examDate ?? null,
      finished: Number(row?.totalQuizzes ?? 0),
    };
    const cards =
      row?.questionsAnswered === null || row?.questionsAnswered === undefined
        ? undefined
        : cardVersion({ questionsAnswered: row.questionsAnswered, reviewCardWrites: row.reviewCardWrites ?? 0 });
    const due = await dueReviews(userId, now, cards);
    const stateVersion = row?.answers === null || row?.answers === undefined ? '' : `${row.answers}@${row.updatedAt}`;
    return { goal, due, key: `${goal.target ?? ''}|${goal.examDate ?? ''}|${goal.finished}|${stateVersion}|${due}` };
  }

  /**
   * The best scores and the paragraphs' shares, read again only when the student has finished another attempt
   * since (every finish moves the profile's totalQuizzes by one): a thousand attempts are not grouped per request.
   */
  async function finishedFacts(userId: string, finished: number) {
    const cached = facts.get(userId);
    if (cached?.finished === finished) return cached;
    const [best, shares] = await Promise.all([bestScores(userId), writingShares(userId)]);
    const fresh = { finished, best, shares };
    facts.delete(userId);
    facts.set(userId, fresh);
    if (facts.size > MAX_CACHED_PREDICTIONS) facts.delete(facts.keys().next().value as string);
    return fresh;
  }

  async function bestScores(userId: string): Promise<Record<string, number>> {
    const rows = await kysely
      .selectFrom('attempt')
      .select((eb) => ['slug', eb.fn.max('score').as('best')])
      .where('userId', '=', userId)
      .where('finishedAt', 'is not', null)
      .where('score', 'is not', null)
      .groupBy('slug')
      .execute();
    const out: Record<string, number> = {};
    for (const r of rows) if (menu.has(r.slug) && r.best !== null) out[r.slug] = Math.round(Number(r.best));
    return out;
  }

  /** The rubric shares (0–1) of the student's last three new-model paragraphs, oldest first. */
  async function writingShares(userId: string): Promise<number[]> {
    const rows = await kysely
      .selectFrom('attempt')
      .select(['writingResult'])
      .where('userId', '=', userId)
      .where('kind', '=', 'mock_exam')
      .where('model', '=', 'new')
      .where('finishedAt', 'is not', null)
      .where('writingResult', 'is not', null)
      .orderBy('finishedAt', 'desc')
      .limit(3)
      .execute();
    const shares: number[] = [];
    for (const r of rows.reverse()) {
      try {
        const w = JSON.parse(r.writingResult ?? '') as WritingResult;
        if (w.maxScore > 0) shares.push(Math.min(1, Math.max(0, w.score / w.maxScore)));
      } catch {
        // A result that does not parse says nothing about the paragraph.
      }
    }
    return shares;
  }

  function planOf(
    mastery: readonly TopicMastery[],
    state: StudentState,
    b: NonNullable<typeof bank>,
    goal: { target: number | null; examDate: string | null },
    predicted: number | null,
    dueReviews: number,
    best: Record<string, number>,
    now: Date,
    today: string,
  ): StandingPlan {
    const plan = weeklyPlan({
      now: now.getTime(),
      examDate: goal.examDate === null ? null : Date.parse(`${goal.examDate}T00:00:00Z`),
      target: goal.target,
      predicted,
      mastery,
      pointsPerMock: b.points,
      dueReviews,
    });
    if (plan.kind === 'diagnostic') return plan;
    const monday = weekStart(today);
    let doneThisWeek = 0;
    for (const day in state.recentDays)
      if (day >= monday && day <= today) doneThisWeek += state.recentDays[day] as number;
    const areas: PlannedArea[] = plan.topics.map((t) => ({
      area: t.topicId,
      section: sectionOf.get(t.topicId) ?? 'Grammar',
      level: t.level,
      pointsAtStake: round1(t.pointsAtStake),
      practiceSlug: practiceSlug(t.topicId, best),
    }));
    return { kind: 'plan', weeksLeft: plan.weeksLeft, areas, goal: plan.goal, doneThisWeek };
  }

  /** The response, kept or computed, and its entry among the kept ones. */
  async function standing(userId: string, timeZone: string): Promise<{ body: StandingResponse; json?: string }> {
    const now = clock.now();
    const today = calendarDay(now, timeZone);
    // This server's writes of the student's answers and cards first, so the version below includes them.
    await Promise.all([store.settled(userId), reviewCards.settled(userId)]);
    const [version, b] = await Promise.all([versionOf(userId, now.getTime()), currentBank()]);
    const key = `${version.key}|${b.version}|${today}|${timeZone}`;
    const kept = responses.get(userId);
    if (kept?.key === key && now.getTime() - kept.at < STANDING_MAX_AGE_MS && now.getTime() >= kept.at) {
      responses.delete(userId);
      responses.set(userId, kept);
      return kept;
    }
    const { goal, due } = version;
    const [state, trendRows] = await Promise.all([
      store.student(userId, timeZone),
      store.trend(userId, addDays(today, -(TREND_DAYS - 1))),
    ]);
    const { best, shares } = await finishedFacts(userId, goal.finished);
    const mastery = masteryMap(state.ability, areaIds, now.getTime());
    const areas: AreaMastery[] = mastery.map((m) => ({
      area: m.topicId,
      section: sectionOf.get(m.topicId) ?? 'Grammar',
      level: m.level,
      answers: m.answers,
      chanceB1: Math.round(m.chanceB1 * 1000) / 1000,
    }));
    const answered = mastery.some((m) => m.answers > 0);
    let prediction: StandingResponse['prediction'] = null;
    let trend: ForecastPoint[] = trendRows.map((r) => ({ date: r.day, expected: r.expected }));
    if (answered) {
      const p = predict(userId, state, b, goal.target, shares, now, today);
      prediction = { classic: forecast(p.classic), new: forecast(p.new) };
      // Today's point is this prediction; it is stored after the response.
      trend = [...trend.filter((t) => t.date !== today), { date: today, expected: p.classic.expected }].slice(
        -TREND_DAYS,
      );
      store.recordTrend(userId, today, p.classic.expected);
    }
    const plan = planOf(mastery, state, b, goal, prediction?.classic.expected ?? null, due, best, now, today);
    const body: StandingResponse = {
      mastery: areas,
      prediction,
      trend,
      target: goal.target,
      examDate: goal.examDate,
      plan,
      bestScores: { ...best },
    };
    const entry = { key, at: now.getTime(), body };
    responses.delete(userId);
    responses.set(userId, entry);
    if (responses.size > MAX_CACHED_RESPONSES) responses.delete(responses.keys().next().value as string);
    return entry;
  }

  return {
    async standingJson(userId, timeZone) {
      const entry = await standing(userId, timeZone);
      entry.json ??= JSON.stringify(entry.body);
      return entry.json;
    },
    async plan(userId, timeZone) {
      return (await standing(userId, timeZone)).body.plan;
    },
  };
}
