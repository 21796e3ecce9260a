/**
 * A query built with Kysely and compiled once, then run many times with new values. Building and compiling a
 * query costs more than running a short one on the embedded database (about a seventh of an answer save's time in
 * the benchmark), so the statements of the answer-save path are prepared once per store. The query stays typed
 * and dialect-neutral: it is the same builder code, given stand-ins for the values that change.
 *
 *   const byToken = prepareQuery((param) => kysely.selectFrom('session').select('userId').where('token', '=', param('token')));
 *   const { rows } = await byToken.execute(kysely, { token });
 *
 * Every value that varies must be a `param(...)`: a constant the builder would send as a parameter is refused
 * when preparing, so a prepared query never runs with a stale value.
 */
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type pg from 'pg';
import { ARRAY_ROWS_MARK } from './statement-cache.ts';

const MARK = '\u0000prepared-param:';

/** A stand-in for a value given at run time, typed as the column needs. */
export type Param = <T = never>(name: string) => T;

/** Anything that runs a compiled query: the Kysely instance or a transaction. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

export interface PreparedQuery<R> {
  /** The parameter names, in the order the SQL uses them. */
  readonly names: readonly string[];
  readonly sql: string;
  /** The values in the order the SQL uses them; throws when one is missing. */
  parameters(values: Readonly<Record<string, unknown>>): unknown[];
  /** `sql`: the same statement's text with something added that does not change its parameters (a marker). */
  execute(runner: QueryRunner, values: Readonly<Record<string, unknown>>, sql?: string): Promise<QueryResult<R>>;
}

export function prepareQuery<R>(build: (param: Param) => Compilable<R>): PreparedQuery<R> {
  const compiled = build(((name: string) => `${MARK}${name}`) as Param).compile();
  const names = compiled.parameters.map((value) => {
    if (typeof value !== 'string' || !value.startsWith(MARK)) {
      throw new Error(`prepareQuery: a constant is sent as a parameter (${String(value)}); use param() for it`);
    }
    return value.slice(MARK.length);
  });
  const parameters = (values: Readonly<Record<string, unknown>>) =>
    names.map((name) => {
      const value = values[name];
      if (value === undefined) throw new Error(`prepareQuery: no value for ${name}`);
      return value;
    });
  return {
    names,
    sql: compiled.sql,
    parameters,
    execute(runner, values, sql = compiled.sql) {
      return runner.executeQuery<R>({ ...compiled, sql, parameters: parameters(values) } as CompiledQuery<R>);
    },
  };
}

/**
 * A hot read outside any transaction, as a function of its values. On PostgreSQL it is sent as a named statement on
 * the pool, parsed and planned once per connection (Kysely's driver sends every query unnamed, so the server plans
 * it again each time, which for a short indexed read costs more than running it); elsewhere it runs through Kysely.
 * `name` must be unique in the server.
 */
export function namedRead<R>(
  db: { kysely: QueryRunner; pool?: pg.Pool },
  name: string,
  query: PreparedQuery<R>,
): (values: Readonly<Record<string, unknown>>) => Promise<R[]> {
  const { pool, kysely } = db;
  if (!pool) return async (values) => (await query.execute(kysely, values)).rows;
  return async (values) =>
    (await pool.query<R & pg.QueryResultRow>({ name, text: query.sql, values: query.parameters(values) })).rows;
}

/**
 * namedRead() whose rows are arrays of the column values in the select list's order (`Row`, a tuple type), for a
 * hot read of many rows: neither driver builds an object per row (PostgreSQL `rowMode: 'array'`, SQLite's raw
 * mode through the statement cache, statement-cache.ts).
 */
export function namedArrayRead<Row extends readonly unknown[]>(
  db: { kysely: QueryRunner; pool?: pg.Pool },
  name: string,
  query: PreparedQuery<unknown>,
): (values: Readonly<Record<string, unknown>>) => Promise<Row[]> {
  const { pool, kysely } = db;
  if (!pool) {
    const marked = query.sql + ARRAY_ROWS_MARK;
    return async (values) => (await query.execute(kysely, values, marked)).rows as unknown as Row[];
  }
  return async (values) =>
    (await pool.query<Row & unknown[]>({ name, text: query.sql, values: query.parameters(values), rowMode: 'array' }))
      .rows;
}
