/** The support page (spec §2 "Support page", checklist SUP-*): values from content/site.json, the copy button. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/server/content/load-content.ts';
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
    await page.getByRole('button', { name: 'Kopyala' }).click();
    await page.getByRole('button', { name: 'Kopyalandı' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(support.cardNumber.replace(/\s/g, ''));
    await page.waitForTimeout(1500);
    expect(await page.getByRole('button', { name: 'Kopyalandı' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Kopyala' }).waitFor({ timeout: 2000 });
    expect(await page.getByTestId('goal-remaining').textContent()).toContain(
      String(support.monthlyGoal - support.raisedThisMonth),
    );
    expect(await page.getByRole('link', { name: /Kumbaranı aç/ }).getAttribute('href')).toBe(support.moneyBoxUrl);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('suggests a coffee-sized amount by language', async () => {
    const { context, page } = await openPage(browser, { locale: 'ru-RU' });
    await page.goto(`${server.url}/ru/support`);
    expect(await page.getByTestId('coffee').textContent()).toContain(`${support.coffeeAmount.ru} AZN`);
    await page.goto(`${server.url}/en/support`);
    expect(await page.getByTestId('coffee').textContent()).toContain(`${support.coffeeAmount.en} AZN`);
    await page.goto(`${server.url}/support`);
    await page.waitForURL(`${server.url}/en/support`);
    await context.close();
  });
});
