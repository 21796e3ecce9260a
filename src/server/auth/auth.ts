/**
 * Accounts through better-auth (email/password with scrypt, database sessions, reset, change password, Google
 * through OpenID Connect). Added here: a recent-login check on change-password, attempt limits per account and per
 * address (attempt-limits.ts, instead of better-auth's per-address limiter), the distinct "no account" answers for
 * sign-in and reset, one reset link valid at a time, and only the endpoints the web app calls.
 */
import { COOKIE_PREFIX, cookieValue, LANGUAGE_COOKIE, sessionCookieName } from '../../domain/auth/cookie-names.ts';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { MIN_PASSWORD_LENGTH } from '../../domain/auth/credentials.ts';
import { isLanguage, type Language } from '../../domain/language.ts';
import { timeZoneFromCookie } from '../../domain/profile/time-zone-cookie.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from '../mail/reset-password-mail.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import type { Clock } from '../clock.ts';
import type { OriginPolicy } from '../http/origins.ts';
import { attemptBuckets, createAttemptLimiter } from './attempt-limits.ts';
import { betterAuthWork } from './better-auth-work.ts';

/** The header the app sets from the socket (or the configured proxy header); the only one better-auth reads. */
export const CLIENT_IP_HEADER = 'x-imtahan-client-ip';
export const GOOGLE_PROVIDER_ID = 'google';

/**
 * better-auth endpoints the web app never calls (src/web/api/auth.ts lists the ones it does). Left open,
 * they are reachable with a session cookie and accept input nothing else checks (update-user stored any name).
 */
export const DISABLED_AUTH_PATHS = [
  '/account-info',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/get-access-token',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/ok',
  '/refresh-token',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/unlink-account',
  '/update-session',
  '/update-user',
  '/verify-email',
  '/verify-password',
];

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  profiles: ProfileStore;
  clock: Clock;
  origins: OriginPolicy;
}

/** The interface language the browser remembered (src/web/i18n/language.tsx writes the cookie). */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  const language = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(language) ? language : undefined;
}

/** The session cookie's value, either name: change-password attempts count per session. */
const sessionCookieValue = (cookieHeader: string | null | undefined): string | undefined =>
  cookieValue(cookieHeader, sessionCookieName(true)) ?? cookieValue(cookieHeader, sessionCookieName(false));

export function createAuth({ config, secret, db, mailer, logger, profiles, clock, origins }: AuthDeps) {
  const limiter = createAttemptLimiter(db, config.authRateLimit);

  async function userByEmail(email: unknown) {
    if (typeof email !== 'string') return undefined;
    return db.kysely
      .selectFrom('user')
      .select(['id', 'name'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  const auth = betterAuth({
    appName: 'Imtahan',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    database: { db: db.kysely, type: db.dialect },
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      log: (level, message) =>
        level === 'error' ? logger.error(`auth: ${message}`) : logger.debug(`auth: ${message}`),
    },
    trustedOrigins: (request) => origins.originsFor(request?.headers),
    disabledPaths: DISABLED_AUTH_PATHS,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // better-auth consumes only the token used; an older link mailed before it would still work.
      async onPasswordReset({ user }) {
        await db.kysely
          .deleteFrom('verification')
          .where('value', '=', user.id)
          .where('identifier', 'like', 'reset-password:%')
          .execute();
      },
      async sendResetPassword({ user, url }) {
        const profile = await profiles.ensure(user.id);
        await mailer.send(
          resetPasswordMail({
            to: user.email,
            name: profile?.name ?? user.name,
            link: url,
            language: profile?.language ?? 'az',
          }),
        );
      },
    },
    session: {
      // Sessions persist across browser restarts: a persistent cookie, renewed daily while used.
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    // Attempt limits live in the before hook below: better-auth's limiter keys on the address alone.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const headers = ctx.headers ?? ctx.request?.headers;
        const body = ctx.body as { email?: unknown } | undefined;
        const session = sessionCookieValue(headers?.get('cookie'));
        const buckets = attemptBuckets(
          {
            path: ctx.path,
            address: headers?.get(CLIENT_IP_HEADER) ?? 'unknown',
            ...(typeof body?.email === 'string' ? { email: body.email } : {}),
            ...(session ? { session } : {}),
          },
          config.authRateLimit,
        );
        if (buckets.length > 0) {
          // Real time, like session expiry: the app's injectable clock is for the student's day, not for limits.
          const verdict = await limiter.consume(buckets, Date.now());
          if (!verdict.allowed) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { code: 'RATE_LIMITED', message: `Too many attempts; try again in ${verdict.retryAfterSeconds} s` },
              { 'Retry-After': String(verdict.retryAfterSeconds) },
            );
          }
        }
        if (ctx.path === '/sign-in/email' || ctx.path === '/request-password-reset') {
          if (typeof body?.email === 'string' && body.email.includes('@') && !(await userByEmail(body.email))) {
            throw new APIError(ctx.path === '/sign-in/email' ? 'UNAUTHORIZED' : 'NOT_FOUND', {
              code: 'USER_NOT_FOUND',
              message: 'No account with this email',
            });
          }
        }
        if (ctx.path === '/change-password') {
          const session = await getSessionFromCtx(ctx);
          const createdAt = session ? new Date(session.session.createdAt).getTime() : 0;
          if (session && clock.now().getTime() - createdAt > config.recentLoginMinutes * 60_000) {
            throw new APIError('FORBIDDEN', {
              code: 'RECENT_LOGIN_REQUIRED',
              message: 'Sign out, sign in again and retry',
            });
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user, ctx) {
            const provider = ctx?.path?.startsWith('/callback') ? 'google' : 'password';
            const cookie = (ctx?.headers ?? ctx?.request?.headers)?.get('cookie');
            const language = languageFromCookie(cookie);
            // The browser's zone starts the student's calendar (Asia/Baku without one).
            const timeZone = timeZoneFromCookie(cookie);
            await profiles.ensure(user.id, {
              provider,
              ...(language ? { language } : {}),
              ...(timeZone ? { timeZone } : {}),
            });
            logger.debug(`new account ${user.id} (${provider})`);
          },
        },
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
  // Only the handler is handed out, and counted (better-auth-work.ts): with it in flight better-auth's storages stay
  // on; with none, they go off and every other route's promises run without Node's promise hooks.
  return { handler: (request: Request) => betterAuthWork.run(() => auth.handler(request)) };
}

export type Auth = ReturnType<typeof createAuth>;
