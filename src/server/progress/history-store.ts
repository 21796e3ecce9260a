/**
 * The quiz history: the student's finished attempts, newest first, within a timeframe
 * (history-timeframe.ts), a page at a time: the cursor is the last listed attempt (finishing time, then id), so
 * every attempt is reachable however many there are and a page costs the same at the 10th or the 10,000th attempt.
 * The query is bounded by an instant and the exact rule is applied here, so 'today' follows the student's calendar
 * day. The chart of the whole history reads the stored sums of its period (history-sums.ts): about one row per point
 * however long the history; the chart of a week or a month sums that window's attempts.
 */
import type { AttemptsChartResponse, HistoryKind, HistoryRow } from '../../domain/api/progress-schema.ts';
import { HISTORY_KINDS } from '../../domain/api/progress-schema.ts';
import type { Localized } from '../../domain/content/schema.ts';
import type { Language } from '../../domain/language.ts';
import {
  chartPeriod,
  chartPeriodStarts,
  chartPointsFromGroups,
  type ChartPeriod,
  historyChartPoints,
  zoneOffsetMinutes,
} from '../../domain/progress/history-chart-points.ts';
import type { SumPeriod } from '../../domain/progress/history-sum-periods.ts';
import { encodeHistoryCursor, type HistoryCursor } from '../../domain/progress/history-cursor.ts';
import { timeSpentMinutes } from '../../domain/progress/time-spent-minutes.ts';
import { inTimeframe, timeframeLowerBound, type Timeframe } from '../../domain/progress/history-timeframe.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { groupedRead } from '../db/grouped-read.ts';
import { namedArrayRead, namedRead, prepareQuery } from '../db/prepared-query.ts';

/** A stored sum of the chart (history-sums.ts). */
interface SumRow {
  kind: string;
  key: string;
  attempts: number | string;
  correct: number | string;
  total: number | string;
  lastAt: string;
}

/**
 * A row of a history page as the drivers return it, an array in PAGE_COLUMNS' order: id, kind, slug, topic,
 * finishedAt, correct, total, timeSpentSeconds (no object per row: a page is 51 rows on every visit of /history).
 */
type PageRow = readonly [string, string, string, string, string | null, number | null, number, number | null];
const PAGE_COLUMNS = ['id', 'kind', 'slug', 'topic', 'finishedAt', 'correct', 'total', 'timeSpentSeconds'] as const;

/**
 * PostgreSQL: pages of the whole history ('all', the page's default) for several students in one statement
 * (grouped-read.ts), each read `[userId, cursorAt, cursorId, limit]`, each answered with its rows as a JSON array of
 * PAGE_COLUMNS' values. The first page's cursor is NO_CURSOR, after every attempt, so both are one range of
 * attempt_user_finished_idx: an index-only scan backward from the cursor, no sort (a lower bound in the same
 * statement made the generic plan take attempt_user_open_idx and sort, so bounded timeframes keep their own).
 */
const WHOLE_HISTORY_PAGES_SQL = `SELECT r.ord::int, (
  SELECT coalesce(json_agg(json_build_array(${PAGE_COLUMNS.map((c) => `a."${c}"`).join(', ')})
    ORDER BY a."finishedAt" DESC, a.id DESC), '[]')
  FROM (
    SELECT ${PAGE_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM attempt
    WHERE "userId" = r.v->>0 AND "finishedAt" IS NOT NULL AND ("finishedAt", id) < (r.v->>1, r.v->>2)
    ORDER BY "finishedAt" DESC, id DESC
    LIMIT (r.v->>3)::int
  ) a
) FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(v, ord)`;
/** A cursor after every finishing time (ISO 8601 instants, as every attempt stores them). */
const NO_CURSOR: HistoryCursor = { finishedAt: '9999-12-31T23:59:59.999Z', id: '' };

/**
 * PostgreSQL: the kept chart's check (chartVersionQuery) for several students in one statement, each read
 * `[userId]`, each answered `[finishes, latest, oldest]`.
 */
const CHART_VERSIONS_SQL = `SELECT r.ord::int, json_build_array(
  (SELECT "totalQuizzes" FROM profile WHERE "userId" = r.v->>0),
  (SELECT "finishedAt" FROM attempt WHERE "userId" = r.v->>0 AND "finishedAt" IS NOT NULL
    ORDER BY "finishedAt" DESC LIMIT 1),
  (SELECT "finishedAt" FROM attempt WHERE "userId" = r.v->>0 AND "finishedAt" IS NOT NULL
    ORDER BY "finishedAt" LIMIT 1)
) FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(v, ord)`;
/**
 * PostgreSQL: the whole history's chart (sumsQuery) for several students in one statement, each read
 * `[userId, dayFrom, weekFrom]`, each answered with its sums as a JSON array of SUM_COLUMNS' values: the chart of a
 * history too short to be kept is read on every visit.
 */
const SUM_COLUMNS = ['period', 'kind', 'key', 'attempts', 'correct', 'total', 'lastAt'] as const;
type SumArray = readonly [
  period: string,
  kind: string,
  key: string,
  attempts: number,
  correct: number,
  total: number,
  lastAt: string,
];
const WHOLE_HISTORY_SUMS_SQL = `SELECT r.ord::int, (
  SELECT coalesce(json_agg(json_build_array(${SUM_COLUMNS.map((c) => `s."${c}"`).join(', ')})), '[]')
  FROM history_sum s
  WHERE s."userId" = r.v->>0 AND s.period = CASE
    WHEN o.oldest >= r.v->>1 THEN 'day' WHEN o.oldest >= r.v->>2 THEN 'week' ELSE 'month' END
) FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(v, ord)
CROSS JOIN LATERAL (SELECT (SELECT "finishedAt" FROM attempt WHERE "userId" = r.v->>0 AND "finishedAt" IS NOT NULL
  ORDER BY "finishedAt" LIMIT 1) AS oldest) o`;
type ChartVersion = readonly [finishes: number | string | null, latest: string | null, oldest: string | null];

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
  attempts: HistoryRow[];
  nextCursor: string | null;
}

export interface HistoryStore {
  page(request: HistoryPageRequest): Promise<HistoryPage>;
  chart(userId: string, timeframe: Timeframe, now: Date, timeZone: string): Promise<AttemptsChartResponse>;
}

/** Charts kept: only of histories long enough for the check to cost less than the read, and only a few. */
const CHART_CACHE_MIN_ATTEMPTS = 1000;
const CHART_CACHE_ENTRIES = 200;

const isHistoryKind = (kind: string): kind is HistoryKind => (HISTORY_KINDS as readonly string[]).includes(kind);

export function createHistoryStore(db: Db): HistoryStore {
  const { kysely, dialect } = db;
  /**
   * The whole history's chart, one prepared statement: the stored sums (the primary key of history_sum, migration
   * 016) of the period its oldest attempt's age sets (chartPeriodStarts: days, weeks or months), that oldest
   * finishing time read with one seek of attempt_user_finished_idx (migration 012).
   */
  const sumsQuery = prepareQuery<SumRow & { period: string }>((param) => {
    const oldest = () =>
      kysely
        .selectFrom('attempt')
        .select('finishedAt')
        .where('userId', '=', param('oldestUserId'))
        .where('finishedAt', 'is not', null)
        .orderBy('finishedAt')
        .limit(param('one'));
    return kysely
      .selectFrom('history_sum')
      .select(['period', 'kind', 'key', 'attempts', 'correct', 'total', 'lastAt'])
      .where('userId', '=', param('userId'))
      .where('period', '=', (eb) =>
        eb
          .case()
          .when(eb(oldest(), '>=', param<string>('dayFrom')))
          .then(param<SumPeriod>('day'))
          .when(eb(oldest(), '>=', param<string>('weekFrom')))
          .then(param<SumPeriod>('week'))
          .else(param<SumPeriod>('month'))
          .end(),
      );
  });
  /**
   * Long histories' charts kept per process (a 210-point chart costs about 1 ms to read and build, a check 0.02 ms),
   * each checked before use with one prepared statement of three seeks, so a finish on any server shows at once: the
   * profile's count of finishes (moved by every finish in its transaction) and the latest and oldest finishing times
   * (attempt_user_finished_idx). With no new finish the sums are the same; the oldest time sets the period.
   */
  const charts = new Map<string, { version: string; chart: AttemptsChartResponse }>();
  const chartVersionQuery = prepareQuery<{
    finishes: number | string | null;
    latest: string | null;
    oldest: string | null;
  }>((param) => {
    const finishedOf = () =>
      kysely
        .selectFrom('attempt')
        .select('finishedAt')
        .where('userId', '=', param('userId'))
        .where('finishedAt', 'is not', null);
    return kysely.selectNoFrom((eb) => [
      eb
        .selectFrom('profile')
        .select('totalQuizzes')
        .where('profile.userId', '=', param('profileUserId'))
        .as('finishes'),
      finishedOf().orderBy('finishedAt', 'desc').limit(param('one')).as('latest'),
      finishedOf().orderBy('finishedAt').limit(param('one')).as('oldest'),
    ]);
  });
  // On PostgreSQL the reads of every visit are named statements, planned once per connection: planning the sums'
  // statement cost as much as running it.
  const sumsRows = namedRead(db, 'imtahan-history-sums', sumsQuery);
  const chartVersionRows = namedRead(db, 'imtahan-history-chart-version', chartVersionQuery);
  // On PostgreSQL the reads of nearly every visit (the whole history's page, a kept chart's check, a short history's
  // sums) go for several students at once: one round trip per batch instead of one per request.
  const { pool } = db;
  const wholeHistoryPages = pool && groupedRead<PageRow[]>(pool, 'imtahan-history-pages', WHOLE_HISTORY_PAGES_SQL);
  const chartVersions = pool && groupedRead<ChartVersion>(pool, 'imtahan-history-chart-versions', CHART_VERSIONS_SQL);
  const wholeHistorySums =
    pool && groupedRead<SumArray[]>(pool, 'imtahan-history-sums-grouped', WHOLE_HISTORY_SUMS_SQL);
  async function chartVersion(userId: string): Promise<ChartVersion> {
    if (chartVersions) return chartVersions([userId]);
    const [row] = await chartVersionRows({ profileUserId: userId, userId, one: 1 });
    return [row?.finishes ?? null, row?.latest ?? null, row?.oldest ?? null];
  }
  async function summedChart(userId: string, now: Date): Promise<AttemptsChartResponse> {
    const starts = chartPeriodStarts(now);
    const rows = wholeHistorySums
      ? (await wholeHistorySums([userId, starts.day, starts.week])).map(
          ([period, kind, key, attempts, correct, total, lastAt]) => ({
            period,
            kind,
            key,
            attempts,
            correct,
            total,
            lastAt,
          }),
        )
      : await sumsRows({
          userId,
          oldestUserId: userId,
          one: 1,
          dayFrom: starts.day,
          weekFrom: starts.week,
          day: 'day',
          week: 'week',
          month: 'month',
        });
    // No attempt yet: an empty chart by day, as chartPeriod has it.
    const period = rows[0]?.period;
    return chartOfSums(period === 'week' || period === 'month' ? period : 'day', rows);
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
   * engines read as one range of attempt_user_finished_idx (migration 012), which holds every column it lists (020).
   */
  const pageQueries = new Map<string, (values: Readonly<Record<string, unknown>>) => Promise<PageRow[]>>();
  function pageQuery(bounded: boolean, after: boolean) {
    const shape = `${bounded}${after}`;
    let prepared = pageQueries.get(shape);
    if (!prepared) {
      const query = prepareQuery((param) => {
        let query = kysely
          .selectFrom('attempt')
          .select(PAGE_COLUMNS)
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
      prepared = namedArrayRead<PageRow>(
        db,
        `imtahan-history-page-${bounded ? 'bounded' : 'all'}-${after ? 'after' : 'first'}`,
        query,
      );
      pageQueries.set(shape, prepared);
    }
    return prepared;
  }

  return {
    async page({ userId, timeframe, now, timeZone, cursor, limit, language, title }) {
      const bound = timeframeLowerBound(timeframe, now);
      // One row more than the page tells whether an older page exists.
      const rows =
        !bound && wholeHistoryPages
          ? await wholeHistoryPages([userId, (cursor ?? NO_CURSOR).finishedAt, (cursor ?? NO_CURSOR).id, limit + 1])
          : await pageQuery(
              bound !== undefined,
              cursor !== undefined,
            )({
              userId,
              limit: limit + 1,
              ...(bound ? { from: bound.toISOString() } : {}),
              ...(cursor ? { cursorAt: cursor.finishedAt, cursorId: cursor.id } : {}),
            });
      const listed = rows.slice(0, limit);
      const attempts: HistoryRow[] = [];
      // Rows come newest first and 'today' is one interval, so the first row outside it ends the history ('all' has
      // no end: no date is read back from its rows).
      let ended = false;
      for (const [id, kind, slug, topic, finishedAtOrNull, correct, total, seconds] of listed) {
        const finishedAt = finishedAtOrNull ?? '';
        if (timeframe !== 'all' && !inTimeframe(new Date(finishedAt), timeframe, now, timeZone)) {
          ended = true;
          break;
        }
        if (!isHistoryKind(kind)) continue;
        const topicTitle = title(topic) ?? topic;
        attempts.push([
          id,
          kind,
          slug,
          language && typeof topicTitle !== 'string' ? topicTitle[language] : topicTitle,
          finishedAt,
          Number(correct ?? 0),
          Number(total),
          timeSpentMinutes(seconds === null ? null : Number(seconds)),
        ]);
      }
      const last = listed.at(-1);
      const nextCursor =
        !ended && rows.length > limit && last?.[4] ? encodeHistoryCursor({ finishedAt: last[4], id: last[0] }) : null;
      return { attempts, nextCursor };
    },

    async chart(userId, timeframe, now, timeZone) {
      if (timeframe !== 'all') return chartOf(userId, timeframe, now, timeZone);
      const key = `${userId} ${timeZone}`;
      const kept = charts.get(key);
      if (!kept) {
        const chart = await summedChart(userId, now);
        // A long history is kept from its next request on, with the version read before its sums: this empty one
        // never matches.
        if (chart.attempts >= CHART_CACHE_MIN_ATTEMPTS) keep(key, '', chart);
        return chart;
      }
      const [finishes, latest, oldest] = await chartVersion(userId);
      const version = `${Number(finishes ?? 0)} ${latest ?? ''} ${oldest ?? ''}`;
      const period = chartPeriod('all', oldest ? new Date(oldest) : undefined, now);
      if (kept.version === version && kept.chart.period === period) return kept.chart;
      const chart = await summedChart(userId, now);
      keep(key, version, chart);
      return chart;
    },
  };

  function keep(key: string, version: string, chart: AttemptsChartResponse): void {
    charts.delete(key);
    if (charts.size >= CHART_CACHE_ENTRIES) charts.delete(charts.keys().next().value ?? '');
    charts.set(key, { version, chart });
  }

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
    // A week or a month, 30 days at most, so days: the database sums each kind's day (in the student's zone) of the
    // window's attempts from the index alone, one row per kind and day.
    const day =
      dialect === 'postgres'
        ? sql<string>`to_char(("finishedAt"::timestamptz at time zone ${timeZone}), 'YYYY-MM-DD')`
        : sql<string>`strftime('%Y-%m-%d', "finishedAt", ${`${zoneOffsetMinutes(now, timeZone)} minutes`})`;
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
    return chartOfSums(
      'day',
      groups.map((g) => ({ ...g, key: g.day, lastAt: g.at ?? '', correct: g.correct ?? 0 })),
    );
  }
}

/** The chart of sums per kind and period (stored or grouped by the database), oldest point first. */
function chartOfSums(period: ChartPeriod, sums: readonly SumRow[]): AttemptsChartResponse {
  const points = chartPointsFromGroups(
    sums.flatMap(({ kind, key, lastAt, attempts, correct, total }) =>
      isHistoryKind(kind)
        ? [
            {
              kind,
              period: key,
              at: lastAt,
              attempts: Number(attempts),
              correct: Number(correct),
              total: Number(total),
            },
          ]
        : [],
    ),
  );
  return { period, points, attempts: points.reduce((sum, p) => sum + p.attempts, 0) };
}
