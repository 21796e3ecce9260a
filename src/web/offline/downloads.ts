/**
 * "Download for offline": the student keeps a lesson (its data) or a listening test (its audio) on the phone, in the
 * service worker's downloads cache (cache-names.ts), which the worker reads when the network fails (lessons) or
 * before the network (audio). Only public files are ever downloaded. The space a download uses is the sum of its
 * files' sizes, read back from the cache, so what is shown is what is kept.
 */
import { CACHES } from './cache-names.ts';

export const downloadsSupported = () => typeof caches !== 'undefined';

/** Bytes kept for these URLs; undefined when any of them is missing (not downloaded, or removed by the browser). */
export async function downloadedBytes(urls: readonly string[]): Promise<number | undefined> {
  const cache = await caches.open(CACHES.downloads);
  let total = 0;
  for (const url of urls) {
    const response = await cache.match(url);
    if (!response) return undefined;
    total += (await response.blob()).size;
  }
  return total;
}

/** Fetches every file and keeps them together: all or none (a half download is removed). Returns the bytes kept. */
export async function download(urls: readonly string[]): Promise<number> {
  const cache = await caches.open(CACHES.downloads);
  try {
    for (const url of urls) {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(url, response);
    }
  } catch (error) {
    await removeDownload(urls);
    throw error;
  }
  return (await downloadedBytes(urls)) ?? 0;
}

export async function removeDownload(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHES.downloads);
  await Promise.all(urls.map((url) => cache.delete(url)));
}
