/**
 * The diagnostic: 7 random valid grammar questions drawn once per student, answered one at a time (graded on the
 * server, counted like practice answers), completed and saved ONCE: a second completion changes nothing and returns
 * the first result.
 */
import { randomUUID } from 'node:crypto';
import type { DiagnosticResponse, DiagnosticResult } from '../../domain/api/diagnostic-schema.ts';
import type { SaveAnswer, SaveAnswerResponse } from '../../domain/api/practice-schema.ts';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { drawDiagnostic } from '../../domain/diagnostic/diagnostic-questions.ts';
import type { Random } from '../../domain/practice/random.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { repeatedSave } from '../../domain/attempts/repeated-save.ts';
import { refuseWhileExamHolds } from '../attempts/open-exams.ts';
import { openAttempt } from '../attempts/attempt-store.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import { createGrammarChoiceAnswers } from '../attempts/grammar-choice.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';

const fail = (status: 404 | 409, code: ErrorCode, message: string) => new HttpError(status, code, message);

export interface DiagnosticService {
  state(userId: string): Promise<DiagnosticResponse>;
  start(userId: string): Promise<DiagnosticResponse>;
  answer(userId: string, save: SaveAnswer, timeZone: string): Promise<SaveAnswerResponse>;
  complete(userId: string, timeZone: string): Promise<DiagnosticResponse>;
}

export interface DiagnosticDeps {
  db: Db;
  topics: readonly GrammarTopic[];
  attempts: Attempts;
  profiles: ProfileStore;
  clock: Clock;
  random?: Random;
}

export function createDiagnosticService({
  db,
  topics,
  attempts: { store, questions, grading: core, exams },
  profiles,
  clock,
  random = Math.random,
}: DiagnosticDeps): DiagnosticService {
  const { kysely } = db;
  // Its questions are grammar choices of the bank (src/server/attempts/grammar-choice.ts).
  const grading = createGrammarChoiceAnswers(questions, core);
  const row = (userId: string) =>
    kysely.selectFrom('diagnostic').selectAll().where('userId', '=', userId).executeTakeFirst();

  const resultOf = (r: { score: number | null; total: number; completedAt: string | null }): DiagnosticResult => ({
    completed: true,
    score: Number(r.score ?? 0),
    total: Number(r.total),
    completedAt: r.completedAt ?? '',
  });

  async function state(userId: string): Promise<DiagnosticResponse> {
    const r = await row(userId);
    if (!r) return { status: 'new' };
    if (r.completedAt !== null) return { status: 'completed', result: resultOf(r) };
    const plan = await store.attemptPlan(r.attemptId, userId);
    if (!plan) return { status: 'new' };
    const answers = await store.answers(plan.id);
    return {
      status: 'inProgress',
      questions: grading.publicQuestions(plan.draw),
      answers: answers.map((a) => {
        const feedback = grading.feedback(a);
        return feedback
          ? { questionId: a.questionId, answer: a.answer, feedback }
          : { questionId: a.questionId, answer: a.answer };
      }),
    };
  }

  async function openPlan(userId: string) {
    const r = await row(userId);
    if (!r) throw fail(409, 'DIAGNOSTIC_NOT_STARTED', 'Start the diagnostic first');
    const plan = await store.attemptPlan(r.attemptId, userId);
    if (!plan) throw fail(409, 'DIAGNOSTIC_NOT_STARTED', 'Start the diagnostic first');
    return { row: r, plan };
  }

  return {
    state,

    async start(userId) {
      if (await row(userId)) return state(userId);
      if (!(await profiles.ensure(userId))) throw fail(404, 'USER_NOT_FOUND', 'No such student');
      const draw = drawDiagnostic(topics, random);
      const attemptId = randomUUID();
      await store.createAttempt(
        openAttempt({
          id: attemptId,
          userId,
          kind: 'diagnostic',
          slug: 'diagnostic',
          topic: 'diagnostic',
          draw,
          startedAt: clock.now().toISOString(),
        }),
      );
      const inserted = await kysely
        .insertInto('diagnostic')
        .values({ userId, attemptId, score: null, total: draw.questions.length, completedAt: null })
        .onConflict((oc) => oc.column('userId').doNothing())
        .executeTakeFirst();
      // Two starts at once: the other one's draw stands; this attempt is dropped so it never looks unfinished.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        await kysely.deleteFrom('attempt').where('id', '=', attemptId).execute();
      }
      return state(userId);
    },

    async answer(userId, save, timeZone) {
      const { row: r, plan } = await openPlan(userId);
      if (r.completedAt !== null) {
        // A late retry of an answer given before completion still gets its verdict.
        const repeat = repeatedSave({
          attemptId: plan.id,
          ...save,
          earlier: await store.existingAnswers(plan.id, save.questionId, save.answerId),
          attempt: 'closed',
          answers: 'lock',
          afterClose: 'same-id',
        });
        const feedback = repeat.kind === 'stored' ? grading.feedback(repeat.answer) : undefined;
        if (feedback) return { answerId: save.answerId, feedback };
        throw fail(409, 'SESSION_FINISHED', 'The diagnostic is completed');
      }
      await refuseWhileExamHolds(exams, questions, userId, save.questionId);
      return grading.save(userId, plan, save, timeZone);
    },

    async complete(userId, timeZone) {
      const { row: r, plan } = await openPlan(userId);
      if (r.completedAt !== null) return { status: 'completed', result: resultOf(r) };
      await grading.finish(userId, plan, timeZone);
      // The attempt's own score is the one saved (it is written once, by whichever finish won).
      const attempt = await store.attempt(plan.id, userId);
      await kysely
        .updateTable('diagnostic')
        .set({ score: attempt?.correct ?? 0, completedAt: attempt?.finishedAt ?? clock.now().toISOString() })
        .where('userId', '=', userId)
        .where('completedAt', 'is', null)
        .execute();
      return state(userId);
    },
  };
}
