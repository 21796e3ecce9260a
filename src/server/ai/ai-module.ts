/**
 * Builds the AI feature from the configuration: the `openai` provider when AI_BASE_URL is set, else the offline
 * tutor alone; the service, its store and routes; and the judge that grading uses (src/server/attempts/answer-judge.ts).
 */
import type { MiddlewareHandler } from 'hono';
import type { Content } from '../../domain/content/content.ts';
import type { PlannedArea } from '../../domain/api/standing-schema.ts';
import type { Language } from '../../domain/language.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Logger } from '../logger.ts';
import type { AnswerJudge } from '../attempts/answer-judge.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { aiRoutes } from './ai-routes.ts';
import { createAiService, type AiService, type ModelBudget } from './ai-service.ts';
import { createAiStore } from './ai-store.ts';
import { createRateCounters } from './rate-counters.ts';
import type { ChatModel } from './chat-model.ts';
import { indexContent } from './content-index.ts';
import { loadJudgeData } from './language-tools.ts';
import { createExamState } from './exam-state.ts';
import { createOpenAiModel } from './openai-model.ts';

export interface Ai {
  service: AiService;
  /** The /api/ai routes, behind the given sign-in middleware. */
  routes(signedIn: MiddlewareHandler<AppEnv>): ReturnType<typeof aiRoutes>;
  /** What grading asks of the AI: open answers, partial credit, the paragraph (each with its offline fallback). */
  answerJudge: AnswerJudge;
  /**
   * The student's next-quiz suggestion (the suggest task), counted against their daily AI quota: throws
   * HttpError AI_QUOTA_EXCEEDED when it is used up (the dashboard then falls back to the saved suggestion).
   * `timeZone`: the student's profile zone, whose calendar day the quota counts.
   */
  suggestFor(
    userId: string,
    language: Language,
    timeZone: string,
    plan?: readonly PlannedArea[],
  ): ReturnType<AiService['suggestNextQuiz']>;
  /** At shutdown, before the database closes: the rate counts kept in memory are written. */
  close(): Promise<void>;
}

export interface AiDeps {
  config: Config['ai'];
  content: Pick<Content, 'topics' | 'listening' | 'reading' | 'writing'>;
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The student's time zone, for the day grading's budget counts. */
  profiles: Pick<ProfileStore, 'context'>;
}

/** How long after start-up the lesson search index and then the judge's word data start building in the background. */
const SEARCH_WARM_DELAY_MS = 500;

export function createAi({ config, content, db, clock, logger, profiles }: AiDeps): Ai {
  const index = indexContent(content);
  // After start-up has finished its own work, so the server is ready as early as before.
  setTimeout(() => {
    void index
      .warmSearch()
      .catch((error: unknown) => logger.error(`AI: the lesson search index failed: ${String(error)}`))
      // The judge's synonyms before the first open answer needs them: judged on first use, that answer waited
      // some 0.3 s while every other took under 5 ms.
      .then(() => loadJudgeData())
      .catch((error: unknown) => logger.error(`AI: the judge's word data failed: ${String(error)}`));
  }, SEARCH_WARM_DELAY_MS).unref();
  const model: ChatModel | undefined = config.provider ? createOpenAiModel(config.provider) : undefined;
  const service = createAiService({
    content: index,
    model,
    timeoutMs: config.timeoutMs,
    streamTimeoutMs: config.streamTimeoutMs,
    logger,
  });
  const store = createAiStore(db);
  // The per-address limit is counted in memory and shared through the database every RATE_FLUSH_MS.
  const rateCounters = createRateCounters(db, logger);
  const examState = createExamState(db, clock);
  logger.info(
    config.provider
      ? `AI: ${config.provider.model} at ${config.provider.baseUrl}`
      : 'AI: the offline tutor (AI_BASE_URL is not set)',
  );

  /** The student's calendar day in their profile's zone. */
  const studentDay = async (userId: string) => calendarDay(clock.now(), (await profiles.context(userId)).timeZone);

  /**
   * Grading's own daily budget of model calls per student, apart from the quota of the AI features: a full mock
   * exam must not use up the tutor, and a student cannot run up the model bill by grading. Beyond it the offline
   * judge grades, so a grade is never refused.
   */
  const gradingBudget =
    (userId: string): ModelBudget =>
    async () => {
      const granted = await store.consumeGrading(userId, await studentDay(userId), config.gradingQuota);
      if (!granted) logger.info(`AI: grading budget of the day used up for ${userId}; the offline judge grades`);
      return granted;
    };

  const openInput = (questionId: string) => {
    const entry = index.question(questionId);
    return entry && service.openInput(entry);
  };

  return {
    service,
    close: () => rateCounters.close(),
    async suggestFor(userId, language, timeZone, plan) {
      const performance = await store.performance(userId);
      if (!service.usesModel) return service.suggestNextQuiz(performance, language, clock.now(), plan);
      // Only what the model answers counts against the quota (as on the /api/ai routes).
      const day = calendarDay(clock.now(), timeZone);
      if (!(await store.consumeQuota(userId, day, config.dailyQuota))) {
        throw new HttpError(429, 'AI_QUOTA_EXCEEDED', "You have used today's AI help. It renews tomorrow.");
      }
      const suggestion = await service.suggestNextQuiz(performance, language, clock.now(), plan);
      if (suggestion.source !== 'model') await store.refundQuota(userId, day);
      return suggestion;
    },
    routes: (signedIn) =>
      aiRoutes({
        service,
        store,
        rateCounters,
        examState,
        clock,
        limits: { dailyQuota: config.dailyQuota, rateLimit: config.rateLimit },
        signedIn,
      }),
    answerJudge: {
      async judgeOpen(userId, ref, answer) {
        const reply = await service.judge(
          openInput(ref.question.id) ?? { section: 'reading', question: ref.question },
          answer,
          gradingBudget(userId),
        );
        return { correct: reply.correct, points: reply.credit, judgedBy: reply.source };
      },
      async scoreWriting(userId, prompt, text) {
        return (await service.scoreWriting(prompt, text, 'en', gradingBudget(userId))).score;
      },
    },
  };
}
