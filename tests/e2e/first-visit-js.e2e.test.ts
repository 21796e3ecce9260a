/**
 * The JavaScript a cold first visit loads, per route and language, read from the built app (npm test builds it
 * before the browser tests). Bytes, not time: a module that pulls zod and every schema into a shared chunk (a
 * constant imported from a schema file is enough) puts every route over its budget, and this fails on it before
 * the bench is run.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_BUDGET_KB, firstVisitJs, ROUTES } from '../../bench/first-visit-js.ts';

describe('first-visit JavaScript of the built app', () => {
  it(`stays within ${FIRST_VISIT_BUDGET_KB} KB gzip on every route in az, ru and en`, () => {
    const results = firstVisitJs();
    expect(results).toHaveLength(ROUTES.length * 3);
    const over = results.filter((r) => r.bytes > FIRST_VISIT_BUDGET_KB * 1024);
    expect(over.map((r) => `${r.route} (${r.language}): ${(r.bytes / 1024).toFixed(1)} KB`)).toEqual([]);
  });
});
