/**
 * Mock exams (classic and new model): start one (assemble and store its questions), restore it, save each answer
 * as a draft the student may change until the finish, save the new model's paragraph, finish (grade the drafts and
 * score the paragraph, then record the totals once) and build the results with the sections and the DİM estimate.
 * Saving, finishing and the review go through the attempts core (src/server/attempts); the rules live in src/domain.
 */
import type { WritingResult } from '../../domain/api/practice-schema.ts';
import type { WritingPrompt } from '../../domain/content/schema.ts';
import type { Grade } from '../attempts/attempt-grading.ts';
import type { AnswerRecord, AttemptRecord, GradedAnswer } from '../attempts/attempt-store.ts';
import { canonicalChoice, createBankGrader, gradeChoice, notAnOption } from '../attempts/bank-answers.ts';
import { attemptNotFound } from '../attempts/session-views.ts';
import { HttpError } from '../http/errors.ts';
import type { SessionService, SessionServiceDeps } from '../sessions/session-service.ts';

const KINDS = ['mock_exam'] as const;

export function createMockExamService(deps: SessionServiceDeps): SessionService {
  const { catalog, questions, store, grading, views, judge } = deps;
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

  return {
    async startSession(userId, slug) {
      return views.session(await views.start(userId, slug, KINDS), []);
    },

    session: (userId, attemptId) => views.restore(userId, attemptId, KINDS),

    async saveAnswer(userId, attemptId, save) {
      const plan = await store.attemptPlan(attemptId, userId);
      if (!plan || plan.kind !== 'mock_exam') throw attemptNotFound();
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

    async saveWriting(userId, attemptId, text) {
      const attempt = await own(userId, attemptId);
      if (!attempt.draw.writingPromptId) throw new HttpError(400, 'VALIDATION_FAILED', 'This exam has no writing task');
      await grading.saveWriting(userId, attempt.id, text);
    },

    async finish(userId, attemptId, timeZone) {
      const attempt = await own(userId, attemptId);
      if (attempt.finishedAt !== null) return views.results(attempt, await store.answers(attempt.id));
      const prompt = attempt.draw.writingPromptId ? catalog.writingPrompt(attempt.draw.writingPromptId) : undefined;
      const outcome = await grading.finish(userId, attempt.id, timeZone, {
        questionType: views.questionType,
        // Drafts and the paragraph are judged outside the transaction (the AI may take seconds).
        gradeFrozen: async (frozen, answers) => ({
          grades: await gradeDrafts(userId, frozen, answers),
          writing: prompt ? await scoreParagraph(userId, prompt, frozen.writingText ?? '') : undefined,
        }),
      });
      if (!outcome) throw attemptNotFound();
      return views.results({ ...outcome.attempt, kind: 'mock_exam' }, outcome.answers);
    },

    results: (userId, attemptId) => views.finishedResults(userId, attemptId, KINDS),
  };
}
