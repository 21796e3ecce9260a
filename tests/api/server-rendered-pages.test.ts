/**
 * The open pages arrive server-rendered (with the built app in dist/), whether a visit comes before the
 * rendering that follows the start-up has reached its page or after it.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/test-server.ts';

const server = useTestServer();

async function page(path: string, language = 'az') {
  const res = await fetch(server.url + path, { headers: { 'accept-language': language }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), encoding: res.headers.get('content-encoding') };
}

describe('server-rendered open pages', () => {
  it('the first visits, right after the start, get the rendered page in their language', async () => {
    const [az, ru, practice] = await Promise.all([page('/'), page('/ru/', 'ru'), page('/en/practice', 'en')]);
    expect(az.status).toBe(200);
    expect(az.html).toContain('<html lang="az">');
    expect(az.html).toContain('id="imtahan-ssr-data"');
    expect(ru.html).toContain('<html lang="ru">');
    expect(ru.html).toContain('id="imtahan-ssr-data"');
    expect(practice.html).toContain('<html lang="en">');
    expect(practice.html).toContain('id="imtahan-ssr-data"');
  });

  it('later visits get the same pages, compressed', async () => {
    const res = await fetch(`${server.url}/learn`, { headers: { 'accept-encoding': 'br', 'accept-language': 'az' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('id="imtahan-ssr-data"');
  });
});
