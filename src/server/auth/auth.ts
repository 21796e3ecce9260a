/**
 * Accounts through better-auth (email/password with scrypt, database sessions, reset, change password, Google
 * through OpenID Connect). Three things it does not do by itself are added here (DESIGN.md §3): a recent-login
 * check on change-password, rate limiting in every environment keyed on one trusted client-address header, and the
 * spec's distinct "no account" answers for sign-in and reset (spec §8).
 */
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

/** The header the app sets from the socket (or the configured proxy header); the only one better-auth reads. */
export const CLIENT_IP_HEADER = 'x-imtahan-client-ip';
/** Cookie the web app keeps with the interface language; a new profile starts in it (DESIGN.md §4.3). */
export const LANGUAGE_COOKIE = 'imtahan_lang';
export const GOOGLE_PROVIDER_ID = 'google';

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  profiles: ProfileStore;
  clock: Clock;
}

/** The interface language the browser remembered (src/web/app/language.tsx writes the cookie). */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(cookieHeader ?? '');
  return isLanguage(match?.[1]) ? match[1] : undefined;
}

export function createAuth({ config, secret, db, mailer, logger, profiles, clock }: AuthDeps) {
  const limit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };

  async function userByEmail(email: unknown) {
    if (typeof email !== 'string') return undefined;
    return db.kysely
      .selectFrom('user')
      .select(['id', 'name'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  return betterAuth({
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
    trustedOrigins: [config.baseUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
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
      // Sessions persist across browser restarts (spec §4): a persistent cookie, renewed daily while used.
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: { accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': limit,
        '/sign-up/email': limit,
        '/request-password-reset': limit,
        '/reset-password': limit,
        '/change-password': limit,
        '/sign-in/social': limit,
      },
    },
    advanced: {
      cookiePrefix: 'imtahan',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email' || ctx.path === '/request-password-reset') {
          const body = ctx.body as { email?: unknown } | undefined;
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
}

export type Auth = ReturnType<typeof createAuth>;
