/** Session and account calls (better-auth's endpoints under /api/auth) with their query keys. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE, cookieValue } from '../../domain/auth/cookie-names.ts';
import { ApiError, apiFetch } from './client.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
export interface Session {
  user: SessionUser;
}

export const sessionQueryKey = ['session'] as const;

/** The server's readable hint that a session may exist (src/server/auth/auth-routes.ts). */
function mayHaveSession(): boolean {
  if (typeof document === 'undefined') return false;
  return cookieValue(document.cookie, SESSION_HINT_COOKIE) === '1';
}

const LAST_SESSION_KEY = 'imtahan.lastSession';

function keepLastSession(session: Session | null): void {
  try {
    if (session) localStorage.setItem(LAST_SESSION_KEY, JSON.stringify({ user: session.user }));
    else localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Without storage a reload with no connection waits for the network, as before.
  }
}

function lastSession(): Session | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null') as Session | null;
    return kept?.user ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** A session the server sent with the page (src/web/app/first-view.ts): kept and cached as if just checked. */
export function seedSession(queryClient: QueryClient, session: Session): void {
  keepLastSession(session);
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Sign-out forgets the kept session, so the next student on a shared phone never starts as the last one. */
export function forgetLastSession(): void {
  keepLastSession(null);
}

/**
 * Only the server's answer says "signed out" (get-session answers null). A check refused (429 from a proxy), failed
 * (5xx) or lost (no network) is retried with a growing pause: a reload shows the loader until the server answers,
 * and a background refresh keeps the last known session meanwhile.
 */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      let session: Session | null;
      try {
        session = await apiFetch<Session | null>('/api/auth/get-session');
      } catch (error) {
        // No connection (a reload on a bus): the session last confirmed in this browser stands in, so the pages
        // kept offline open; it is checked again as soon as the connection returns.
        const kept =
          error instanceof ApiError && error.code === 'NETWORK' && mayHaveSession() ? lastSession() : undefined;
        if (kept) return kept;
        throw error;
      }
      if (!session && mayHaveSession()) document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
      keepLastSession(session);
      return session;
    },
    // Without the hint the visitor is signed out: render at once and confirm in the background.
    placeholderData: mayHaveSession() ? undefined : null,
    staleTime: 60_000,
    refetchOnReconnect: 'always',
    retry: true,
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, 15_000),
  });
}

export function signIn(email: string, password: string) {
  return apiFetch<{ user: SessionUser }>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: email.trim(), password, rememberMe: true },
  });
}

/** The account's display name is the first name when given, else the part of the email before the @. */
export function signUp(email: string, password: string, firstName = '') {
  const trimmed = email.trim();
  return apiFetch<{ user: SessionUser }>('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email: trimmed, password, name: firstName.trim() || (trimmed.split('@')[0] ?? '') },
  });
}

export function signOut() {
  return apiFetch<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string, redirectTo: string) {
  return apiFetch<{ status: boolean }>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim(), redirectTo },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch<{ status: boolean }>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return apiFetch<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** Starts Google sign-in (OpenID Connect, redirect flow); resolves to the provider's address. */
export function startGoogleSignIn(urls: { callbackURL: string; newUserCallbackURL: string; errorCallbackURL: string }) {
  return apiFetch<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', ...urls },
  });
}
