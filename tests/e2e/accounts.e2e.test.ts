/**
 * Account details a student notices: Google sign-in in the browser, redirects and their timing, toasts, double
 * submits, failures shown in the right language, the navbar and footer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { freePort, startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let oidc: TestOidcProvider;

beforeAll(async () => {
  const [appPort, oidcPort] = [await freePort(), await freePort()];
  oidc = await startOidcProvider(oidcPort, `http://127.0.0.1:${appPort}/api/auth/callback/google`);
  server = await startTestServer({
    PORT: String(appPort),
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await oidc?.close();
});

let counter = 0;
async function signUpThroughApi(): Promise<string> {
  const email = `acc${++counter}@example.az`;
  await new TestClient(server.url).signUp(email, 'secret123');
  return email;
}

async function signInThroughForm(page: Page, email: string, password = 'secret123') {
  await page.goto(`${server.url}/signin`);
  await page.getByLabel('E-poçt').fill(email);
  await page.getByLabel('Şifrə', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Daxil ol', exact: true }).click();
}

describe('Google sign-in in the browser', () => {
  it('signs a new student up, shows the toast, and has no change-password card (AUTH-22, PROF-14)', async () => {
    oidc.next({ sub: 'g-e2e-1', email: 'rashad@example.az', name: 'Rəşad Əliyev' });
    const { context, page, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Google ilə qeydiyyatdan keç' }).click();
    await page.getByText('Google ilə giriş uğurlu oldu.').waitFor();
    // A new account lands on the diagnostic.
    await page.waitForURL(`${server.url}/diagnostic`);
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Rəşad Əliyev');
    expect(await page.getByRole('heading', { name: 'Şifrəni dəyiş' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the canceled message when the student denies access (AUTH-23)', async () => {
    oidc.next('deny');
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/signin`);
    await page.getByRole('button', { name: 'Google ilə daxil ol' }).click();
    await page.getByText('Giriş ləğv edildi. Yenidən cəhd et.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    oidc.next('deny');
    await page.goto(`${server.url}/ru/signup`);
    await page.getByRole('button', { name: 'Регистрация через Google' }).click();
    await page.getByText('Регистрация отменена. Попробуй ещё раз.').waitFor();
    await context.close();
  });
});

describe('sign-up form', () => {
  it('asks for a first name and a grade (both optional): the name greets a new student, the grade is in the profile (ru)', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/ru/signup`);
    await page.getByLabel('Имя (необязательно)').fill(' Айсель ');
    await page.getByLabel('Электронная почта').fill(`named-ru${Date.now()}@example.az`);
    await page.getByLabel('Пароль', { exact: true }).fill('secret123');
    await page.getByLabel('Повтори пароль').fill('secret123');
    await page.getByLabel('Класс (необязательно)').selectOption('10');
    await page.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
    await page.waitForURL(`${server.url}/ru/diagnostic`);
    await page.goto(`${server.url}/ru/dashboard`);
    await page.getByRole('heading', { name: 'Добро пожаловать, Айсель!' }).waitFor();
    await page.goto(`${server.url}/ru/profile`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe('Айсель');
    expect(await page.getByTestId('profile-grade').textContent()).toBe('10 класс');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a one-letter first name is refused in the form; left empty, the name is the part of the email before the @ (az)', async () => {
    const { context, page, consoleErrors } = await openPage(browser);
    const local = `noname${Date.now()}`;
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Adın (məcburi deyil)').fill('A');
    await page.getByLabel('E-poçt').fill(`${local}@example.az`);
    await page.getByLabel('Şifrə', { exact: true }).fill('secret123');
    await page.getByLabel('Şifrəni təkrarla').fill('secret123');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç', exact: true }).click();
    await page.getByText('Ad ən azı 2 simvol olmalıdır.').waitFor();
    await page.getByLabel('Adın (məcburi deyil)').fill('');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç', exact: true }).click();
    await page.waitForURL(`${server.url}/diagnostic`);
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(local);
    expect(await page.getByTestId('profile-grade').textContent()).toBe('Seçilməyib');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('sign-in flow', () => {
  it('toast, then /practice after about 1 s; one request per double click; the toast closes after 5 s (AUTH-07, AUTH-08, AUTH-10)', async () => {
    const email = await signUpThroughApi();
    const { context, page } = await openPage(browser);
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/sign-in/email')) requests++;
    });
    await page.goto(`${server.url}/signin`);
    await page.getByLabel('E-poçt').fill(email);
    await page.getByLabel('Şifrə', { exact: true }).fill('secret123');
    // Timed inside the page (when the toast is added, when the URL becomes /practice), so a slow test process
    // polling for them does not shorten or stretch the interval.
    await page.evaluate((toastText) => {
      const marks = window as unknown as { toastAt?: number; practiceAt?: number };
      new MutationObserver(() => {
        if (marks.toastAt === undefined && document.body.innerText.includes(toastText))
          marks.toastAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          if (marks.practiceAt === undefined && location.pathname === '/practice') marks.practiceAt = performance.now();
        };
      }
    }, 'Daxil oldun. Yenidən xoş gəldin!');
    await page.getByRole('button', { name: 'Daxil ol', exact: true }).dblclick();
    const toast = page.getByText('Daxil oldun. Yenidən xoş gəldin!');
    await toast.waitFor();
    const shownAt = Date.now();
    await page.waitForURL(`${server.url}/practice`);
    const marks = await page.evaluate(() => {
      const { toastAt, practiceAt } = window as unknown as { toastAt?: number; practiceAt?: number };
      return { toastAt, practiceAt };
    });
    const redirectAfter = (marks.practiceAt ?? 0) - (marks.toastAt ?? 0);
    expect(redirectAfter).toBeGreaterThan(700);
    expect(redirectAfter).toBeLessThan(2500);
    expect(requests).toBe(1);
    await page.waitForTimeout(4000 - (Date.now() - shownAt));
    expect(await toast.isVisible()).toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 2500 });
    await context.close();
  });

  it('a signed-in student opening /signin or / goes to their home page (NAV-18, NAV-24)', async () => {
    const email = await signUpThroughApi();
    const { context, page } = await openPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    await page.goto(`${server.url}/signin`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/dashboard`);
    await context.close();
  });

  it('a reload never flashes signed-out links (NAV-25)', async () => {
    const email = await signUpThroughApi();
    const { context, page } = await openPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    await page.goto(`${server.url}/profile`);
    await page.getByTestId('profile-name').waitFor();
    await page.route('**/api/auth/get-session', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.reload();
    await page.waitForTimeout(300);
    expect(await page.getByRole('link', { name: 'Daxil ol' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Çıxış' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Daxil ol' }).count()).toBe(0);
    await context.close();
  });

  it('a refused or lost session check keeps a signed-in student on their page', async () => {
    const email = await signUpThroughApi();
    const { context, page, consoleErrors } = await openPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    // /practice asks for the session (the dashboard and history carry it inside their HTML).
    await page.getByRole('button', { name: 'Çıxış' }).first().waitFor();
    // A proxy's 429, then a dropped connection, then the real answer.
    const failures = ['429', 'abort'];
    let checks = 0;
    await page.route('**/api/auth/get-session', async (route) => {
      checks++;
      const failure = failures.shift();
      if (failure === '429') {
        await route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too many requests"}' });
      } else if (failure === 'abort') {
        await route.abort();
      } else {
        await route.continue();
      }
    });
    await page.reload();
    await page.getByRole('button', { name: 'Çıxış' }).first().waitFor({ timeout: 15_000 });
    // The 429 is retried; the dropped connection then stands in with the session last confirmed in this browser
    // (so a reload with no signal keeps the student's pages), to be checked again when the connection returns.
    expect(checks).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/practice');
    expect(await page.getByRole('link', { name: 'Daxil ol' }).count()).toBe(0);
    // The dropped connection is the only browser-side error.
    expect(consoleErrors.filter((e) => !/ERR_FAILED|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('names the page-address problem when the server refuses the origin, in the page language', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"error":{"code":"FORBIDDEN_ORIGIN","message":"Cross-site request refused"}}',
      }),
    );
    await page.goto(`${server.url}/ru/signup`);
    await page.locator('input[type=email]').fill('someone@example.az');
    for (const field of await page.locator('input[type=password]').all()) await field.fill('secret123');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Эта страница открыта по адресу, который сервер не знает').waitFor();
    await context.close();
  });

  it('sign-out forgets the tutor conversation on this computer', async () => {
    const email = await signUpThroughApi();
    const { context, page } = await openPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    await page.goto(`${server.url}/aitutor`);
    await page.getByRole('button', { name: 'Present Perfect-i nə vaxt işlədirəm?' }).click();
    await page.getByTestId('ai-message').last().waitFor();
    const saved = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('imtahan.tutor.')).length);
    await expect.poll(saved).toBe(1);

    await page.getByRole('button', { name: 'Çıxış' }).first().click();
    await page.waitForURL(`${server.url}/`);
    expect(await saved()).toBe(0);

    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    await page.goto(`${server.url}/aitutor`);
    await page.locator('#tutor-input').waitFor();
    expect(await page.getByTestId('user-message').count()).toBe(0);
    await context.close();
  });

  it('shows sign-in failed when the server errs, and logs it (AUTH-13)', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"x"}}',
      }),
    );
    await signInThroughForm(page, 'someone@example.az');
    await page.getByText('Giriş alınmadı. Yenidən cəhd et.').waitFor();
    await context.close();
  });

  it('shows the profile save failure when offline (PROF-10) and the load failure (PROF-11)', async () => {
    const email = await signUpThroughApi();
    const { context, page } = await openPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Redaktə et' }).click();
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await page.getByLabel('Ad').fill('Kamran');
    await page.getByRole('button', { name: 'Yadda saxla' }).click();
    await page.getByText('Profili yadda saxlamaq alınmadı. Yenidən cəhd et.').waitFor();
    await page.unroute('**/api/profile');
    await page.route('**/api/profile', (route) => route.abort());
    await page.reload();
    await page.getByText('Profili yükləmək alınmadı.').waitFor();
    await context.close();
  });
});

describe("the profile's time zone", () => {
  it("starts in the browser's zone at sign-up; changed on the profile page in az, kept after a reload", async () => {
    const { context, page, consoleErrors } = await openPage(browser, { timezoneId: 'America/New_York' });
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('E-poçt').fill(`tz${++counter}@example.az`);
    await page.getByLabel('Şifrə', { exact: true }).fill('secret123');
    await page.getByLabel('Şifrəni təkrarla').fill('secret123');
    await page.getByRole('button', { name: 'Qeydiyyatdan keç', exact: true }).click();
    await page.waitForURL(`${server.url}/diagnostic`);
    await page.goto(`${server.url}/profile`);
    const zone = page.getByLabel('Saat qurşağı');
    await expect.poll(() => zone.inputValue()).toBe('America/New_York');
    // The default comes first, marked in the page's language.
    expect(await zone.locator('option').first().textContent()).toMatch(/^Asia\/Baku \(GMT\+4\) \(standart\)$/);
    expect(await page.getByText('Gündəlik seriya və günün çağırışı bu qurşaqda gecə yarısı yenilənir.').count()).toBe(
      1,
    );

    await zone.selectOption('Pacific/Kiritimati');
    await page.getByText('Saat qurşağı yeniləndi.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Saat qurşağı').inputValue()).toBe('Pacific/Kiritimati');
    // The edit form offers the same select, with the stored zone.
    await page.getByRole('button', { name: 'Redaktə et' }).click();
    expect(await page.getByLabel('Saat qurşağı').inputValue()).toBe('Pacific/Kiritimati');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a failed change says so in az and keeps the stored zone', async () => {
    const email = await signUpThroughApi();
    const { context, page } = await openPage(browser);
    await signInThroughForm(page, email);
    await page.waitForURL(`${server.url}/practice`);
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByLabel('Saat qurşağı').inputValue()).toBe('Asia/Baku');
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await page.getByLabel('Saat qurşağı').selectOption('Europe/Moscow');
    await page.getByText('Saat qurşağını dəyişmək alınmadı. Yenidən cəhd et.').waitFor();
    await page.unroute('**/api/profile');
    await page.reload();
    await expect.poll(() => page.getByLabel('Saat qurşağı').inputValue()).toBe('Asia/Baku');
    await context.close();
  });
});

describe('navigation', () => {
  it('the navbar shrinks after 50 px of scroll; the logo and footer links point where they should (NAV-07, NAV-11, NAV-12)', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${server.url}/ru/`);
    const navbar = page.getByTestId('navbar');
    expect(await navbar.getAttribute('data-compact')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    expect(await navbar.getAttribute('data-compact')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => navbar.getAttribute('data-compact')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbar.getAttribute('data-compact')).toBe('false');

    expect(await page.getByRole('link', { name: 'salam@imtahan.az' }).getAttribute('href')).toBe(
      'mailto:salam@imtahan.az',
    );
    expect(await page.locator('footer a[href^="https://"]').count()).toBeGreaterThan(0);
    const logoHref = await page.locator('a.logo').getAttribute('href');
    expect(logoHref?.startsWith('/ru/')).toBe(true);
    await context.close();
  });

  it('the footer language picker switches and remembers the language (NAV-04, NAV-05)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/signin`);
    await page.getByLabel('Dil').selectOption('ru');
    await page.waitForURL(`${server.url}/ru/signin`);
    await page.goto(`${server.url}/signup`);
    await page.waitForURL(`${server.url}/ru/signup`);
    await context.close();
  });

  it('protected pages ask a signed-out visitor to sign in (PROF-01)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/profile`);
    await page.getByText('Daxil olmamısan.').waitFor();
    await page.getByRole('link', { name: 'Daxil ol' }).last().click();
    await page.waitForURL(`${server.url}/signin`);
    await context.close();
  });
});
