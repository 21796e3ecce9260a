/**
 * Practice sessions of the menu (grammar, listening, reading): start a session (draw and store its questions),
 * restore it, grade and lock each answer as it is given with its feedback, finish (record the totals once) and
 * build the results. Saving, finishing and the review go through the attempts core (src/server/attempts); the rules
 * themselves live in src/domain; mock exams have their own module (src/server/mock-exams).
 *
 * While the student sits a mock exam, practice on its listening or reading text or on a grammar topic of its
 * questions does not start (409 EXAM_IN_PROGRESS): its feedback would show the exam's keys.
 */
import type { OfflineStart, QuizKind } from '../../domain/api/practice-schema.ts';
import { boundedStamp } from '../../domain/attempts/answer-time.ts';
import { answerFeedback } from '../../domain/attempts/review-items.ts';
import { offlineGrammarDraw } from '../../domain/practice/offline-draw.ts';
import { openAttempt, type AnswerRecord } from '../attempts/attempt-store.ts';
import { canonicalChoice, createBankGrader } from '../attempts/bank-answers.ts';
import { attemptNotFound } from '../attempts/session-views.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionService, SessionServiceDeps } from '../sessions/session-service.ts';

const KINDS = ['grammar', 'listening', 'reading'] as const satisfies readonly QuizKind[];

/** When the last answer was given (a session graded as it goes is done then); undefined with none. */
function lastAnswerTime(answers: readonly AnswerRecord[]): Date | undefined {
  const last = answers.reduce<string | undefined>(
    (l, a) => (l === undefined || a.createdAt > l ? a.createdAt : l),
    undefined,
  );
  return last === undefined ? undefined : new Date(last);
}

export function createPracticeService(deps: SessionServiceDeps): SessionService {
  const { catalog, questions, store, grading, views, judge, exams, profiles, clock } = deps;

  /** Whether a practice item would show a passage or a grammar topic of a mock exam the student is sitting. */
  async function examShares(userId: string, slug: string): Promise<boolean> {
    const item = catalog.find(slug);
    if (!item) return false;
    const running = await exams.running(userId);
    return running.some(
      (exam) =>
        exam.draw.listeningIds.includes(item.menu.id) ||
        exam.draw.readingIds.includes(item.menu.id) ||
        (item.kind === 'grammar' &&
          exam.draw.questions.some((q) => {
            const entry = questions.question(q.questionId);
            return entry?.kind === 'grammar' && entry.topic.id === item.menu.id;
          })),
    );
  }
  const own = (userId: string, attemptId: string) => views.own(userId, attemptId, KINDS);

  /** A session the browser drew from a downloaded topic and named: stored once under its id. */
  async function startOffline(userId: string, slug: string, offline: OfflineStart) {
    const item = catalog.find(slug);
    if (!item) throw new HttpError(404, 'QUIZ_NOT_FOUND', 'No practice matches this address');
    const pack = item.offline;
    if (!pack) throw new HttpError(400, 'VALIDATION_FAILED', 'Only grammar practice starts offline');
    const draw = offlineGrammarDraw(
      { id: pack.topicId, questionIds: pack.questions.map((q) => q.id) },
      offline.questionIds,
      pack.size,
    );
    if (!draw) throw new HttpError(400, 'VALIDATION_FAILED', 'questionIds: not a session of this topic');
    await profiles.ensure(userId);
    // Sent again after a lost reply, a reload or a second reconnect: the id stores it once. An id another
    // student holds stays theirs and reads as not found.
    await store.createAttemptIfMissing(
      openAttempt({
        id: offline.attemptId,
        userId,
        kind: item.kind,
        slug: item.menu.slug,
        topic: item.menu.id,
        draw,
        startedAt: boundedStamp(offline.startedAt, clock.now()).toISOString(),
      }),
    );
    return views.restore(userId, offline.attemptId, KINDS);
  }
  const grade = createBankGrader(judge);

  return {
    async startSession(userId, slug, options) {
      if (await examShares(userId, slug)) {
        throw new HttpError(409, 'EXAM_IN_PROGRESS', 'This practice shares questions with the mock exam in progress');
      }
      if (options?.offline) return startOffline(userId, slug, options.offline);
      return views.session(await views.start(userId, slug, KINDS), []);
    },

    session: (userId, attemptId) => views.restore(userId, attemptId, KINDS),

    async saveAnswer(userId, attemptId, save, timeZone) {
      const plan = await store.attemptPlan(attemptId, userId);
      if (!plan || !(KINDS as readonly string[]).includes(plan.kind)) throw attemptNotFound();
      const entry = plan.draw.questions.some((q) => q.questionId === save.questionId)
        ? questions.question(save.questionId)
        : undefined;
      if (!entry) throw new HttpError(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of the session');
      const stored = await grading.saveGraded({
        userId,
        plan,
        answerId: save.answerId,
        questionId: save.questionId,
        answer: canonicalChoice(entry, save.answer),
        timeZone,
        // Partial credit counts only in the classic mock exam's estimate.
        grade: async () => ({ ...(await grade(userId, entry, save.answer)), points: null }),
        performanceKey: entry.performanceKey,
        recordsLastMistake: entry.kind === 'grammar',
        // An answer the AI judges is checked for a repeat first, so a retry is not judged again.
        repeatFirst: entry.kind !== 'grammar' && entry.question.type === 'open',
        afterClose: 'same-answer',
        // Counted on the day it was given (an answer given offline arrives later), within the bounds the server knows.
        givenAt: boundedStamp(save.answeredAt, clock.now(), new Date(plan.startedAt)),
      });
      const question = entry.question;
      return { answerId: stored.id, feedback: stored.correct !== null ? answerFeedback(question, stored) : undefined };
    },

    async saveWriting(userId, attemptId) {
      await own(userId, attemptId);
      throw new HttpError(400, 'VALIDATION_FAILED', 'This session has no writing task');
    },

    async abandon(userId, attemptId) {
      await own(userId, attemptId);
      throw new HttpError(404, 'NOT_FOUND', 'Only a mock exam is abandoned');
    },

    async finish(userId, attemptId, timeZone) {
      const attempt = await own(userId, attemptId);
      if (attempt.finishedAt !== null) return views.results(attempt, await store.answers(attempt.id));
      const outcome = await grading.finish(userId, attempt.id, timeZone, {
        questionType: views.questionType,
        endedAt: lastAnswerTime,
      });
      if (!outcome) throw attemptNotFound();
      return views.results({ ...outcome.attempt, kind: attempt.kind }, outcome.answers);
    },

    results: (userId, attemptId) => views.finishedResults(userId, attemptId, KINDS),
  };
}
