/** Launches Debian's chromium (/usr/bin/chromium) through playwright-core with the flags this machine needs. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A context plus a page that records console errors and failed page scripts, and apart from them the API calls
 * answered with a 4xx status (part of some flows under test, such as a wrong password; an error on a page that
 * expects none). Service workers are blocked unless `options` allows them. The browser lives in Baku like our
 * students, so its calendar day matches the server's default day used by API calls made without a time zone
 * (between 20:00 and 24:00 UTC the two days differ).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[]; clientErrors: string[] }> {
  const context = await browser.newContext({
    locale: 'az-AZ',
    timezoneId: 'Asia/Baku',
    viewport: { width: 1280, height: 900 },
    // The service worker answers requests that page.route would otherwise see (tests that fail or count API calls
    // rely on it), so it is off unless a test asks for it: tests/e2e/offline.e2e.test.ts does.
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const clientErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 4xx answer to an API call may be part of the flow under test (e.g. a wrong password), not a page error.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
      clientErrors.push(`${message.text()} ${message.location().url}`);
    else consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors, clientErrors };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the current page; returns violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Gives a browser context the session of an API client that signed in (its cookies, for `url`). */
export async function shareSession(context: BrowserContext, api: { cookieHeader(): string }, url: string) {
  await context.addCookies(
    api
      .cookieHeader()
      .split('; ')
      .map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name: name ?? '', value: rest.join('='), url };
      }),
  );
}

/**
 * Waits until React has hydrated the server-rendered element `selector` (React keeps its props on hydrated DOM
 * nodes): input sent before that reaches static HTML with no handlers.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** A mock exam opens on its start screen; Start (with the clock unless told otherwise) creates the attempt. */
export async function startMockExam(page: Page, options: { timed?: boolean } = {}): Promise<void> {
  const button = page.getByTestId('mock-start-button');
  await button.waitFor();
  if (options.timed === false) await page.getByTestId('clock-toggle').uncheck();
  await button.click();
}
