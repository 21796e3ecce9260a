/**
 * The AI endpoints (DESIGN.md §4.5, spec §7) under /api/ai: POST /practice, /learn, /dashboard, /aitutor (Server-
 * Sent Events) and /feedback. Every request passes, in order: the per-address rate limit (429 RATE_LIMITED), sign-in
 * (401), the strict body schema (400 VALIDATION_FAILED; a raw `prompt` is refused), the content ids (404), the
 * answer-key lock of explanations (403, see `explainLock`), then the student's daily quota (429 AI_QUOTA_EXCEEDED),
 * which records the day's usage. Only then is the AI asked.
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
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import type { Clock } from '../clock.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, parseJsonBody } from '../http/errors.ts';
import type { AiService } from './ai-service.ts';
import type { AiStore } from './ai-store.ts';
import type { ExamState } from './exam-state.ts';

export interface AiRoutesDeps {
  service: AiService;
  store: AiStore;
  examState: ExamState;
  clock: Clock;
  limits: { dailyQuota: number; rateLimit: { max: number; windowSeconds: number } };
  signedIn: MiddlewareHandler<AppEnv>;
}

/** The spec's counts by area (spec §7 dashboard): grammar sums every grammar topic. */
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

export function aiRoutes({ service, store, examState, clock, limits, signedIn }: AiRoutesDeps) {
  const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const address = c.req.header(CLIENT_IP_HEADER) ?? 'unknown';
    const window = Math.floor(clock.now().getTime() / (limits.rateLimit.windowSeconds * 1000));
    if ((await store.hitRate(address, window)) > limits.rateLimit.max) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many AI requests from this address. Wait a minute and try again.');
    }
    await next();
  };

  /**
   * Counts the request against the student's daily quota (their calendar day in their profile's zone, from the
   * request context), or refuses it; returns the profile's name.
   */
  async function useQuota(userId: string, timeZone: string): Promise<{ name: string } | undefined> {
    const student = await store.student(userId);
    if (!(await store.consumeQuota(userId, calendarDay(clock.now(), timeZone), limits.dailyQuota))) {
      throw new HttpError(429, 'AI_QUOTA_EXCEEDED', "You have used today's AI help. It renews tomorrow.");
    }
    return student;
  }

  const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `No such ${what}`);

  /**
   * An explanation names the key (checklist SEC-05, DESIGN.md §4.4), so it opens only once the student has a graded
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
          await useQuota(userId, c.var.timeZone);
          return c.json(await service.explainAnswer(entry, request.answer, request.language));
        }
        case 'judge':
        case 'judgePartial': {
          const entry = service.question(request.questionId);
          const open = entry && service.openInput(entry);
          if (!open) throw notFound('open question');
          // A verdict on a guess would tell the answer of a question not yet answered: the same lock as explain.
          await explainLock(userId, request.questionId);
          await useQuota(userId, c.var.timeZone);
          return c.json(
            request.task === 'judge'
              ? await service.judgeOpen(open, request.answer)
              : await service.judgePartial(open, request.answer),
          );
        }
        case 'suggest': {
          await useQuota(userId, c.var.timeZone);
          return c.json(await service.suggestNextQuiz(await store.performance(userId), request.language, clock.now()));
        }
        case 'scoreWriting': {
          const prompt = service.writingPrompt(request.promptId);
          if (!prompt) throw notFound('writing prompt');
          await useQuota(userId, c.var.timeZone);
          return c.json(await service.scoreWriting(prompt, request.text, request.language));
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
      await useQuota(c.var.user.id, c.var.timeZone);
      const reply =
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
      if (!reply) throw notFound('topic');
      return c.json(reply);
    })
    .post('/dashboard', async (c) => {
      const request = await parseJsonBody(c, dashboardRequestSchema);
      await useQuota(c.var.user.id, c.var.timeZone);
      const counts = dashboardCounts(await store.performance(c.var.user.id));
      return c.json(await service.dashboardAdvice(counts, request.language));
    })
    .post('/aitutor', async (c) => {
      const request = await parseJsonBody(c, tutorRequestSchema);
      const userId = c.var.user.id;
      const [student, examInProgress] = await Promise.all([
        useQuota(userId, c.var.timeZone),
        examState.inProgress(userId),
      ]);
      const context = studentContext({ profileName: student?.name, language: request.language, examInProgress });
      return tutorStream(c, (signal) => service.tutorReply(request.messages, context, signal));
    })
    .post('/feedback', async (c) => {
      const request = await parseJsonBody(c, feedbackRequestSchema);
      await store.saveFeedback(c.var.user.id, request.replyId, request.value, clock.now().toISOString());
      return c.json({ replyId: request.replyId, value: request.value });
    });
}

/** Streams the tutor's events as SSE (src/domain/api/ai-schema.ts TutorStreamEvent); a client that leaves stops the model. */
function tutorStream(
  c: Context<AppEnv>,
  reply: (signal: AbortSignal) => ReturnType<AiService['tutorReply']>,
): Response {
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
