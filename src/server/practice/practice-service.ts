/**
 * Practice sessions of the menu (grammar, listening, reading): start a session (draw and store its questions),
 * restore it, grade and lock each answer as it is given with its feedback, finish (record the totals once) and
 * build the results. Saving, finishing and the review go through the attempts core (src/server/attempts); the rules
 * themselves live in src/domain; mock exams have their own module (src/server/mock-exams).
 *
 * While the student sits a mock exam, practice on its listening or reading text or on a grammar topic of its
 * questions does not start (409 EXAM_IN_PROGRESS): its feedback would show the exam's keys.
 */
import type { QuizKind } from '../../domain/api/practice-schema.ts';
import { answerFeedback } from '../../domain/attempts/review-items.ts';
import { canonicalChoice, createBankGrader } from '../attempts/bank-answers.ts';
import { attemptNotFound } from '../attempts/session-views.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionService, SessionServiceDeps } from '../sessions/session-service.ts';

const KINDS = ['grammar', 'listening', 'reading'] as const satisfies readonly QuizKind[];

export function createPracticeService(deps: SessionServiceDeps): SessionService {
  const { catalog, questions, store, grading, views, judge, exams } = deps;

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
  const grade = createBankGrader(judge);

  return {
    async startSession(userId, slug) {
      if (await examShares(userId, slug)) {
        throw new HttpError(409, 'EXAM_IN_PROGRESS', 'This practice shares questions with the mock exam in progress');
      }
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
      const outcome = await grading.finish(userId, attempt.id, timeZone, { questionType: views.questionType });
      if (!outcome) throw attemptNotFound();
      return views.results({ ...outcome.attempt, kind: attempt.kind }, outcome.answers);
    },

    results: (userId, attemptId) => views.finishedResults(userId, attemptId, KINDS),
  };
}
