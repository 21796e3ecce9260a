/**
 * The repeat visit with the service worker (decision 014), in Debian's chromium: the bytes fetched over the network
 * and the time until the page is usable, on a first visit and on a repeat visit once the worker has installed.
 * Bytes are counted at a small proxy in front of the server, so what the worker fetches in the background (its
 * precache, the refresh of a kept page) counts too, not only what the page itself asks for. "Usable" is the page's
 * heading on screen with the load event over (the app has rendered and its scripts have run).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';

export interface RepeatVisit {
  path: string;
  firstBytes: number;
  firstMs: number;
  /** What the worker downloads after the first visit (the app shell and the catalog). */
  installBytes: number;
  repeatBytes: number;
  repeatMs: number;
}

/** Counts the bytes of every response body and header line passed through to the server at `target`. */
async function countingProxy(target: URL) {
  let bytes = 0;
  let lastAt = Date.now();
  const server = createServer((req, res) => {
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        bytes += answer.rawHeaders.join(': ').length + 20;
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          lastAt = Date.now();
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    /** Resolves once nothing has come through for `quietMs`. */
    async quiet(quietMs = 1500) {
      lastAt = Date.now();
      while (Date.now() - lastAt < quietMs) await new Promise((r) => setTimeout(r, 100));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Milliseconds from the navigation's start until the heading is on screen and the load event is over. */
async function visit(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // Checked on every frame: the first frame it holds is when the page became usable.
  const at = await page.waitForFunction(
    () => (document.readyState === 'complete' && document.querySelector('h1') !== null ? performance.now() : 0),
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await at.jsonValue()) as number;
}

export async function benchRepeatVisit(serverUrl: string, path = '/learn'): Promise<RepeatVisit> {
  const proxy = await countingProxy(new URL(serverUrl));
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'az-AZ' });
    const first = await context.newPage();
    proxy.take();
    const firstMs = await visit(first, proxy.url + path);
    const firstBytes = proxy.take();
    // The worker installs after the first page has loaded and downloads the app shell once.
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await proxy.quiet();
    const installBytes = proxy.take();
    await first.close();

    const again = await context.newPage();
    const repeatMs = await visit(again, proxy.url + path);
    // The worker refreshes the kept page and data in the background: counted too.
    await proxy.quiet();
    const repeatBytes = proxy.take();
    await context.close();
    return { path, firstBytes, firstMs, installBytes, repeatBytes, repeatMs };
  } finally {
    await browser.close();
    await proxy.close();
  }
}

export function repeatVisitRows(r: RepeatVisit): [string, string, string][] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    [`First visit ${r.path}: network, usable after`, `${kb(r.firstBytes)}, ${r.firstMs.toFixed(0)} ms`, 'figure'],
    [`Service worker install after it: network`, kb(r.installBytes), 'figure (once)'],
    [
      `Repeat visit ${r.path} (service worker): network, usable after`,
      `${kb(r.repeatBytes)}, ${r.repeatMs.toFixed(0)} ms`,
      'figure',
    ],
  ];
}
