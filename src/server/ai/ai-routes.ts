/**
 * The AI endpoints under /api/ai: POST /practice, /learn, /dashboard, /aitutor (Server-
 * Sent Events) and /feedback. Every request passes, in order: the per-address rate limit (429 RATE_LIMITED), sign-in
 * (401), the strict body schema (400 VALIDATION_FAILED; a raw `prompt` is refused), the content ids (404), the
 * answer-key lock of explanations (403, see `explainLock`), then the student's daily quota (429 AI_QUOTA_EXCEEDED),
 * which counts only what the model answers. Only then is the AI asked.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { studentContext } from '../../domain/ai/ai-context.ts';
import type { DashboardCounts } from '../../domain/ai/dashboard-prompt.ts';
import { areaOf, type PerformanceEntry } from '../../domain/ai/offline-suggestion.ts';
import {
  dashboardRequestSchema,
  feedbackRequestSchema,
  learnRequestSchema,
  practiceRequestSchema,
  tutorRequestSchema,
  type TutorStreamEvent,
} from '../../domain/api/ai-schema.ts';
import { calendarDay } from '../../domain/practice/calendar-day.ts';
import { lessonQuizItemId } from '../../domain/practice/lesson-draw.ts';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { AiService, TutorEvent } from './ai-service.ts';
import type { AiStore } from './ai-store.ts';
import type { ExamState } from './exam-state.ts';
import type { RateCounters } from './rate-counters.ts';

export interface AiRoutesDeps {
  service: AiService;
  store: AiStore;
  /** The per-address limit's counts (rate-counters.ts). */
  rateCounters: Pick<RateCounters, 'hit'>;
  examState: ExamState;
  clock: Clock;
  limits: { dailyQuota: number; rateLimit: { max: number; windowSeconds: number } };
  signedIn: MiddlewareHandler<AppEnv>;
}

/** The right and wrong counts by area that the dashboard advice is built from: grammar sums every grammar topic. */
export function dashboardCounts(performance: readonly PerformanceEntry[]): DashboardCounts {
  const counts: DashboardCounts = {
    grammar: { correct: 0, incorrect: 0 },
    listening: { correct: 0, incorrect: 0 },
    reading: { correct: 0, incorrect: 0 },
  };
  for (const entry of performance) {
    const area = counts[areaOf(entry.key)];
    area.correct += entry.correct;
    area.incorrect += entry.incorrect;
  }
  return counts;
}

export function aiRoutes({ service, store, rateCounters, examState, clock, limits, signedIn }: AiRoutesDeps) {
  // Counted in memory (no write on the request's path) and shared with other servers in batches.
  const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const address = c.var.clientAddress;
    const window = Math.floor(clock.now().getTime() / (limits.rateLimit.windowSeconds * 1000));
    if (rateCounters.hit(address, window) > limits.rateLimit.max) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many AI requests from this address. Wait a minute and try again.');
    }
    await next();
  };

  /** The student's calendar day in their profile's zone (from the request context). */
  const dayOf = (c: Context<AppEnv>) => calendarDay(clock.now(), c.var.timeZone);

  /**
   * Runs a request against the student's daily quota (their calendar day): the quota counts what the model
   * answers, so without a model nothing is counted, and a request the offline rules answered after all (the model
   * failed, or the key settled it) gives its unit back. Refused with 429 AI_QUOTA_EXCEEDED once it is used up.
   */
  async function withQuota<T extends { source: string }>(c: Context<AppEnv>, run: () => Promise<T>): Promise<T> {
    if (!service.usesModel) return run();
    const userId = c.var.user.id;
    const day = dayOf(c);
    await reserveQuota(userId, day);
    const result = await run();
    if (result.source !== 'model') await store.refundQuota(userId, day);
    return result;
  }

  async function reserveQuota(userId: string, day: string): Promise<void> {
    if (!(await store.consumeQuota(userId, day, limits.dailyQuota))) {
      throw new HttpError(429, 'AI_QUOTA_EXCEEDED', "You have used today's AI help. It renews tomorrow.");
    }
  }

  const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `No such ${what}`);

  /**
   * An explanation names the key, so it opens only once the student has a graded
   * answer to the question (the save already showed them the key, and the answer is locked), and never during their
   * unfinished mock exam, whose answers may still change. Lesson-quiz items are recorded as 'lesson:{topic}:{n}'.
   */
  async function explainLock(userId: string, questionId: string): Promise<void> {
    if (await store.inUnfinishedMockExam(userId, questionId)) {
      throw new HttpError(403, 'EXPLAIN_LOCKED', 'Explanations open when the exam is finished');
    }
    if (!(await store.hasGradedAnswer(userId, questionId))) {
      throw new HttpError(403, 'EXPLAIN_NEEDS_ANSWER', 'Answer the question first; its explanation opens after that');
    }
  }

  return new Hono<AppEnv>()
    .use('*', rateLimit)
    .use('*', signedIn)
    .post('/practice', async (c) => {
      const request = await parseJsonBody(c, practiceRequestSchema);
      const userId = c.var.user.id;
      switch (request.task) {
        case 'explain': {
          const entry = service.question(request.questionId);
          if (!entry) throw notFound('question');
          await explainLock(userId, request.questionId);
          return c.json(await withQuota(c, () => service.explainAnswer(entry, request.answer, request.language)));
        }
        case 'judge':
        case 'judgePartial': {
          const entry = service.question(request.questionId);
          const open = entry && service.openInput(entry);
          if (!open) throw notFound('open question');
          // A verdict on a guess would tell the answer of a question not yet answered: the same lock as explain.
          await explainLock(userId, request.questionId);
          return c.json(
            request.task === 'judge'
              ? await withQuota(c, () => service.judgeOpen(open, request.answer))
              : await withQuota(c, () => service.judgePartial(open, request.answer)),
          );
        }
        case 'suggest': {
          const performance = await store.performance(userId);
          return c.json(await withQuota(c, () => service.suggestNextQuiz(performance, request.language, clock.now())));
        }
        case 'scoreWriting': {
          const prompt = service.writingPrompt(request.promptId);
          if (!prompt) throw notFound('writing prompt');
          return c.json(await withQuota(c, () => service.scoreWriting(prompt, request.text, request.language)));
        }
      }
    })
    .post('/learn', async (c) => {
      const request = await parseJsonBody(c, learnRequestSchema);
      if (!service.topicExists(request.topicId)) throw notFound('topic');
      if (
        request.task === 'wrongAnswer' &&
        !service.quizOptionExists(request.topicId, request.quizIndex, request.answerIndex)
      ) {
        throw notFound('quiz question or option');
      }
      if (request.task === 'wrongAnswer') {
        await explainLock(c.var.user.id, lessonQuizItemId(request.topicId, request.quizIndex));
      }
      const reply = await withQuota(c, async () => {
        const answer =
          request.task === 'formula'
            ? await service.explainFormula(request.topicId, request.language)
            : request.task === 'topic'
              ? await service.explainTopic(request.topicId, request.language)
              : await service.explainWrongLessonAnswer(
                  request.topicId,
                  request.quizIndex,
                  request.answerIndex,
                  request.language,
                );
        if (!answer) throw notFound('topic');
        return answer;
      });
      return c.json(reply);
    })
    .post('/dashboard', async (c) => {
      // Made once a day per student and language: a later visit that day gets the same advice, at no cost.
      const request = await parseJsonBody(c, dashboardRequestSchema);
      const userId = c.var.user.id;
      const day = dayOf(c);
      const made = await store.advice(userId, request.language, day);
      if (made) return c.json(made);
      const counts = dashboardCounts(await store.performance(userId));
      const advice = await withQuota(c, () => service.dashboardAdvice(counts, request.language));
      // Before the first answer the advice is the no-data sentence, which the first answer must replace.
      const reply = { response: advice.response, source: advice.source };
      if (!advice.noData) await store.saveAdvice(userId, request.language, day, reply);
      return c.json(reply);
    })
    .post('/aitutor', async (c) => {
      const request = await parseJsonBody(c, tutorRequestSchema);
      const userId = c.var.user.id;
      const [student, exam] = await Promise.all([store.student(userId), examState.openQuestions(userId)]);
      const day = dayOf(c);
      if (service.usesModel) await reserveQuota(userId, day);
      const context = studentContext({
        profileName: student?.name,
        language: request.language,
        examInProgress: exam.inProgress,
      });
      return tutorStream(c, async function* (signal) {
        for await (const event of service.tutorReply(request.messages, context, signal, exam.questionIds)) {
          // An offline reply (no model, or the model failed or named a key) costs nothing.
          if (event.type === 'done' && event.source !== 'model' && service.usesModel)
            await store.refundQuota(userId, day);
          yield event;
        }
      });
    })
    .post('/feedback', async (c) => {
      const request = await parseJsonBody(c, feedbackRequestSchema);
      await store.saveFeedback(c.var.user.id, request.replyId, request.value, clock.now().toISOString());
      return c.json({ replyId: request.replyId, value: request.value });
    });
}

/** Streams the tutor's events as SSE (src/domain/api/ai-schema.ts TutorStreamEvent); a client that leaves stops the model. */
function tutorStream(c: Context<AppEnv>, reply: (signal: AbortSignal) => AsyncGenerator<TutorEvent>): Response {
  return streamSSE(c, async (stream) => {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort());
    const send = (event: TutorStreamEvent) => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) });
    for await (const event of reply(controller.signal)) {
      if (controller.signal.aborted) return;
      if (event.type === 'delta') await send({ event: 'delta', data: { text: event.text } });
      else if (event.type === 'done')
        await send({ event: 'done', data: { replyId: event.replyId, response: event.response, source: event.source } });
      else await send({ event: 'error', data: { error: { code: event.code, message: event.message } } });
    }
  });
}
