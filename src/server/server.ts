/**
 * Builds every dependency from the configuration and starts listening. Used by `npm start` (main.ts) and by the
 * API and browser tests, which start the real server on a free port.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { createAi } from './ai/ai-module.ts';
import { createApp } from './app.ts';
import { lessonOf, topicList } from './content/content-routes.ts';
import { serverRenderedPages } from './http/prerender.ts';
import { createOriginPolicy } from './http/origins.ts';
import { publicSiteInfo } from './http/site-info.ts';
import { createAuth } from './auth/auth.ts';
import { createSessionCheck } from './auth/session-check.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { countQuestions, loadContent } from './content/load-content.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { settleBackgroundWrites } from './db/background-writes.ts';
import { flushWrites } from './db/write-batch.ts';
import { reduceMemoryWhenIdle } from './http/idle-memory.ts';
import { drainRequests } from './http/request-drain.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { createProfileStore } from './profile/profile-store.ts';
import { createAttempts } from './attempts/attempts-module.ts';
import { createChallengeService } from './challenge/challenge-service.ts';
import { createDiagnosticService } from './diagnostic/diagnostic-service.ts';
import { createLessonQuizService } from './lesson-quiz/lesson-quiz-service.ts';
import { createPracticeCatalog } from './content/practice-catalog.ts';
import { createSessionViews } from './attempts/session-views.ts';
import { createMockExamService } from './mock-exams/mock-exam-service.ts';
import { createPracticeService } from './practice/practice-service.ts';
import { createProgress } from './progress/dashboard-module.ts';
import { createReviewService } from './review/review-service.ts';
import { createStandingService } from './standing/standing-service.ts';

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  /** Requests received whose response has not ended yet. */
  requestsInFlight(): number;
  /**
   * Stops accepting, lets the requests in flight finish (at most SHUTDOWN_DRAIN_MS), commits the writes the batcher
   * holds, then closes the database. Calling it again returns the same shutdown.
   */
  close(): Promise<void>;
}

/**
 * How long a shutdown waits for requests in flight: an answer save takes milliseconds, a graded open answer up to the
 * AI timeout; a streamed tutor reply longer than this is cut off. Under the 10 s that `docker stop` and most process
 * managers allow between SIGTERM and SIGKILL, with room for the last commit and closing the pool.
 */
export const SHUTDOWN_DRAIN_MS = 8_000;

/**
 * AUTH_SECRET, or (SQLite only: loadConfig requires AUTH_SECRET with PostgreSQL, where several servers may share the
 * database) one generated once into DATA_DIR so sessions survive restarts on a laptop.
 */
function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** How long each step of the start-up took, for the log: the start-to-ready budget is the sum of them. */
function startupSteps() {
  let last = performance.now();
  const steps: string[] = [];
  return {
    done(name: string) {
      const now = performance.now();
      steps.push(`${name} ${Math.round(now - last)} ms`);
      last = now;
    },
    describe: () => steps.join(', '),
  };
}

export async function startServer(
  config: Config,
  options: {
    clock?: Clock;
    logger?: Logger;
    /**
     * Give a burst's memory back once it is over (http/idle-memory.ts): on for `npm start`; off where servers run
     * inside another process (the tests), whose V8 settings it would change.
     */
    reduceMemoryWhenIdle?: boolean;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const steps = startupSteps();
  const content = loadContent(config.contentDir);
  steps.done('content');
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  steps.done('migrations');
  const profiles = createProfileStore(db, clock);
  const mailer = createMailer({ ...config.mail, outboxDir: join(config.dataDir, 'outbox'), logger });
  const secret = authSecret(config);
  const origins = createOriginPolicy(config);
  logger.info(origins.describe());
  const auth = createAuth({ config, secret, db, mailer, logger, profiles, clock, origins });
  const sessionUser = createSessionCheck(db, secret, config.baseUrl.startsWith('https://'));
  const contentStats = { questionCount: countQuestions(content) };
  const ai = createAi({ config: config.ai, content, db, clock, logger, profiles });
  const attempts = createAttempts({ content, db, clock, logger });
  const catalog = createPracticeCatalog(content, config.contentDir);
  const views = createSessionViews({ catalog, ...attempts, profiles, clock, random: Math.random });
  const { exams } = attempts;
  const menuDeps = {
    catalog,
    ...attempts,
    views,
    judge: ai.answerJudge,
    examRules: content.site.exam,
    clock,
    profiles,
  };
  const practice = createPracticeService(menuDeps);
  const mockExams = createMockExamService(menuDeps);
  const { topics } = content;
  const lessonQuiz = createLessonQuizService({ topics, attempts, profiles, clock });
  const diagnostic = createDiagnosticService({ db, topics, attempts, profiles, clock });
  const challenge = createChallengeService({ db, topics, attempts, profiles, clock });
  const review = createReviewService({ topics, attempts, catalog, judge: ai.answerJudge, profiles, clock });
  const standing = createStandingService({
    db,
    content,
    store: attempts.standing,
    reviewCards: attempts.reviewCards,
    dueReviews: review.dueAt,
    menuSlugs: catalog.menu.items.map((i) => i.slug),
    clock,
  });
  const progress = createProgress({ db, profiles, ai, catalog, attempts, standing, clock, logger });
  steps.done('services');
  const rendering = serverRenderedPages(
    config.webDistDir,
    {
      site: publicSiteInfo(config, content.site, contentStats),
      topics: topicList(content.topics),
      menu: catalog.menu,
      lessons: new Map(content.topics.map((topic) => [topic.id, lessonOf(topic)])),
    },
    logger,
  );
  const app = createApp({
    sessionUser,
    catalog,
    sessions: {
      store: attempts.store,
      exams,
      serviceFor: (kind) => (kind === 'mock_exam' ? mockExams : practice),
    },
    lessonQuiz,
    diagnostic,
    challenge,
    review,
    standing,
    ai,
    progress,
    config,
    auth,
    profiles,
    clock,
    logger,
    content,
    contentStats,
    origins,
    prerendered: rendering.pages,
  });
  steps.done('app');

  const drain = drainRequests();
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: drain.track(app.fetch), port: config.port, hostname: config.host }, () => resolve(s));
  });
  drain.attach(server as Server);
  const idleMemory = options.reduceMemoryWhenIdle ? reduceMemoryWhenIdle() : undefined;
  if (idleMemory) server.on('request', idleMemory.requestArrived);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  steps.done('listen');
  logger.info(`Start-up steps: ${steps.describe()}`);
  // Ready: the open pages are rendered now, in the background (a visit that comes first renders its own); their
  // garbage is collected once they are.
  void rendering.warm().then(() => idleMemory?.afterStartUp());
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    requestsInFlight: drain.inFlight,
    close() {
      closing ??= (async () => {
        idleMemory?.stop();
        const cutOff = await drain.close(SHUTDOWN_DRAIN_MS);
        if (cutOff > 0)
          logger.error(`Shutdown: ${cutOff} request(s) still running after ${SHUTDOWN_DRAIN_MS} ms were cut off`);
        // Writes that follow a response (a student's standing, review cards), and any a request cut off at the
        // deadline left queued: committed before the pool goes.
        await ai.close();
        await settleBackgroundWrites(db);
        await flushWrites(db);
        await db.close();
      })();
      return closing;
    },
  };
}
