/** The AI tutor page with the offline tutor: sign-in prompt, input rules, chips, lesson links, copy and thumbs. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('AI tutor', () => {
  it('asks signed-out visitors to sign in (TUTOR-01)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${server.url}/aitutor`);
    await page.getByText('AI müəllimlə danışmaq üçün daxil ol.').waitFor();
    expect(await page.locator('#tutor-input').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers a signed-in student in az from the lessons, with a lesson link; the chat survives a reload', async () => {
    const api = new TestClient(server.url);
    await api.signUp('tutee@example.az', 'secret123');
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await shareSession(context, api, server.url);
    await page.goto(`${server.url}/aitutor`);
    const input = page.locator('#tutor-input');
    const send = page.getByRole('button', { name: 'Göndər' });

    // Empty or whitespace cannot be sent; Shift+Enter adds a line; the box grows to at most 120 px.
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await page.getByTestId('user-message').count()).toBe(0);
    await input.fill('');
    for (let i = 0; i < 10; i++) {
      await input.type(`line ${i}`);
      await input.press('Shift+Enter');
    }
    expect((await input.inputValue()).split('\n').length).toBeGreaterThan(9);
    expect(await input.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(121);
    await input.fill('');

    // A chip sends its question; the offline tutor answers from the lessons with a link.
    await page.getByRole('button', { name: 'Present Perfect-i nə vaxt işlədirəm?' }).click();
    const reply = page.getByTestId('ai-message').last();
    await reply.waitFor();
    await expect.poll(() => reply.locator('a[href*="/learn/present-perfect"]').count()).toBeGreaterThan(0);
    expect(await reply.locator('.badge', { hasText: 'Dərslərə əsasən' }).count()).toBe(1);

    // Enter sends.
    await input.fill('Passiv növ necə düzəlir?');
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('ai-message').count()).toBe(2);

    // Copy and thumbs.
    await reply.getByRole('button', { name: 'Kopyala' }).click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(20);
    const up = reply.getByRole('button', { name: 'Faydalı oldu' });
    await up.click();
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await expect.poll(() => page.getByTestId('user-message').count()).toBe(2);
    await page.getByRole('button', { name: 'Yeni söhbət' }).click();
    expect(await page.getByTestId('user-message').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
