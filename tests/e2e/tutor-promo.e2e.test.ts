/**
 * The tutor promo card from the site config (shown when forced, every field, the prices), on a server started with a
 * content fixture whose config sets `alwaysShow` and gives the tutor a photo the built app has.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeSiteConfig, makeTutor } from '../../src/domain/content/test-factories.ts';
import { tempContentDir, writeContentTree } from '../../src/server/content/test-content-tree.ts';
import { launchBrowser, openPage, shareSession } from '../support/browser.ts';
import { TestClient } from '../support/http-client.ts';
import { answerKeys, finish, rightAnswer, saveAnswer, startSession } from '../support/practice-helpers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let browser: Browser;
let server: TestServer;
let contentDir: string;

const tutor = makeTutor({
  name: 'Leyla Həsənova',
  title: { en: 'English tutor', az: 'İngilis dili repetitoru', ru: 'Репетитор английского' },
  // A file the built web app has, standing in for a tutor's photo.
  photo: '/favicon.svg',
  rating: 4.8,
  topStat: { label: { en: 'students', az: 'şagird', ru: 'учеников' }, value: '250+' },
  context: { en: 'Ten years of teaching.', az: 'On illik təcrübə.', ru: 'Десять лет опыта.' },
  platform: 'Google Meet',
  contactUrl: 'https://example.org/leyla',
});

beforeAll(async () => {
  const site = makeSiteConfig({ tutorPromo: { advertisingPriceFrom: 60, alwaysShow: true, tutors: [tutor] } });
  contentDir = writeContentTree(tempContentDir(), makeContent({ site }));
  server = await startTestServer({ CONTENT_DIR: contentDir, AUTH_RATE_LIMIT_MAX: '1000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the tutor promo from the site config', () => {
  it('forced by the config it shows at 100 %, below the review, with every field, the photo and 30 AZN', async () => {
    const api = new TestClient(server.url);
    await api.signUp('promo@example.az', 'secret123');
    const keys = answerKeys(contentDir);
    const menu = (await (await fetch(`${server.url}/api/practice/menu`)).json()) as {
      items: { type: string; slug: string }[];
    };
    const slug = menu.items.find((item) => item.type === 'grammar')!.slug;
    const session = await startSession(api, slug);
    for (const q of session.questions) {
      expect((await saveAnswer(api, session.attemptId, q.id, rightAnswer(keys.get(q.id)!))).status).toBe(200);
    }
    expect((await finish(api, session.attemptId)).body.correct).toBe(session.questions.length);

    const { context, page } = await openPage(browser);
    await shareSession(context, api, server.url);
    // Not the menu: opening it forgets remembered sessions.
    await page.goto(`${server.url}/learn`);
    await page.evaluate(
      ([name, id]) => sessionStorage.setItem(name!, id!),
      [`imtahan.session.${slug}`, session.attemptId],
    );
    await page.goto(`${server.url}/practice/${slug}`);
    await page.getByTestId('results').waitFor();
    expect(await page.getByTestId('score-percent').textContent()).toBe('100%');

    const promo = page.getByTestId('tutor-promo');
    await promo.waitFor();
    const text = await promo.textContent();
    for (const part of [
      'Leyla Həsənova',
      'İngilis dili repetitoru',
      // A decimal with the Azerbaijani comma.
      'Reytinq 4,8',
      '250+ şagird',
      'Google Meet',
      'On illik təcrübə.',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Ayda 30 AZN');
    expect(await promo.locator('img.promo-photo').getAttribute('src')).toBe('/favicon.svg');
    // The card is below the review and its photo loads lazily: it appears once the card is scrolled to.
    await promo.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        promo
          .locator('img.promo-photo')
          .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
    const contact = promo.getByRole('link', { name: 'Əlaqə' });
    expect(await contact.getAttribute('href')).toBe('https://example.org/leyla');
    expect(await contact.getAttribute('target')).toBe('_blank');
    // The card sits below the student's own review; the "advertise here" line is on the support page only.
    expect(
      await page.evaluate(() => {
        const review = document.getElementById('review-title');
        const card = document.querySelector('[data-testid="tutor-promo"]');
        return review && card ? review.compareDocumentPosition(card) : 'missing';
      }),
    ).toBe(4 /* Node.DOCUMENT_POSITION_FOLLOWING */);
    expect(await promo.getByText(/reklam/).count()).toBe(0);

    // In Russian, the same card in its language.
    await page.goto(`${server.url}/ru/practice/${slug}`);
    await promo.waitFor();
    expect(await promo.textContent()).toContain('Десять лет опыта.');
    // Russian writes a decimal comma and "100 %" with a narrow no-break space.
    expect(await promo.textContent()).toContain('Рейтинг 4,8');
    expect(await page.getByTestId('score-percent').textContent()).toBe('100\u202f%');
    expect(await promo.getByText(/реклама/).count()).toBe(0);
    await context.close();
  });

  it('a photo the app does not have is not sent: the card shows the initial', async () => {
    const site = (await (await fetch(`${server.url}/api/site`)).json()) as {
      tutorPromo: { alwaysShow: boolean; tutors: { photo: string | null }[] };
    };
    expect(site.tutorPromo.alwaysShow).toBe(true);
    expect(site.tutorPromo.tutors[0]?.photo).toBe('/favicon.svg');
    const missing = writeContentTree(
      tempContentDir(),
      makeContent({
        site: makeSiteConfig({
          tutorPromo: {
            advertisingPriceFrom: 60,
            alwaysShow: false,
            tutors: [makeTutor({ photo: '/images/tutors/nobody.webp' })],
          },
        }),
      }),
    );
    const other = await startTestServer({ CONTENT_DIR: missing });
    try {
      const body = (await (await fetch(`${other.url}/api/site`)).json()) as typeof site;
      expect(body.tutorPromo.tutors[0]?.photo).toBeNull();
      expect(body.tutorPromo.alwaysShow).toBe(false);
    } finally {
      await other.close();
    }
  });
});
