/** What the browser's answer queue holds (src/web/answering/answer-store.ts), read from the page's IndexedDB. */
import type { Page } from 'playwright-core';

/** The number of unsent answers stored for all attempts. */
export function pendingAnswerCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('imtahan');
        // No database yet: nothing queued. Creating one here would leave it without the app's store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(0) : reject(new Error(String(open.error))));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pending-answers')) return (db.close(), resolve(0));
          const all = db.transaction('pending-answers').objectStore('pending-answers').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { answers: unknown[] }[]).reduce((n, r) => n + r.answers.length, 0));
          };
          all.onerror = () => reject(new Error(String(all.error)));
        };
      }),
  );
}
