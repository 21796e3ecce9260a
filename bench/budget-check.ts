/**
 * Which rows of the bench's table are over their budget, read from the row's own value and budget text, so every
 * section (including ones added later) is held to what it prints: '≤ 150 KB' against the largest number of the value
 * ('151.3 / 153.1 / 150.4 KB' → 153.1), '≥ 50 %' against the first, '0' and '0 / 0' against every count,
 * Lighthouse's 'perf ≥ 95, a11y 100' against its scores. 'figure' rows are figures only. A row whose value says
 * 'not measured' fails: a budget nobody measured has not passed.
 */
export type BenchRow = [name: string, value: string, budget: string, ...rest: string[]];

const numbers = (text: string) => [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

export function overBudget(row: BenchRow): boolean {
  const [, value, budget] = row;
  if (budget === 'figure' || budget === '' || /^[a-z ,-]+$/i.test(budget)) return false;
  if (/not measured/i.test(value)) return true;
  const lighthouse = /perf ≥ (\d+), a11y (\d+)/.exec(budget);
  if (lighthouse) {
    const perf = /perf (\d+)/.exec(value);
    const a11y = /a11y (\d+)/.exec(value);
    return !perf || !a11y || Number(perf[1]) < Number(lighthouse[1]) || Number(a11y[1]) < Number(lighthouse[2]);
  }
  if (/^0( \/ 0)*$/.test(budget.trim())) {
    const counts = /^(\d+) of /.exec(value) ? [Number(/^(\d+)/.exec(value)?.[1])] : numbers(value);
    return counts.some((n) => n !== 0);
  }
  const bound = /^([≤<≥>])\s*(-?\d+(?:\.\d+)?)/.exec(budget.trim());
  if (!bound) return false;
  const limit = Number(bound[2]);
  const values = numbers(value.split('(')[0] ?? value);
  if (values.length === 0) return true;
  switch (bound[1]) {
    case '≤':
      return Math.max(...values) > limit;
    case '<':
      return Math.max(...values) >= limit;
    case '≥':
      return (values[0] ?? 0) < limit;
    default:
      return (values[0] ?? 0) <= limit;
  }
}
