/**
 * The quiz history: the student's finished attempts, newest first, within a timeframe
 * (history-timeframe.ts), a page at a time: the cursor is the last listed attempt (finishing time, then id), so
 * every attempt is reachable however many there are and a page costs the same at the 10th or the 10,000th attempt.
 * The query is bounded by an instant and the exact rule is applied here, so 'today' follows the student's calendar
 * day. The chart's points are summed up here too, from a narrow read of the timeframe's attempts.
 */
import type { AttemptsChartResponse, HistoryAttempt, HistoryKind } from '../../domain/api/progress-schema.ts';
import { LESSON_KIND } from '../../domain/api/practice-schema.ts';
import { HISTORY_KINDS } from '../../domain/api/progress-schema.ts';
import type { Localized } from '../../domain/content/schema.ts';
import type { Language } from '../../domain/language.ts';
import { wholePercent } from '../../domain/practice/score-band.ts';
import {
  chartPeriod,
  chartPointsFromGroups,
  historyChartPoints,
  zoneOffsetMinutes,
} from '../../domain/progress/history-chart-points.ts';
import { encodeHistoryCursor, type HistoryCursor } from '../../domain/progress/history-cursor.ts';
import { timeSpentMinutes } from '../../domain/progress/time-spent-minutes.ts';
import { inTimeframe, timeframeLowerBound, type Timeframe } from '../../domain/progress/history-timeframe.ts';
import { sql } from 'kysely';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import type { Db } from '../db/database.ts';
import { prepareQuery, type PreparedQuery } from '../db/prepared-query.ts';

/** What a kept chart is checked against (see createHistoryStore's chart). */
interface ChartVersionRow {
  finishes: number | string | null;
  latest: string | null;
  oldest: string | null;
}

/** A row of a history page. */
interface PageRow {
  id: string;
  kind: string;
  slug: string;
  topic: string;
  finishedAt: string | null;
  correct: number | null;
  total: number;
  timeSpentSeconds: number | null;
}

export interface HistoryPageRequest {
  userId: string;
  timeframe: Timeframe;
  now: Date;
  timeZone: string;
  cursor: HistoryCursor | undefined;
  limit: number;
  /** Titles in this language only; undefined: the three languages. */
  language: Language | undefined;
  title: (topic: string) => Localized | string | undefined;
}

export interface HistoryPage {
  attempts: HistoryAttempt[];
  nextCursor: string | null;
}

export interface HistoryStore {
  page(request: HistoryPageRequest): Promise<HistoryPage>;
  chart(userId: string, timeframe: Timeframe, now: Date, timeZone: string): Promise<AttemptsChartResponse>;
}

/**
 * Charts of long histories kept per process, each checked against the database before use, so an attempt finished
 * on any server shows at once. The check costs the same at any length of history: the profile's count of finished
 * attempts (every finish moves it by one, in the finish's transaction) and the latest and the oldest finishing time
 * within the timeframe (one index seek each). With no new finish the student's finished attempts are the same, so
 * the timeframe's set changes only when its oldest attempt falls out of a moving window, which moves the oldest
 * time; the oldest time also sets the chart's period. Only histories long enough for the grouping to cost more than
 * the check are kept, and only a few: each holds at most a few hundred points.
 */
const CHART_CACHE_MIN_ATTEMPTS = 1000;
const CHART_CACHE_ENTRIES = 200;

const isHistoryKind = (kind: string): kind is HistoryKind => (HISTORY_KINDS as readonly string[]).includes(kind);

export function createHistoryStore({ kysely, dialect }: Db): HistoryStore {
  const charts = new Map<string, { version: string; chart: AttemptsChartResponse }>();
  /**
   * The kept chart's version, prepared once per shape (bounded window or the whole history): the finishes counted
   * on the profile and the timeframe's latest and oldest finishing times, each one seek of
   * attempt_user_finished_idx (migration 012).
   */
  const chartVersionQueries = new Map<boolean, PreparedQuery<ChartVersionRow>>();
  function chartVersionQuery(bounded: boolean): PreparedQuery<ChartVersionRow> {
    let prepared = chartVersionQueries.get(bounded);
    if (!prepared) {
      prepared = prepareQuery((param) => {
        const inWindow = () => {
          const query = kysely
            .selectFrom('attempt')
            .select('finishedAt')
            .where('userId', '=', param('userId'))
            .where('finishedAt', 'is not', null);
          return bounded ? query.where('finishedAt', '>=', param('from')) : query;
        };
        return kysely.selectNoFrom((eb) => [
          eb
            .selectFrom('profile')
            .select('totalQuizzes')
            .where('profile.userId', '=', param('profileUserId'))
            .as('finishes'),
          inWindow().orderBy('finishedAt', 'desc').limit(param('one')).as('latest'),
          inWindow().orderBy('finishedAt').limit(param('one')).as('oldest'),
        ]);
      });
      chartVersionQueries.set(bounded, prepared);
    }
    return prepared;
  }
  const finished = (userId: string, timeframe: Timeframe, now: Date) => {
    const bound = timeframeLowerBound(timeframe, now);
    let query = kysely.selectFrom('attempt').where('userId', '=', userId).where('finishedAt', 'is not', null);
    if (bound) query = query.where('finishedAt', '>=', bound.toISOString());
    return query;
  };

  /**
   * The page's statement, prepared once per shape (with or without a lower bound and a cursor): it runs on every
   * visit of /history, and building it costs more than running it. The cursor is a row comparison, which both
   * engines read as one range of attempt_user_finished_idx (migration 012).
   */
  const pageQueries = new Map<string, PreparedQuery<PageRow>>();
  function pageQuery(bounded: boolean, after: boolean): PreparedQuery<PageRow> {
    const shape = `${bounded}${after}`;
    let prepared = pageQueries.get(shape);
    if (!prepared) {
      prepared = prepareQuery((param) => {
        let query = kysely
          .selectFrom('attempt')
          .select(['id', 'kind', 'slug', 'topic', 'finishedAt', 'correct', 'total', 'timeSpentSeconds'])
          .where('userId', '=', param('userId'))
          .where('finishedAt', 'is not', null);
        if (bounded) query = query.where('finishedAt', '>=', param('from'));
        if (after) {
          query = query.where((eb) =>
            eb(eb.refTuple('finishedAt', 'id'), '<', eb.tuple(param<string>('cursorAt'), param<string>('cursorId'))),
          );
        }
        return query.orderBy('finishedAt', 'desc').orderBy('id', 'desc').limit(param('limit'));
      });
      pageQueries.set(shape, prepared);
    }
    return prepared;
  }

  return {
    async page({ userId, timeframe, now, timeZone, cursor, limit, language, title }) {
      const bound = timeframeLowerBound(timeframe, now);
      // One row more than the page tells whether an older page exists.
      const { rows } = await pageQuery(bound !== undefined, cursor !== undefined).execute(kysely, {
        userId,
        limit: limit + 1,
        ...(bound ? { from: bound.toISOString() } : {}),
        ...(cursor ? { cursorAt: cursor.finishedAt, cursorId: cursor.id } : {}),
      });
      const listed = rows.slice(0, limit);
      const attempts: HistoryAttempt[] = [];
      // Rows come newest first and 'today' is one interval, so the first row outside it ends the history.
      let ended = false;
      for (const row of listed) {
        const finishedAt = row.finishedAt ?? '';
        if (!inTimeframe(new Date(finishedAt), timeframe, now, timeZone)) {
          ended = true;
          break;
        }
        if (!isHistoryKind(row.kind)) continue;
        const correct = Number(row.correct ?? 0);
        const total = Number(row.total);
        const topicTitle = title(row.topic) ?? row.topic;
        attempts.push({
          attemptId: row.id,
          kind: row.kind,
          slug: row.slug,
          title: language && typeof topicTitle !== 'string' ? topicTitle[language] : topicTitle,
          finishedAt,
          correct,
          total,
          scorePercent: wholePercent(correct, total),
          timeSpentMinutes: timeSpentMinutes(row.timeSpentSeconds === null ? null : Number(row.timeSpentSeconds)),
          // GET /api/attempts/:id/review serves every kind but the lesson, which has none.
          hasReview: row.kind !== LESSON_KIND,
        });
      }
      const last = listed.at(-1);
      const nextCursor =
        !ended && rows.length > limit && last?.finishedAt
          ? encodeHistoryCursor({ finishedAt: last.finishedAt, id: last.id })
          : null;
      return { attempts, nextCursor };
    },

    async chart(userId, timeframe, now, timeZone) {
      if (timeframe === 'today') return chartOf(userId, timeframe, now, timeZone);
      const key = `${userId} ${timeframe} ${timeZone} ${calendarDay(now, timeZone)}`;
      const bound = timeframeLowerBound(timeframe, now);
      const { rows } = await chartVersionQuery(bound !== undefined).execute(kysely, {
        profileUserId: userId,
        userId,
        one: 1,
        ...(bound ? { from: bound.toISOString() } : {}),
      });
      const row = rows[0];
      const version = `${Number(row?.finishes ?? 0)} ${row?.latest ?? ''} ${row?.oldest ?? ''}`;
      const kept = charts.get(key);
      // The period (days, weeks or months) follows the oldest attempt's age, which grows with time alone.
      const period = chartPeriod(timeframe, row?.oldest ? new Date(row.oldest) : undefined, now);
      if (kept && kept.version === version && kept.chart.period === period) return kept.chart;
      const chart = await chartOf(userId, timeframe, now, timeZone);
      if (chart.attempts >= CHART_CACHE_MIN_ATTEMPTS) {
        charts.delete(key);
        if (charts.size >= CHART_CACHE_ENTRIES) charts.delete(charts.keys().next().value ?? '');
        charts.set(key, { version, chart });
      }
      return chart;
    },
  };

  async function chartOf(
    userId: string,
    timeframe: Timeframe,
    now: Date,
    timeZone: string,
  ): Promise<AttemptsChartResponse> {
    if (timeframe === 'today') {
      // A day's attempts are few: each is its own point.
      const rows = await finished(userId, timeframe, now)
        .select(['id', 'kind', 'finishedAt', 'correct', 'total'])
        .execute();
      const kept = rows.flatMap((row) => {
        const finishedAt = row.finishedAt ?? '';
        if (!isHistoryKind(row.kind) || !inTimeframe(new Date(finishedAt), timeframe, now, timeZone)) return [];
        return [
          { id: row.id, kind: row.kind, finishedAt, correct: Number(row.correct ?? 0), total: Number(row.total) },
        ];
      });
      return { period: 'attempt', points: historyChartPoints(kept, timeZone, true), attempts: kept.length };
    }
    // The database sums each kind's period (in the student's zone) from the index alone: a long history sends the
    // server one row per kind and period, not one per attempt. The oldest attempt sets the period's length.
    const oldest = await finished(userId, timeframe, now)
      .select((eb) => eb.fn.min('finishedAt').as('first'))
      .executeTakeFirst();
    const period = chartPeriod(timeframe, oldest?.first ? new Date(oldest.first) : undefined, now);
    const formats = {
      postgres: { day: 'YYYY-MM-DD', week: 'IYYY-"W"IW', month: 'YYYY-MM' },
      sqlite: { day: '%Y-%m-%d', week: '%Y-W%W', month: '%Y-%m' },
    } as const;
    const key = period === 'attempt' ? 'day' : period;
    const day =
      dialect === 'postgres'
        ? sql<string>`to_char(("finishedAt"::timestamptz at time zone ${timeZone}), ${formats.postgres[key]})`
        : sql<string>`strftime(${formats.sqlite[key]}, "finishedAt", ${`${zoneOffsetMinutes(now, timeZone)} minutes`})`;
    const groups = await finished(userId, timeframe, now)
      .select((eb) => [
        'kind',
        day.as('day'),
        eb.fn.countAll<number>().as('attempts'),
        eb.fn.sum<number>('correct').as('correct'),
        eb.fn.sum<number>('total').as('total'),
        eb.fn.max('finishedAt').as('at'),
      ])
      .groupBy(['kind', sql`2`]) // by position: PostgreSQL sees two uses of the zone parameter as two expressions
      .execute();
    const points = chartPointsFromGroups(
      groups.flatMap((g) =>
        isHistoryKind(g.kind)
          ? [
              {
                kind: g.kind,
                period: g.day,
                at: g.at ?? '',
                attempts: Number(g.attempts),
                correct: Number(g.correct ?? 0),
                total: Number(g.total),
              },
            ]
          : [],
      ),
    );
    return { period, points, attempts: points.reduce((sum, p) => sum + p.attempts, 0) };
  }
}
