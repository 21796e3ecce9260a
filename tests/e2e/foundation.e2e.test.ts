/**
 * The foundation as a student meets it, in Debian's chromium: sign up in az, edit the profile, switch to ru, sign
 * out and in, reset the password from the real email; the language banner; 404; the mobile menu; accessibility.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { linkIn, startSmtpServer } from '../support/smtp-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

describe('a new student', () => {
  it('signs up in az, edits the profile, switches to ru, signs out and in, resets the password', async () => {
    const { context, page, consoleErrors } = await openPage(browser);
    const email = 'nigar@example.az';

    await page.goto(`${server.url}/signup`);
    expect(await page.getAttribute('html', 'lang')).toBe('az');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
    await expect.poll(() => page.getByText('Bu xananı doldur.').count()).toBe(3);

    await page.getByLabel('E-poçt').fill(email);
    await page.getByLabel('Şifrə', { exact: true }).fill('secret1');
    await page.getByLabel('Şifrəni təkrarla').fill('secret2');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
    await page.getByText('Şifrələr uyğun gəlmir.').waitFor();

    await page.getByLabel('Şifrəni təkrarla').fill('secret1');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç' }).click();
    await page.getByText('Hesab yaradıldı. Imtahan-a xoş gəldin!').waitFor();
    // Sign-up lands on the diagnostic.
    await page.waitForURL(`${server.url}/diagnostic`);
    await page.getByRole('link', { name: 'Profil' }).first().click();
    await page.waitForURL(`${server.url}/profile`);

    // View mode with the spec's defaults.
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('nigar');
    expect(await page.getByTestId('profile-grade').textContent()).toBe('Seçilməyib');
    expect(await page.getByTestId('profile-average').textContent()).toMatch(/0[.,]0\s?%/);

    // Edit: name and grade, with validation.
    await page.getByRole('button', { name: 'Redaktə et' }).click();
    await page.getByLabel('Ad').fill('  a ');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await page.getByText('Ad ən azı 2 simvol olmalıdır.').waitFor();
    await page.getByLabel('Ad').fill(' Nigar ');
    await page.getByLabel('Sinif').selectOption('11');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await page.getByText('Profil yeniləndi.').waitFor();
    expect(await page.getByTestId('profile-name').textContent()).toBe('Nigar');
    expect(await page.getByTestId('profile-grade').textContent()).toBe('11-ci sinif');
    // Escaped, never run: a name with markup shows literally.
    await page.getByRole('button', { name: 'Redaktə et' }).click();
    await page.getByLabel('Ad').fill('<img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await page.getByText('Profil yeniləndi.').waitFor();
    expect(await page.getByTestId('profile-name').textContent()).toBe('<img src=x onerror=alert(1)>');

    // The language saves at once and switches the interface and the prefix.
    await page.getByLabel('İnterfeys dili').selectOption('ru');
    await page.waitForURL(`${server.url}/ru/profile`);
    await page.getByText('Язык обновлён.').waitFor();
    expect(await page.getByTestId('profile-grade').textContent()).toBe('11 класс');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    // Messages clear after 3 seconds.
    await page.getByText('Язык обновлён.').waitFor({ state: 'detached', timeout: 5000 });

    // Sign out, then sign in: the interface follows the profile's language.
    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await page.waitForURL(`${server.url}/ru/`);
    await page.goto(`${server.url}/signin`);
    await page.waitForURL(`${server.url}/ru/signin`);
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('wrong-pass');
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await page.getByText('Неверный пароль. Попробуй ещё раз.').waitFor();

    // Forgot password: the link arrives by SMTP, the reset page sets a new password.
    await page.getByRole('button', { name: 'Не помнишь пароль?' }).click();
    // Switching modes sends nothing by itself.
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await page.getByText('Ссылка отправлена. Проверь почту.').waitFor();
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(email)).length).toBe(1);
    const mail = smtp.mails.find((m) => m.to.includes(email))!;
    expect(mail.text).toContain('Здравствуй, <img src=x onerror=alert(1)>!');
    await page.goto(linkIn(mail, server.url));
    await page.waitForURL(/\/ru\/reset-password\?token=/);
    await page.getByLabel('Новый пароль').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Сохранить новый пароль' }).click();
    await page.waitForURL(`${server.url}/ru/signin`);

    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await page.getByText('Вход выполнен. С возвращением!').waitFor();
    await page.waitForURL(`${server.url}/ru/practice`);

    // The session survives a browser restart (persistent cookie).
    const state = await context.storageState();
    const restarted = await browser.newContext({ storageState: state, locale: 'az-AZ', timezoneId: 'Asia/Baku' });
    const again = await restarted.newPage();
    await again.goto(`${server.url}/ru/profile`);
    await again.getByRole('button', { name: 'Выйти' }).first().waitFor();
    await restarted.close();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('language banner', () => {
  it('offers Azerbaijani to a Russian browser until a choice is made (NAV-13, NAV-14, NAV-16)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { locale: 'ru-RU' });
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/ru/`);
    const banner = page.getByTestId('language-banner');
    await banner.waitFor();
    await page.reload();
    await banner.waitFor();
    await page.getByRole('button', { name: 'Перейти на азербайджанский' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'İngilis dili imtahanından inamla keç' }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'İngilis dili imtahanından inamla keç' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is not shown to Azerbaijani browsers; "continue" keeps the language (NAV-13, NAV-14)', async () => {
    const az = await openPage(browser, { locale: 'az-AZ' });
    await az.page.goto(`${server.url}/`);
    await az.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await az.page.getByTestId('language-banner').count()).toBe(0);
    await az.context.close();

    const en = await openPage(browser, { locale: 'en-US' });
    await en.page.goto(`${server.url}/`);
    await en.page.waitForURL(`${server.url}/en/`);
    await en.page.getByRole('button', { name: 'Continue in English' }).click();
    await en.page.reload();
    await en.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await en.page.getByTestId('language-banner').count()).toBe(0);
    expect(en.page.url()).toBe(`${server.url}/en/`);
    await en.context.close();
  });
});

describe('first visit and language files (DESIGN.md §7 budgets)', () => {
  it('sends a first visit to the browser language from the server; a remembered choice wins (NAV-16)', async () => {
    const get = (path: string, headers: Record<string, string>) =>
      fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
    const russian = await get('/practice?from=ad', { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(russian.status).toBe(302);
    expect(russian.headers.get('location')).toBe('/ru/practice?from=ad');
    expect((await get('/', { 'Accept-Language': 'de-DE' })).headers.get('location')).toBe('/en/');
    const remembered = await get('/', { 'Accept-Language': 'ru-RU', Cookie: 'imtahan_lang=az' });
    expect(remembered.status).toBe(200);
    expect(await remembered.text()).toContain('<html lang="az">');
    expect((await get('/learn', { 'Accept-Language': 'az-AZ' })).status).toBe(200);
    expect((await get('/ru/learn', { 'Accept-Language': 'en-US' })).status).toBe(200);
  });

  it('loads only the catalog of the page language, which each page names in its HTML', async () => {
    const azHtml = await (await fetch(`${server.url}/learn`)).text();
    const ruHtml = await (await fetch(`${server.url}/ru/learn`)).text();
    const ruDeepLink = await (await fetch(`${server.url}/ru/dashboard`)).text();
    const ruChunk = /<link rel="modulepreload" crossorigin href="(\/assets\/ru-[^"]+\.js)">/.exec(ruHtml)?.[1];
    expect(ruChunk).toBeDefined();
    expect(ruDeepLink).toContain(ruChunk);
    expect(azHtml).not.toMatch(/\/assets\/(ru|en)-[^"]+\.js/);
    expect(azHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/az-[^"]+\.js">/);
    expect(ruHtml).not.toMatch(/\/assets\/az-[^"]+\.js/);
    expect((await fetch(`${server.url}/.vite/manifest.json`)).headers.get('content-type')).toContain('text/html');

    const { context, page, consoleErrors } = await openPage(browser, { locale: 'az-AZ' });
    const catalogs: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/(ru|en)-[^/]+\.js$/.exec(request.url())?.[1];
      if (name) catalogs.push(name);
    });
    await page.goto(`${server.url}/learn`);
    await page.getByRole('heading', { name: 'Qrammatika dərsləri', level: 1 }).waitFor();
    expect(catalogs).toEqual([]);
    await page.getByLabel('Dil').last().selectOption('ru');
    await page.waitForURL(`${server.url}/ru/learn`);
    await page.getByRole('heading', { name: 'Уроки грамматики', level: 1 }).waitFor();
    expect(catalogs).toEqual(['ru']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the language banner without moving the page (no layout shift)', async () => {
    const { context, page } = await openPage(browser, { locale: 'ru-RU' });
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}/ru/practice`);
    await page.getByTestId('language-banner').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    await context.close();
  });
});

describe('routes', () => {
  it('shows the 404 page in the current language, redirects unknown prefixes (NAV-03, NAV-20)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Səhifə tapılmadı' }).waitFor();
    await page.goto(`${server.url}/ru/no-such-page`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.goto(`${server.url}/de/learn`);
    await page.waitForURL(`${server.url}/ru/`);
    await context.close();
  });

  it('serves the app for deep links; hashed assets are immutable and index.html is not cached (NAV-21)', async () => {
    for (const path of ['/profile', '/ru/signin', '/en/no-such-page']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/assets/missing-file.js`)).status).toBe(404);
  });

  it('switches the colour theme and remembers it (DESIGN.md §9)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${server.url}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    await page.locator('#footer-theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(18, 19, 26)');
    await page.reload();
    await expect.poll(background).toBe('rgb(18, 19, 26)');
    // The page's colours follow at once; the footer's picker once the app has started on the page.
    await expect.poll(() => page.locator('#footer-theme').inputValue()).toBe('dark');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens and closes the mobile menu at 375 px (NAV-10)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/`);
    const toggle = page.getByRole('button', { name: 'Menyunu aç' });
    await toggle.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Daxil ol' }).click();
    await page.waitForURL(`${server.url}/signin`);
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('has no axe-core violations on the pages built so far', async () => {
    // axe is injected as a script, which our Content-Security-Policy would rightly block.
    const { context, page } = await openPage(browser, { viewport: { width: 375, height: 800 }, bypassCSP: true });
    for (const path of ['/', '/signin', '/signup', '/no-such-page', '/ru/', '/ru/signin']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
