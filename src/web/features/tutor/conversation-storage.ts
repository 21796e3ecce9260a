/**
 * Where the tutor conversation is kept in the browser (localStorage, per student), and how it is forgotten on
 * sign-out: a school computer is shared, and the next student must not read the last one's questions. Kept apart
 * from the conversation hook so the navigation bar can clear it without loading the tutor.
 */
const PREFIX = 'imtahan.tutor.';

export const conversationStorageKey = (userId: string) => `${PREFIX}${userId}`;

/** Removes every student's saved conversation from this browser. */
export function forgetConversations(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
