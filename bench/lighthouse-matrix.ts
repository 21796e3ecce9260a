/**
 * Lighthouse mobile (its default simulated slow 4G and CPU) on /, /learn, /practice, a lesson, and a signed-in
 * student's dashboard and history, in az, ru and en, with Debian's chromium; each page measured `runs` times and the
 * median run (by performance score) reported with its CLS and LCP. Budget: performance ≥ 95, accessibility 100.
 * `npm run bench` measures each page once per language; `npm run bench -- --lighthouse-runs 3` takes the median of
 * three (about 3 × 18 runs: several minutes on this machine).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TestClient } from '../tests/support/http-client.ts';

const run = promisify(execFile);

export const LIGHTHOUSE_PAGES = ['/', '/learn', '/practice', '/learn/passive-voice', '/dashboard', '/history'];
const SIGNED_IN = new Set(['/dashboard', '/history']);

interface LighthouseReport {
  categories: { performance: { score: number }; accessibility: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
}

interface Measured {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: string;
}

function chromeFlags(language: string): string {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--lang=${language}`,
    `--accept-lang=${language}`,
  ].join(' ');
}

async function measure(url: string, language: string, cookie: string | undefined, dir: string): Promise<Measured> {
  const output = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  await run(
    join('node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      `--chrome-flags=${chromeFlags(language)}`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: report.audits['largest-contentful-paint']?.displayValue ?? '?',
  };
}

/** A signed-in student whose profile language is `language`, with one finished quiz (so the pages have data). */
async function student(baseUrl: string, language: 'az' | 'ru' | 'en'): Promise<string> {
  const client = new TestClient(baseUrl);
  const res = await client.signUp(`lighthouse-${language}-${Date.now()}@example.az`);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
  await client.patch('/api/profile', { language });
  return client.cookieHeader();
}

export async function lighthouseMatrixRows(baseUrl: string, runs = 1): Promise<[string, string, string][]> {
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-lighthouse-'));
  const rows: [string, string, string][] = [];
  try {
    for (const language of ['az', 'ru', 'en'] as const) {
      const cookie = await student(baseUrl, language);
      for (const page of LIGHTHOUSE_PAGES) {
        const path = language === 'az' ? page : `/${language}${page === '/' ? '/' : page}`;
        const name = `Lighthouse mobile ${path}${SIGNED_IN.has(page) ? ' (signed in)' : ''}${runs > 1 ? `, median of ${runs}` : ''}`;
        try {
          const results: Measured[] = [];
          for (let i = 0; i < runs; i++)
            results.push(await measure(`${baseUrl}${path}`, language, SIGNED_IN.has(page) ? cookie : undefined, dir));
          results.sort((a, b) => a.performance - b.performance);
          const median = results[Math.floor(results.length / 2)] ?? results[0];
          if (!median) throw new Error('no run');
          rows.push([
            name,
            `perf ${median.performance}, a11y ${median.accessibility}, CLS ${median.cls.toFixed(3)}, LCP ${median.lcp}`,
            'perf ≥ 95, a11y 100',
          ]);
          rows.push([`${name}: CLS`, median.cls.toFixed(3), '≤ 0.02']);
        } catch (error) {
          rows.push([
            name,
            `not measured (${(error instanceof Error ? (error.message.split('\n')[0] ?? '') : 'error').slice(0, 60)})`,
            'perf ≥ 95, a11y 100',
          ]);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
