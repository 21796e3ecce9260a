/**
 * The support page: values from content/site.json, the copy button, the money box in a new tab, the amounts and texts
 * in each language, and a config fixture edited between two starts of the server.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/domain/content/schema.ts';
import { makeContent, makeSiteConfig } from '../../src/domain/content/test-factories.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { tempContentDir, writeContentTree } from '../../src/server/content/test-content-tree.ts';
import { axeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
const { support } = loadContent('content').site;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('support page', () => {
  it('copies the card number; the label reads "copied" for 2 seconds', async () => {
    const { context, page, consoleErrors } = await openPage(browser, {
      viewport: { width: 375, height: 800 },
      bypassCSP: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/support`);
    expect(await page.getByTestId('card-number').textContent()).toBe(support.cardNumber);
    // When the label changes, noted by the page itself: a slow run delays the check, never the label's own times.
    await page.evaluate(() => {
      const changes: { label: string; at: number }[] = [];
      (window as unknown as { labelChanges: typeof changes }).labelChanges = changes;
      new MutationObserver(() => {
        const label = document.body.innerText.includes('Kopyalandı') ? 'Kopyalandı' : 'Kopyala';
        if (changes.at(-1)?.label !== label) changes.push({ label, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Kopyala' }).click();
    await page.getByRole('button', { name: 'Kopyalandı' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(support.cardNumber.replace(/\s/g, ''));
    await page.getByRole('button', { name: 'Kopyala', exact: true }).waitFor({ timeout: 10_000 });
    const changes = await page.evaluate(
      () => (window as unknown as { labelChanges: { label: string; at: number }[] }).labelChanges,
    );
    expect(changes.map((c) => c.label)).toEqual(['Kopyalandı', 'Kopyala']);
    // A timer never fires early, so the label stayed at least its 2 seconds however slow the machine.
    expect((changes[1]?.at ?? 0) - (changes[0]?.at ?? 0)).toBeGreaterThanOrEqual(1_990);
    expect(await page.getByTestId('goal-remaining').textContent()).toContain(
      String(support.monthlyGoal - support.raisedThisMonth),
    );
    expect(await page.getByRole('link', { name: /Kumbaranı aç/ }).getAttribute('href')).toBe(support.moneyBoxUrl);
    expect(
      await page.getByRole('link', { name: 'Repetitorlar üçün: burada reklam ayda 60 AZN-dən' }).getAttribute('href'),
    ).toMatch(/^mailto:.+@/);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('suggests a coffee-sized amount by language', async () => {
    const { context, page } = await openPage(browser, { locale: 'ru-RU' });
    await page.goto(`${server.url}/ru/support`);
    expect(await page.getByTestId('coffee').textContent()).toContain(`${support.coffeeAmount.ru} AZN`);
    // Tutors who want to advertise find the offer here, not on a student's results.
    await page.getByRole('link', { name: 'Для репетиторов: реклама здесь — от 60 AZN в месяц' }).waitFor();
    await page.goto(`${server.url}/en/support`);
    expect(await page.getByTestId('coffee').textContent()).toContain(`${support.coffeeAmount.en} AZN`);
    await page.goto(`${server.url}/support`);
    await page.waitForURL(`${server.url}/en/support`);
    await context.close();
  });

  it('the money box opens in a new tab at the configured address (SUP-03)', async () => {
    const { context, page } = await openPage(browser);
    // The outside site is answered locally: the test checks where the tab goes, not that site.
    await context.route(support.moneyBoxUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>box</title>' }),
    );
    await page.goto(`${server.url}/support`);
    const link = page.getByRole('link', { name: /Kumbaranı aç/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(support.moneyBoxUrl);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${server.url}/support`);
    await context.close();
  });

  it('the coffee amount in Azerbaijani (SUP-05)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/support`);
    expect((await page.getByTestId('coffee').textContent())?.trim()).toBe(
      `Hətta ${support.coffeeAmount.az} AZN — bir fincan qəhvənin qiyməti — belə kömək edir.`,
    );
    await context.close();
  });

  it('what 10 AZN buys and what a private tutor costs, in az, ru and en (SUP-06)', async () => {
    const { context, page } = await openPage(browser);
    const texts = [
      [
        '',
        '10 AZN — 20 şagird üçün bir həftəlik AI dərsləri deməkdir.',
        'Fərdi müəllim ayda 50–100 AZN alır; Imtahan isə pulsuz qalır.',
      ],
      [
        '/ru',
        '10 AZN — это неделя уроков с ИИ для 20 учеников.',
        'Частный репетитор стоит 50–100 AZN в месяц; Imtahan остаётся бесплатным.',
      ],
      [
        '/en',
        '10 AZN pays for one week of AI lessons for 20 students.',
        'A private tutor costs 50–100 AZN a month; Imtahan stays free.',
      ],
    ] as const;
    for (const [prefix, buys, tutor] of texts) {
      await page.goto(`${server.url}${prefix}/support`);
      await page.getByText(buys, { exact: true }).waitFor();
      await page.getByText(tutor, { exact: true }).waitFor();
    }
    await context.close();
  });
});

describe('every value from the config file (SUP-04, SUP-07)', () => {
  const first: SiteConfig['support'] = {
    cardNumber: '5522 0011 2233 4455',
    moneyBoxUrl: 'https://example.org/money-box',
    currency: 'AZN',
    monthlyGoal: 500,
    raisedThisMonth: 120,
    coffeeAmount: { az: 2, ru: 4, en: 3 },
    aiWeekCost: 12,
    aiWeekStudents: 25,
    privateTutorMonthly: { min: 60, max: 120 },
  };

  it('goal 500, raised 120 → 380 remaining; edited and restarted, the page changes; an exceeded goal shows 0', async () => {
    const dir = writeContentTree(tempContentDir(), makeContent({ site: makeSiteConfig({ support: first }) }));
    let fixture = await startTestServer({ CONTENT_DIR: dir });
    try {
      let { context, page } = await openPage(browser);
      await page.goto(`${fixture.url}/support`);
      expect(await page.getByTestId('card-number').textContent()).toBe('5522 0011 2233 4455');
      expect(await page.getByTestId('goal-progress').textContent()).toBe('500 AZN-dən 120 AZN toplanıb');
      expect(await page.getByTestId('goal-remaining').textContent()).toBe('Qalan məbləğ: 380 AZN');
      expect(await page.getByTestId('goal-reached').count()).toBe(0);
      expect(await page.getByRole('link', { name: /Kumbaranı aç/ }).getAttribute('href')).toBe(first.moneyBoxUrl);
      expect(await page.getByTestId('coffee').textContent()).toContain('2 AZN');
      await page.getByText('12 AZN — 25 şagird üçün bir həftəlik AI dərsləri deməkdir.', { exact: true }).waitFor();
      await page.getByText('Fərdi müəllim ayda 60–120 AZN alır; Imtahan isə pulsuz qalır.', { exact: true }).waitFor();
      await context.close();
      await fixture.close();

      // The config is edited (more raised than the goal, a new card and box) and the server restarted.
      const edited: SiteConfig = makeSiteConfig({
        support: {
          ...first,
          cardNumber: '4000 1234 5678 9010',
          moneyBoxUrl: 'https://example.org/new-box',
          raisedThisMonth: 650,
          coffeeAmount: { az: 1, ru: 5, en: 4 },
          aiWeekCost: 15,
        },
      });
      writeFileSync(join(dir, 'site.json'), `${JSON.stringify(edited, null, 2)}\n`);
      fixture = await startTestServer({ CONTENT_DIR: dir });
      ({ context, page } = await openPage(browser, { bypassCSP: true }));
      await page.goto(`${fixture.url}/support`);
      expect(await page.getByTestId('card-number').textContent()).toBe('4000 1234 5678 9010');
      expect(await page.getByTestId('goal-progress').textContent()).toBe('500 AZN-dən 650 AZN toplanıb');
      expect(await page.getByTestId('goal-remaining').textContent()).toBe('Qalan məbləğ: 0 AZN');
      expect(await page.getByTestId('goal-reached').textContent()).toBe('Bu ayın hədəfinə çatdıq — təşəkkür edirik!');
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      expect(await page.getByRole('link', { name: /Kumbaranı aç/ }).getAttribute('href')).toBe(
        'https://example.org/new-box',
      );
      expect(await page.getByTestId('coffee').textContent()).toContain('1 AZN');
      await page.getByText('15 AZN — 25 şagird üçün bir həftəlik AI dərsləri deməkdir.', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      for (const [prefix, remaining, coffee] of [
        ['/ru', 'Осталось собрать: 0 AZN', '5 AZN'],
        ['/en', 'Remaining: 0 AZN', '4 AZN'],
      ] as const) {
        await page.goto(`${fixture.url}${prefix}/support`);
        await expect.poll(() => page.getByTestId('goal-remaining').textContent()).toBe(remaining);
        expect(await page.getByTestId('coffee').textContent()).toContain(coffee);
      }
      await context.close();
    } finally {
      await fixture.close();
    }
  });
});
