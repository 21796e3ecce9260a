/**
 * Lighthouse (mobile, its default simulated slow 4G and CPU) on /, /learn and /practice of a running server, with
 * Debian's chromium (the budget: performance ≥ 95, accessibility 100). Scores vary a little between runs on a busy
 * machine; each page is measured once per `npm run bench`.
 *
 * The browser is set to Azerbaijani, as our students' phones are: a first visit from a browser in another language
 * is redirected to /ru/ or /en/, which would measure a redirect and another page. The /ru/ row
 * measures that page itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--lang=az',
  '--accept-lang=az-AZ,az',
].join(' ');

interface LighthouseReport {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { displayValue?: string }>;
}

export function lighthouseRows(
  baseUrl: string,
  paths = ['/', '/learn', '/practice', '/ru/practice'],
): [string, string, string][] {
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-lighthouse-'));
  const rows: [string, string, string][] = [];
  try {
    for (const path of paths) {
      const output = join(dir, 'report.json');
      try {
        execFileSync(
          join('node_modules', '.bin', 'lighthouse'),
          [
            `${baseUrl}${path}`,
            '--quiet',
            `--chrome-flags=${CHROME_FLAGS}`,
            '--only-categories=performance,accessibility',
            '--output=json',
            `--output-path=${output}`,
          ],
          {
            env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
            stdio: 'ignore',
            timeout: 120_000,
          },
        );
        const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
        const performance = Math.round(report.categories.performance.score * 100);
        const accessibility = Math.round(report.categories.accessibility.score * 100);
        const lcp = report.audits['largest-contentful-paint']?.displayValue ?? '?';
        rows.push([
          `Lighthouse mobile ${path}`,
          `perf ${performance}, a11y ${accessibility}, LCP ${lcp}`,
          'perf ≥ 95, a11y 100',
        ]);
      } catch (error) {
        rows.push([
          `Lighthouse mobile ${path}`,
          `not measured (${error instanceof Error ? error.message.split('\n')[0] : 'error'})`,
          'perf ≥ 95, a11y 100',
        ]);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
