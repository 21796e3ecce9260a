/**
 * What the diagnostic and the daily challenge share: their questions as the browser sees them (no keys), and the
 * save of a graded option answer through the practice store, so it moves the counters, the streak and the
 * performance map in the same one transaction as a practice answer (DESIGN.md §4.4). A retried save (same answerId)
 * is counted once; the same answer again returns the stored verdict; another answer to an answered question is
 * refused (answers lock). A finished one's answers can be reviewed from the quiz history.
 */
import type { AnswerFeedback, PublicQuestion, ReviewItem, SaveAnswer } from '../../domain/api/practice-schema.ts';
import { HABIT_KINDS } from '../../domain/api/practice-schema.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { gradeGrammarChoice, sameText } from '../../domain/practice/compare-answer.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import { toPublicQuestion } from '../../domain/practice/public-question.ts';
import { exactPercent } from '../../domain/practice/score-band.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import { attemptClosed } from '../practice/attempt-closed.ts';
import type { PracticeCatalog } from '../practice/practice-catalog.ts';
import type { AnswerRecord, AttemptPlan, PracticeStore } from '../practice/practice-store.ts';

export const fail = (status: 400 | 404 | 409, code: ErrorCode, message: string) => new HttpError(status, code, message);

export interface HabitGrading {
  publicQuestions(draw: Draw): PublicQuestion[];
  feedback(answer: Pick<AnswerRecord, 'questionId' | 'answer' | 'correct'>): AnswerFeedback | undefined;
  /** Grades and saves one answer of the attempt; the feedback of the stored answer on a repeat. */
  save(
    userId: string,
    plan: AttemptPlan,
    save: SaveAnswer,
    timeZone: string,
  ): Promise<{ answerId: string; feedback: AnswerFeedback }>;
  /** Finishes the attempt once (totalQuizzes + 1, score from the answers); the stored answers either way. */
  finish(userId: string, plan: AttemptPlan, timeZone: string): Promise<AnswerRecord[]>;
  /**
   * The answer review of the student's finished diagnostic or challenge attempt (the quiz history opens it);
   * undefined when the attempt is not theirs or of another kind. An unfinished one is refused: its keys stay hidden.
   */
  review(userId: string, attemptId: string): Promise<ReviewItem[] | undefined>;
}

export function createHabitGrading(catalog: PracticeCatalog, store: PracticeStore, clock: Clock): HabitGrading {
  function grammarChoice(questionId: string) {
    const entry = catalog.question(questionId);
    return entry?.kind === 'grammar' && entry.question.type === 'mc' ? { entry, question: entry.question } : undefined;
  }

  function feedback(answer: Pick<AnswerRecord, 'questionId' | 'answer' | 'correct'>): AnswerFeedback | undefined {
    const found = grammarChoice(answer.questionId);
    if (!found) return undefined;
    const fb: AnswerFeedback = {
      questionId: answer.questionId,
      answer: answer.answer,
      correct: answer.correct === true,
      correctAnswer: found.question.answer,
      judgedBy: 'exact',
    };
    if (found.question.rationale) fb.rationale = found.question.rationale;
    return fb;
  }

  function storedFeedback(answers: AnswerRecord[], plan: AttemptPlan, save: SaveAnswer, given: string) {
    const byId = answers.find((a) => a.id === save.answerId);
    if (byId && (byId.attemptId !== plan.id || byId.questionId !== save.questionId)) {
      throw fail(409, 'ANSWER_ID_REUSED', 'This answerId was already used for another question');
    }
    const same = byId ?? answers.find((a) => a.attemptId === plan.id && a.questionId === save.questionId);
    if (same && (byId || sameText(same.answer, given))) {
      const fb = feedback(same);
      if (fb) return { answerId: same.id, feedback: fb };
    }
    throw fail(409, 'ANSWER_LOCKED', 'This question was already answered');
  }

  return {
    publicQuestions: (draw) =>
      draw.questions.flatMap((drawn) => {
        const entry = catalog.question(drawn.questionId);
        if (!entry) return [];
        const placement = { number: drawn.number, section: drawn.section, topicId: drawn.topicId };
        return [toPublicQuestion(entry.question, placement)];
      }),

    feedback,

    async save(userId, plan, save, timeZone) {
      const found = plan.draw.questions.some((q) => q.questionId === save.questionId)
        ? grammarChoice(save.questionId)
        : undefined;
      if (!found) throw fail(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of it');
      const grade = gradeGrammarChoice(found.question, save.answer);
      if (grade.kind === 'invalid') throw fail(400, 'VALIDATION_FAILED', 'answer: not one of the options');
      const answer = found.question.options.find((o) => sameText(o, save.answer)) ?? save.answer;
      const result = await store.saveGraded(
        userId,
        plan.id,
        {
          answerId: save.answerId,
          questionId: save.questionId,
          answer,
          correct: grade.correct,
          judgedBy: 'exact',
          points: null,
          performanceKey: found.entry.performanceKey,
          recordsLastMistake: true,
        },
        { now: clock.now(), timeZone },
      );
      if (result.status === 'saved') {
        const fb = feedback({ questionId: save.questionId, answer, correct: grade.correct });
        if (!fb) throw new Error('unreachable');
        return { answerId: save.answerId, feedback: fb };
      }
      const existing =
        result.status === 'exists'
          ? result.answers
          : await store.existingAnswers(plan.id, save.questionId, save.answerId);
      if (result.status !== 'exists' && !existing.some((a) => a.id === save.answerId)) {
        throw attemptClosed(result.status);
      }
      return storedFeedback(existing, plan, save, answer);
    },

    async finish(userId, plan, timeZone) {
      const now = clock.now();
      // Counted from the answers read in the finishing transaction, so an answer saved meanwhile is in both or neither.
      const outcome = await store.finish(
        userId,
        plan.id,
        (_, answers) => {
          const correct = answers.filter((a) => a.correct === true).length;
          return {
            grades: [],
            totals: {
              correct,
              total: plan.total,
              score: Math.round(exactPercent(correct, plan.total) * 100) / 100,
              dimEstimate: null,
              writingResult: null,
              timeSpentSeconds: Math.max(0, Math.round((now.getTime() - Date.parse(plan.startedAt)) / 1000)),
            },
          };
        },
        { now, timeZone },
      );
      return outcome?.answers ?? [];
    },

    async review(userId, attemptId) {
      const attempt = await store.attempt(attemptId, userId);
      if (!attempt || !(HABIT_KINDS as readonly string[]).includes(attempt.kind)) return undefined;
      if (attempt.finishedAt === null) throw fail(409, 'SESSION_NOT_FINISHED', 'Finish it first');
      const byQuestion = new Map((await store.answers(attempt.id)).map((a) => [a.questionId, a]));
      return attempt.draw.questions.flatMap((drawn): ReviewItem[] => {
        const found = grammarChoice(drawn.questionId);
        if (!found) return [];
        const answer = byQuestion.get(drawn.questionId);
        const item: ReviewItem = {
          number: drawn.number,
          section: drawn.section,
          questionId: drawn.questionId,
          question: found.question.question,
          type: 'mc',
          options: [...found.question.options],
          yourAnswer: answer?.answer ?? null,
          correct: answer?.correct === true,
          correctAnswer: found.question.answer,
          judgedBy: 'exact',
        };
        if (found.question.rationale) item.rationale = found.question.rationale;
        if (drawn.topicId) item.topicId = drawn.topicId;
        return [item];
      });
    },
  };
}
