/**
 * The HTTP application: API routes under /api and the built web app. Dependencies are passed in, so tests build
 * the same app against their own database, mail server, OIDC provider and clock.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { MAX_AI_INPUT_CHARS, MAX_CHAT_HISTORY } from '../domain/api/ai-schema.ts';
import type { Ai } from './ai/ai-module.ts';
import { SIGN_IN_PATHS, authRoutes } from './auth/auth-routes.ts';
import type { Auth } from './auth/auth.ts';
import type { SessionCheck } from './auth/session-check.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { contentRoutes } from './content/content-routes.ts';
import type { Content } from './content/load-content.ts';
import type { AppEnv } from './http/app-env.ts';
import { errorBody, HttpError, sendError } from './http/errors.ts';
import { DEFAULT_BODY_LIMIT, READS_RAW_REQUEST, requestGuard } from './http/request-guard.ts';
import { requestContext } from './http/request-context.ts';
import { clientAddress, isCompleteResponse, originCheck, securityHeaders } from './http/security.ts';
import type { OriginPolicy } from './http/origins.ts';
import type { PrerenderedPage } from './http/prerender.ts';
import { publicSiteInfo } from './http/site-info.ts';
import { staticFiles } from './http/static-files.ts';
import type { Logger } from './logger.ts';
import { challengeRoutes } from './challenge/challenge-routes.ts';
import type { ChallengeService } from './challenge/challenge-service.ts';
import { diagnosticRoutes } from './diagnostic/diagnostic-routes.ts';
import type { DiagnosticService } from './diagnostic/diagnostic-service.ts';
import { lessonQuizRoutes } from './lesson-quiz/lesson-quiz-routes.ts';
import type { LessonQuizService } from './lesson-quiz/lesson-quiz-service.ts';
import { createAudioServer } from './content/audio-routes.ts';
import type { PracticeCatalog } from './content/practice-catalog.ts';
import { sessionRoutes, type SessionRoutesDeps } from './sessions/session-routes.ts';
import type { Progress } from './progress/dashboard-module.ts';
import { compressJson } from './http/compression.ts';
import { profileRoutes } from './profile/profile-routes.ts';
import { reviewRoutes } from './review/review-routes.ts';
import type { ReviewService } from './review/review-service.ts';
import { standingRoutes } from './standing/standing-routes.ts';
import type { StandingService } from './standing/standing-service.ts';
import type { ProfileStore } from './profile/profile-store.ts';

export interface AppDeps {
  config: Config;
  auth: Auth;
  /** Who a request's session cookie belongs to (src/server/auth/session-check.ts). */
  sessionUser: SessionCheck;
  profiles: ProfileStore;
  /** The server's clock (the student's today for the profile's exam date). */
  clock: Clock;
  logger: Logger;
  content: Content;
  /** Figures computed from the content. */
  contentStats: { questionCount: number };
  /** The practice menu and the passages and audio of its sessions (src/server/content/practice-catalog.ts). */
  catalog: PracticeCatalog;
  /** The modules behind /api/practice/sessions: practice sessions and mock exams. */
  sessions: Omit<SessionRoutesDeps, 'catalog' | 'signedIn'>;
  lessonQuiz: LessonQuizService;
  diagnostic: DiagnosticService;
  challenge: ChallengeService;
  /** Review of mistakes (src/server/review). */
  review: ReviewService;
  /** Where a student stands: mastery, predicted score, weekly plan (src/server/standing). */
  standing: StandingService;
  /** The AI service and its routes (src/server/ai). */
  ai: Ai;
  /** Dashboard, AI suggestion and quiz history (src/server/progress). */
  progress: Progress;
  /** Which page origins may change state (src/server/http/origins.ts); better-auth checks the same list. */
  origins: OriginPolicy;
  /** Server-rendered landing pages by path (src/server/http/prerender.ts). */
  prerendered?: Map<string, PrerenderedPage>;
}

/**
 * The one body that may be larger than the default: the tutor's conversation, up to MAX_CHAT_HISTORY messages of
 * MAX_AI_INPUT_CHARS * 4 characters (the tutor's own replies), each character at most 3 bytes in UTF-8.
 */
const TUTOR_BODY_LIMIT = MAX_CHAT_HISTORY * MAX_AI_INPUT_CHARS * 4 * 3 + DEFAULT_BODY_LIMIT;

/** Headers of every API response unless its route sets its own: nothing of a student's is cached. */
const API_DEFAULT_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store' };

export function createApp({
  config,
  auth,
  sessionUser,
  profiles,
  clock,
  logger,
  content,
  contentStats,
  catalog,
  sessions,
  lessonQuiz,
  diagnostic,
  challenge,
  review,
  standing,
  ai,
  progress,
  origins,
  prerendered = new Map(),
}: AppDeps) {
  // Hono's fastest router, named rather than left to SmartRouter's choice: SmartRouter falls back for good to the
  // slower TrieRouter when two routes share a level with a fixed segment and a parameter (it did for
  // /api/attempts/chart beside /api/attempts/:attemptId/review: some 8 µs on every request). Named, such a route
  // stops the server at start, in every test, instead of slowing every request unseen.
  const app = new Hono<AppEnv>({ router: new RegExpRouter() });

  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json(errorBody('NOT_FOUND', 'No such endpoint'), 404) : c.text('Not found', 404),
  );

  app.use('*', securityHeaders());
  // Outermost on the API, so it compresses the final body of every JSON response, errors included; the JSON it
  // builds carries the API's default headers from the start.
  app.use('/api/*', compressJson(API_DEFAULT_HEADERS));
  // Before anything reads a body or a parameter: size limit, text the databases can store.
  app.use('/api/*', requestGuard({ default: DEFAULT_BODY_LIMIT, byPath: { '/api/ai/aitutor': TUTOR_BODY_LIMIT } }));
  app.use('/api/*', clientAddress(config.clientIpHeader, READS_RAW_REQUEST));
  app.use('/api/*', originCheck(origins));
  app.use('/api/*', async (c, next) => {
    await next();
    // Routes that may be cached (lessons, audio) set their own header. Set on the response's own headers, as
    // securityHeaders does: c.header() on a finished response rebuilds it around a stream of its body, which
    // @hono/node-server then writes chunk by chunk instead of in one write (about 0.3 ms of CPU per request).
    if (isCompleteResponse(c.res)) return;
    for (const name in API_DEFAULT_HEADERS) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, API_DEFAULT_HEADERS[name] ?? '');
    }
  });

  app.get('/api/health', (c) => c.json({ status: 'ok' }));

  /** Public facts the web app needs before sign-in. */
  // Computed once: the config only changes with a restart, and it looks for the tutors' photo files.
  const siteInfo = publicSiteInfo(config, content.site, contentStats);
  app.get('/api/site', (c) => c.json(siteInfo));

  // The server remembers verified sessions for a few seconds (session-check.ts) and forgets them around every
  // write that can end a session (sign-out, password change or reset) or change a profile's language or zone.
  const forgetAroundWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
    const writes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (writes) sessionUser.forget();
    await next();
    if (writes) sessionUser.forget();
  };
  for (const path of ['/api/auth/*', '/api/profile', '/api/profile/*']) app.use(path, forgetAroundWrites);
  app.route('/api/auth', authRoutes(auth, logger, SIGN_IN_PATHS, config.baseUrl.startsWith('https://')));

  const signedIn = requestContext(sessionUser, profiles);
  app.use('/api/profile', signedIn);
  app.use('/api/profile/*', signedIn);
  app.route('/api/profile', profileRoutes(profiles, clock));
  app.route('/api/practice', sessionRoutes({ catalog, ...sessions, signedIn }));
  // Listening audio, also at the spec's /assets/data/ URLs: before the static files, which would take them.
  const audio = createAudioServer(catalog);
  app.route('/api/content/audio', audio.routes);
  app.get('/assets/data/*', audio.specUrls());
  app.route('/api/lessons', lessonQuizRoutes(lessonQuiz, signedIn));
  app.route('/api/diagnostic', diagnosticRoutes(diagnostic, signedIn));
  app.route('/api/challenge', challengeRoutes(challenge, signedIn));
  app.route('/api/review', reviewRoutes(review, signedIn));
  app.route('/api/standing', standingRoutes(standing, signedIn));
  app.route('/api/ai', ai.routes(signedIn));
  app.route('/api', progress.routes(signedIn));
  app.route('/api/content', contentRoutes(content.topics));

  // A signed-in page's first view asks the API above in-process, with the page request's cookie and connection (for
  // the client's address), exactly as the browser would have asked (src/server/http/first-view.ts).
  const clientIpHeader = config.clientIpHeader;
  const apiGet = (c: Context) => async (path: string) => {
    const headers = new Headers({ cookie: c.req.header('cookie') ?? '' });
    const forwarded = clientIpHeader ? c.req.header(clientIpHeader) : undefined;
    if (clientIpHeader && forwarded) headers.set(clientIpHeader, forwarded);
    return app.request(path, { headers }, c.env);
  };
  app.use('*', staticFiles(config.webDistDir, prerendered, apiGet));
  return app;
}
