/**
 * The lesson quiz graded by the server. The lesson reaches the browser without keys
 * (src/domain/practice/public-lesson.ts); each chosen option is graded here.
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
import type { ErrorCode } from '../../domain/errors.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import { openAttempt, type AnswerRecord, type AttemptPlan, type AttemptRecord } from '../attempts/attempt-store.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';

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
  attempts: Pick<Attempts, 'store' | 'grading'>;
  profiles: ProfileStore;
  clock: Clock;
}

const fail = (status: 400 | 404 | 409, code: ErrorCode, message: string) => new HttpError(status, code, message);
const attemptNotFound = () => fail(404, 'ATTEMPT_NOT_FOUND', 'No such lesson quiz attempt');

export function createLessonQuizService({
  topics,
  attempts: { store, grading },
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
    await store.createAttemptIfMissing(
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
      const stored = await grading.saveGraded({
        userId,
        plan,
        answerId: save.answerId,
        questionId,
        answer: String(save.answerIndex),
        timeZone,
        grade: () => ({ correct: feedback.correct, judgedBy: 'exact' }),
        performanceKey: topic.key,
        // A lesson topic is a grammar topic: its performance entry records the last mistake.
        recordsLastMistake: true,
        afterClose: 'same-id',
      });
      // Saved now, a retry or the same answer again: the verdict is the stored answer's.
      const verdict = storedFeedback(topic, stored);
      if (!verdict) throw fail(409, 'ANSWER_LOCKED', 'This question was already answered');
      return { answerId: stored.id, feedback: verdict };
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
        await grading.finish(userId, plan.id, timeZone, {
          questionType: (id) => (lessonQuizIndexOf(topic.id, id) === undefined ? undefined : 'mc'),
        });
        attempt = await store.attempt(plan.id, userId);
      }
      if (!attempt) throw attemptNotFound();
      return finishResponse(topic, attempt);
    },
  };
}
