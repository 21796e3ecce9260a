/**
 * The first day of the student's week (Monday) for a calendar day 'yyyy-mm-dd': the plan counts the questions
 * answered since then. Days are compared as strings, so the week follows the student's own calendar.
 */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday.
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/** The day `days` after a 'yyyy-mm-dd' day (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
