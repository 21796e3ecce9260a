/**
 * Mock exams (classic and new model): start one (assemble and store its questions), restore it, save each answer
 * as a draft the student may change until the finish, save the new model's paragraph, finish (grade the drafts and
 * score the paragraph, then record the totals once) and build the results with the sections and the DİM estimate.
 * Saving, finishing and the review go through the attempts core (src/server/attempts); the rules live in src/domain.
 *
 * The clock (docs/decisions/019-exam-clock.md): Start fixes the deadline on the server unless the student chose no
 * clock. Once it and a short grace are past, a save is refused with EXAM_TIME_UP and the server finishes the exam
 * with what was saved; so does opening the exam again after the time ran out. Time spent counts up to the deadline.
 */
import type { ResultsResponse, SessionResponse, WritingResult } from '../../domain/api/practice-schema.ts';
import { examDeadline, timeIsUp } from '../../domain/attempts/exam-clock.ts';
import type { WritingPrompt } from '../../domain/content/schema.ts';
import type { Grade } from '../attempts/attempt-grading.ts';
import type { AnswerRecord, AttemptRecord, GradedAnswer } from '../attempts/attempt-store.ts';
import { canonicalChoice, createBankGrader, gradeChoice, notAnOption } from '../attempts/bank-answers.ts';
import { attemptNotFound, type MenuAttempt } from '../attempts/session-views.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionService, SessionServiceDeps } from '../sessions/session-service.ts';

const KINDS = ['mock_exam'] as const;

export function createMockExamService(deps: SessionServiceDeps): SessionService {
  const { catalog, questions, store, grading, views, judge, exams, examRules, clock } = deps;
  const own = (userId: string, attemptId: string) => views.own(userId, attemptId, KINDS);
  const grade = createBankGrader(judge);

  /** Grades every draft (open answers through the judge, in parallel); partial credit only in the classic model. */
  async function gradeDrafts(userId: string, attempt: AttemptRecord, answers: AnswerRecord[]): Promise<GradedAnswer[]> {
    const drafts = answers.filter((a) => a.correct === null);
    return Promise.all(
      drafts.flatMap((draft) => {
        const entry = questions.question(draft.questionId);
        if (!entry) return [];
        const graded = (g: Grade): GradedAnswer => ({
          answerId: draft.id,
          questionId: draft.questionId,
          answer: draft.answer,
          correct: g.correct,
          judgedBy: g.judgedBy,
          points: attempt.model === 'classic' ? (g.points ?? null) : null,
          performanceKey: entry.performanceKey,
          recordsLastMistake: entry.kind === 'grammar',
        });
        const choice = gradeChoice(entry, draft.answer);
        // A stored choice that is no longer one of the options counts as wrong rather than failing the finish.
        if (choice !== 'open') {
          return [Promise.resolve(graded({ correct: choice.kind === 'graded' && choice.correct, judgedBy: 'exact' }))];
        }
        return [grade(userId, entry, draft.answer).then(graded)];
      }),
    );
  }

  /** A blank paragraph scores 0 on every criterion without asking the judge. */
  async function scoreParagraph(userId: string, prompt: WritingPrompt, text: string): Promise<WritingResult> {
    if (text.trim() !== '') return judge.scoreWriting(userId, prompt, text);
    const { rubric } = catalog;
    return {
      words: 0,
      score: 0,
      maxScore: rubric.maxScore,
      criteria: rubric.criteria.map((c) => ({ id: c.id, name: c.name, points: 0, maxPoints: c.maxPoints })),
      judgedBy: 'offline',
    };
  }

  function sessionOf(attempt: MenuAttempt, answers: AnswerRecord[]): SessionResponse {
    return {
      ...views.session(attempt, answers),
      exam: {
        deadline: attempt.deadlineAt,
        serverNow: clock.now().toISOString(),
        minutes: examRules.minutes,
        listeningPlays: examRules.listeningPlays,
      },
    };
  }

  async function finish(userId: string, attempt: MenuAttempt, timeZone: string): Promise<ResultsResponse> {
    if (attempt.finishedAt !== null) return views.results(attempt, await store.answers(attempt.id));
    const prompt = attempt.draw.writingPromptId ? catalog.writingPrompt(attempt.draw.writingPromptId) : undefined;
    const outcome = await grading.finish(userId, attempt.id, timeZone, {
      questionType: views.questionType,
      ...(attempt.deadlineAt !== null ? { endsBy: new Date(attempt.deadlineAt) } : {}),
      // Drafts and the paragraph are judged outside the transaction (the AI may take seconds).
      gradeFrozen: async (frozen, answers) => ({
        grades: await gradeDrafts(userId, frozen, answers),
        writing: prompt ? await scoreParagraph(userId, prompt, frozen.writingText ?? '') : undefined,
      }),
    });
    if (!outcome) throw attemptNotFound();
    return views.results({ ...outcome.attempt, kind: 'mock_exam' }, outcome.answers);
  }

  /** Refuses a save once the time is up, after finishing the exam with what was saved before it. */
  async function beforeSave(userId: string, attemptId: string, deadline: string | null, timeZone: string) {
    if (!timeIsUp(deadline, clock.now())) return;
    const attempt = await views.own(userId, attemptId, KINDS);
    await finish(userId, attempt, timeZone);
    throw new HttpError(409, 'EXAM_TIME_UP', 'The time of this exam is up; it was finished with the answers saved');
  }

  return {
    async startSession(userId, slug, options) {
      const startedAt = clock.now();
      const deadline = options?.timed === false ? null : examDeadline(startedAt, examRules.minutes).toISOString();
      return sessionOf(await views.start(userId, slug, KINDS, { deadlineAt: deadline }), []);
    },

    async session(userId, attemptId, timeZone) {
      const attempt = await own(userId, attemptId);
      // Opened again after the time ran out: finished now with what was saved, then shown as finished.
      if (attempt.finishedAt === null && timeIsUp(attempt.deadlineAt, clock.now())) {
        await finish(userId, attempt, timeZone);
        return sessionOf(await own(userId, attemptId), await store.answers(attemptId));
      }
      return sessionOf(attempt, await store.answers(attempt.id));
    },

    async saveAnswer(userId, attemptId, save, timeZone) {
      const plan = await store.attemptPlan(attemptId, userId);
      if (!plan || plan.kind !== 'mock_exam') throw attemptNotFound();
      await beforeSave(userId, attemptId, plan.deadlineAt, timeZone);
      const entry = plan.draw.questions.some((q) => q.questionId === save.questionId)
        ? questions.question(save.questionId)
        : undefined;
      if (!entry) throw new HttpError(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of the session');
      const answerId = await grading.saveDraft({
        userId,
        plan,
        answerId: save.answerId,
        questionId: save.questionId,
        answer: canonicalChoice(entry, save.answer),
        check() {
          // A draft is graded at the finish; an empty one clears the answer.
          const choice = gradeChoice(entry, save.answer);
          if (choice !== 'open' && choice.kind === 'invalid' && save.answer !== '') throw notAnOption();
        },
      });
      return { answerId };
    },

    async saveWriting(userId, attemptId, text, timeZone) {
      const attempt = await own(userId, attemptId);
      if (!attempt.draw.writingPromptId) throw new HttpError(400, 'VALIDATION_FAILED', 'This exam has no writing task');
      await beforeSave(userId, attemptId, attempt.deadlineAt, timeZone);
      await grading.saveWriting(userId, attempt.id, text);
    },

    finish: async (userId, attemptId, timeZone) => finish(userId, await own(userId, attemptId), timeZone),

    async abandon(userId, attemptId) {
      await own(userId, attemptId);
      if (!(await exams.abandon(userId, attemptId))) {
        throw new HttpError(409, 'SESSION_FINISHED', 'This exam is finished or being finished');
      }
    },

    results: (userId, attemptId) => views.finishedResults(userId, attemptId, KINDS),
  };
}
