/**
 * A signed-in student's dashboard and history arrive with their first view in the HTML (the session and the answers
 * of the page's first calls), against the real server and database: each student's page carries only their own
 * data, is never cacheable by anyone else, and a request without a valid session gets the plain shell.
 */
import { describe, expect, it } from 'vitest';
import { signedUpStudent } from '../support/http-client.ts';
import { finish, rightAnswer, saveAnswer, startSession, answerKeys } from '../support/practice-helpers.ts';
import { useTestServer } from '../support/test-server.ts';

const server = useTestServer({ AUTH_RATE_LIMIT_MAX: '10000' });
const keys = answerKeys();

interface FirstView {
  session: { user: { id: string; email: string; name: string } };
  responses: [string, unknown][];
}

async function page(path: string, cookie?: string) {
  const res = await fetch(server.url + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  const json = /<script type="application\/json" id="imtahan-first-view">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    html,
    view: json === undefined ? undefined : (JSON.parse(json) as FirstView),
  };
}

const bodyOf = (view: FirstView | undefined, path: string) => view?.responses.find(([p]) => p === path)?.[1];

describe('the first view of a signed-in page', () => {
  it("the dashboard carries the student's session and the answers its first calls would get, private and not stored", async () => {
    const student = await signedUpStudent(server.url, 'first-view');
    const session = await startSession(student, 'present-simple');
    const question = session.questions[0]!;
    const keyed = keys.get(question.id);
    if (!keyed) throw new Error(`no key for ${question.id}`);
    await saveAnswer(student, session.attemptId, question.id, rightAnswer(keyed));
    await finish(student, session.attemptId);

    const dashboard = await page('/dashboard', student.cookieHeader());
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
    expect(dashboard.headers.get('vary')).toMatch(/Cookie/);
    const view = dashboard.view;
    expect(view?.session.user.email).toMatch(/^first-view/);
    expect(JSON.stringify(view)).not.toMatch(/"token"/);
    for (const path of ['/api/dashboard', '/api/standing', '/api/review/count', '/api/challenge/today', '/api/site']) {
      expect(bodyOf(view, path), path).toEqual((await student.get(path)).body);
    }
    expect(bodyOf(view, '/api/dashboard')).toMatchObject({ totalQuizzes: 1, questionsAnswered: 1 });
    // The AI's suggestion may wait for the model: the page asks for it after its first paint.
    expect(view?.responses.some(([path]) => path.startsWith('/api/suggestion'))).toBe(false);

    const history = await page('/ru/history', student.cookieHeader());
    const attempts = bodyOf(history.view, '/api/attempts?timeframe=all&language=ru');
    expect(attempts).toEqual((await student.get('/api/attempts?timeframe=all&language=ru')).body);
  });

  it("each student's page carries only their own data", async () => {
    const [one, two] = await Promise.all([
      signedUpStudent(server.url, 'first-view-one'),
      signedUpStudent(server.url, 'first-view-two'),
    ]);
    const [pageOne, pageTwo] = await Promise.all([
      page('/dashboard', one.cookieHeader()),
      page('/dashboard', two.cookieHeader()),
    ]);
    expect(pageOne.view?.session.user.email).toMatch(/^first-view-one/);
    expect(pageTwo.view?.session.user.email).toMatch(/^first-view-two/);
    expect(JSON.stringify(pageOne.view)).not.toContain(pageTwo.view?.session.user.id ?? 'missing');
    expect((bodyOf(pageTwo.view, '/api/dashboard') as { name: string }).name).toMatch(/^first-view-two/);
  });

  it('without a valid session, and on pages without a first view, the plain shell that any cache may keep', async () => {
    const student = await signedUpStudent(server.url, 'first-view-shell');
    for (const [path, cookie] of [
      ['/dashboard', undefined],
      // The readable hint alone, or a session cookie that is not (or no longer) valid.
      ['/dashboard', 'imtahan_auth=1'],
      ['/history', `imtahan_auth=1; better-auth.session_token=forged.c2lnbmF0dXJl`],
      ['/profile', student.cookieHeader()],
      ['/ru/review', student.cookieHeader()],
    ] as const) {
      const shell = await page(path, cookie);
      expect(shell.status, path).toBe(200);
      expect(shell.view, path).toBeUndefined();
      expect(shell.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
