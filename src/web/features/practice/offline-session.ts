/**
 * Grammar practice with no connection (decision 014). "Download for offline" on a lesson also keeps its topic's
 * offline pack: the questions without their keys (GET /api/practice/offline/:slug). With no signal the session page
 * draws a session from the pack as the server would, names it with an attempt id of its own and keeps it here, in
 * IndexedDB, next to the answer queue that keeps its answers. When the connection returns, the session is sent
 * first (POST /api/practice/sessions with `offline`, stored once under its id however often it is sent), then the
 * queue sends the answers, which the server grades once each (their answer ids) on the day they were given.
 *
 * The record stays until the server has the session and every answer, so a reload, a crash or a browser restart
 * resumes it (the session page looks here first), and it belongs to the student who started it: another student
 * signed in on the same phone never sees or sends it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflinePack, PublicQuestion, SessionResponse } from '../../../domain/api/practice-schema.ts';
import { drawOffline } from '../../../domain/practice/offline-draw.ts';
import { apiFetch } from '../../api/client.ts';
import { CACHES, offlinePackUrl } from '../../offline/cache-names.ts';

export interface OfflineSession {
  attemptId: string;
  userId: string;
  slug: string;
  title: OfflinePack['title'];
  questions: PublicQuestion[];
  startedAt: string;
}

const STORE = 'sessions';
interface Schema extends DBSchema {
  [STORE]: { key: string; value: OfflineSession };
}

let opened: Promise<IDBPDatabase<Schema>> | undefined;
const db = () =>
  (opened ??= openDB<Schema>('imtahan-offline-sessions', 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'attemptId' });
    },
  }));

/** The pack kept by a download, or undefined when this topic was not downloaded (or the browser keeps nothing). */
export async function downloadedPack(slug: string): Promise<OfflinePack | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const response = await caches.match(offlinePackUrl(slug), { cacheName: CACHES.downloads });
  return response ? ((await response.json()) as OfflinePack) : undefined;
}

/** The student's session of this practice started offline and not yet on the server with all its answers. */
export async function keptOfflineSession(slug: string, userId: string): Promise<OfflineSession | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  const all = await (await db()).getAll(STORE);
  return all
    .filter((s) => s.slug === slug && s.userId === userId)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))[0];
}

/** Draws a session from the downloaded pack and keeps it; undefined when the topic was not downloaded. */
export async function startOfflineSession(slug: string, userId: string): Promise<OfflineSession | undefined> {
  const pack = await downloadedPack(slug);
  if (!pack || typeof indexedDB === 'undefined') return undefined;
  const session: OfflineSession = {
    attemptId: crypto.randomUUID(),
    userId,
    slug: pack.slug,
    title: pack.title,
    questions: drawOffline(pack.questions, Math.random, pack.size).map((q, i) => ({ ...q, number: i + 1 })),
    startedAt: new Date().toISOString(),
  };
  await (await db()).put(STORE, session);
  return session;
}

/** The kept session as the page shows it; its answers come back from the answer queue's own storage. */
export function offlineSessionView(session: OfflineSession): SessionResponse {
  return {
    attemptId: session.attemptId,
    kind: 'grammar',
    slug: session.slug,
    title: session.title,
    immediateFeedback: true,
    questions: session.questions,
    listening: [],
    reading: [],
    answers: [],
    finished: false,
  };
}

/** Sends the session to the server (again: its id stores it once) and returns it as the server has it. */
export const sendOfflineSession = (session: OfflineSession) =>
  apiFetch<SessionResponse>('/api/practice/sessions', {
    method: 'POST',
    body: {
      slug: session.slug,
      offline: {
        attemptId: session.attemptId,
        questionIds: session.questions.map((q) => q.id),
        startedAt: session.startedAt,
      },
    },
  });

/** The server has the session and every answer: the page restores it from there from now on. */
export async function forgetOfflineSession(attemptId: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await db()).delete(STORE, attemptId);
}
