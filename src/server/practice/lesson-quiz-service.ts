/**
 * The lesson quiz graded by the server (checklist LEARN-20; DESIGN.md §4.2, §4.4). The lesson reaches the browser
 * without keys (src/domain/practice/public-lesson.ts); each chosen option is graded here.
 *
 * Signed out, `check` grades and saves nothing. Signed in, each answer belongs to a 'lesson' attempt for the topic,
 * created by its first answer under the browser's attemptId, and is saved like a practice answer (one transaction
 * with questionsAnswered, totalCorrectAnswers, averageScore, the streak and the topic's performance entry); `finish`
 * records the attempt once (quiz history, totalQuizzes + 1). Why it counts like that: docs/decisions/004-*.md.
 */
import type {
  LessonAnswer,
  LessonAnswerResponse,
  LessonCheck,
  LessonFeedback,
  LessonFinishResponse,
} from '../../domain/api/lesson-quiz-schema.ts';
import { LESSON_KIND } from '../../domain/api/practice-schema.ts';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import { lessonDraw, lessonQuizIndexOf, lessonQuizItemId } from '../../domain/practice/lesson-draw.ts';
import { gradeLessonAnswer } from '../../domain/practice/lesson-grade.ts';
import { wholePercent } from '../../domain/practice/score-band.ts';
import type { Clock } from '../clock.ts';
import { fail, type HabitGrading } from '../diagnostic/diagnostic-grading.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { attemptClosed } from './attempt-closed.ts';
import type { LessonAttemptStore } from './lesson-quiz-store.ts';
import {
  openAttempt,
  type AnswerRecord,
  type AttemptPlan,
  type AttemptRecord,
  type PracticeStore,
} from './practice-store.ts';

export interface LessonQuizService {
  /** Grades one answer; nothing is saved (signed-out visitors). */
  check(topicId: string, check: LessonCheck): LessonFeedback;
  answer(
    userId: string,
    topicId: string,
    attemptId: string,
    save: LessonAnswer,
    timeZone: string,
  ): Promise<LessonAnswerResponse>;
  finish(userId: string, topicId: string, attemptId: string, timeZone: string): Promise<LessonFinishResponse>;
}

export interface LessonQuizDeps {
  topics: readonly GrammarTopic[];
  store: PracticeStore;
  attempts: LessonAttemptStore;
  /** Finishes an attempt whose answers are all graded (the diagnostic's and the challenge's finish). */
  finishAttempt: HabitGrading['finish'];
  profiles: ProfileStore;
  clock: Clock;
}

const attemptNotFound = () => fail(404, 'ATTEMPT_NOT_FOUND', 'No such lesson quiz attempt');

export function createLessonQuizService({
  topics,
  store,
  attempts,
  finishAttempt,
  profiles,
  clock,
}: LessonQuizDeps): LessonQuizService {
  const topicById = new Map(topics.map((t) => [t.id, t]));

  function topicOf(topicId: string): GrammarTopic {
    const topic = topicById.get(topicId);
    if (!topic) throw fail(404, 'QUIZ_NOT_FOUND', 'No lesson quiz at this address');
    return topic;
  }

  function grade(topic: GrammarTopic, quizIndex: number, answerIndex: number): LessonFeedback {
    const item = topic.quiz[quizIndex];
    if (!item) throw fail(400, 'QUESTION_NOT_IN_SESSION', 'quizIndex: no such question in this lesson');
    const graded = gradeLessonAnswer(item, answerIndex);
    if (graded.kind === 'invalid') throw fail(400, 'VALIDATION_FAILED', 'answerIndex: not one of the options');
    return {
      quizIndex,
      answerIndex,
      correct: graded.correct,
      correctAnswerIndex: graded.correctAnswerIndex,
      rationale: item.rationale,
    };
  }

  function storedFeedback(topic: GrammarTopic, answer: AnswerRecord): LessonFeedback | undefined {
    const quizIndex = lessonQuizIndexOf(topic.id, answer.questionId);
    const item = quizIndex === undefined ? undefined : topic.quiz[quizIndex];
    if (quizIndex === undefined || !item) return undefined;
    return {
      quizIndex,
      answerIndex: Number(answer.answer),
      correct: answer.correct === true,
      correctAnswerIndex: item.correctAnswerIndex,
      rationale: item.rationale,
    };
  }

  const isLessonPlanOf = (plan: AttemptPlan | undefined, topic: GrammarTopic): plan is AttemptPlan =>
    plan !== undefined && plan.kind === LESSON_KIND && plan.topic === topic.id;

  /** The student's attempt for this lesson, created when this id is new; 404 when the id is not theirs. */
  async function planFor(userId: string, topic: GrammarTopic, attemptId: string): Promise<AttemptPlan> {
    const existing = await store.attemptPlan(attemptId, userId);
    if (existing) {
      if (!isLessonPlanOf(existing, topic)) throw attemptNotFound();
      return existing;
    }
    if (!(await profiles.ensure(userId))) throw fail(404, 'USER_NOT_FOUND', 'No such student');
    const draw = lessonDraw(topic.id, topic.quiz.length);
    await attempts.createIfMissing(
      openAttempt({
        id: attemptId,
        userId,
        kind: LESSON_KIND,
        slug: topic.id,
        topic: topic.id,
        draw,
        startedAt: clock.now().toISOString(),
      }),
    );
    const plan = await store.attemptPlan(attemptId, userId);
    if (!isLessonPlanOf(plan, topic)) throw attemptNotFound();
    return plan;
  }

  function finishResponse(topic: GrammarTopic, attempt: AttemptRecord): LessonFinishResponse {
    const correct = attempt.correct ?? 0;
    return {
      attemptId: attempt.id,
      topicId: topic.id,
      correct,
      total: attempt.total,
      scorePercent: wholePercent(correct, attempt.total),
      finishedAt: attempt.finishedAt ?? '',
    };
  }

  return {
    check(topicId, { quizIndex, answerIndex }) {
      return grade(topicOf(topicId), quizIndex, answerIndex);
    },

    async answer(userId, topicId, attemptId, save, timeZone) {
      const topic = topicOf(topicId);
      // A bad answer is refused before anything is created.
      const feedback = grade(topic, save.quizIndex, save.answerIndex);
      const plan = await planFor(userId, topic, attemptId);
      const questionId = lessonQuizItemId(topic.id, save.quizIndex);
      const answer = String(save.answerIndex);
      const result = await store.saveGraded(
        userId,
        plan.id,
        {
          answerId: save.answerId,
          questionId,
          answer,
          correct: feedback.correct,
          judgedBy: 'exact',
          points: null,
          performanceKey: topic.key,
          // A lesson topic is a grammar topic: its performance entry records the last mistake (spec §3).
          recordsLastMistake: true,
        },
        { now: clock.now(), timeZone },
      );
      if (result.status === 'saved') return { answerId: save.answerId, feedback };

      // A retry (same answerId), the same answer again, or a refusal.
      const existing =
        result.status === 'exists' ? result.answers : await store.existingAnswers(plan.id, questionId, save.answerId);
      const byId = existing.find((a) => a.id === save.answerId);
      if (byId && (byId.attemptId !== plan.id || byId.questionId !== questionId)) {
        throw fail(409, 'ANSWER_ID_REUSED', 'This answerId was already used for another question');
      }
      if (result.status !== 'exists' && !byId) throw attemptClosed(result.status);
      const same = byId ?? existing.find((a) => a.attemptId === plan.id && a.questionId === questionId);
      const stored = same && (byId || same.answer === answer) ? storedFeedback(topic, same) : undefined;
      if (!same || !stored) throw fail(409, 'ANSWER_LOCKED', 'This question was already answered');
      return { answerId: same.id, feedback: stored };
    },

    async finish(userId, topicId, attemptId, timeZone) {
      const topic = topicOf(topicId);
      const plan = await store.attemptPlan(attemptId, userId);
      if (!isLessonPlanOf(plan, topic)) throw attemptNotFound();
      let attempt = await store.attempt(plan.id, userId);
      if (attempt && attempt.finishedAt === null) {
        const answers = await store.answers(plan.id);
        if (answers.length < plan.total) {
          throw fail(409, 'LESSON_QUIZ_INCOMPLETE', 'Answer every question of the quiz first');
        }
        // Marks it finished only if still open (a concurrent finish counts once), then reads the stored result.
        await finishAttempt(userId, plan, timeZone);
        attempt = await store.attempt(plan.id, userId);
      }
      if (!attempt) throw attemptNotFound();
      return finishResponse(topic, attempt);
    },
  };
}
