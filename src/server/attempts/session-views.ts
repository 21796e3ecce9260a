/**
 * What the browser sees of an attempt of the practice menu (a practice session or a mock exam): the session with
 * its questions without keys and the answers already given, and the results with their review. Both kinds shape
 * their responses here, so a session or a result reads the same whichever module serves it.
 */
import { randomUUID } from 'node:crypto';
import type { ResultsResponse, SessionResponse, WritingResult } from '../../domain/api/practice-schema.ts';
import { isQuizKind, type QuizKind } from '../../domain/api/practice-schema.ts';
import { attemptPercent } from '../../domain/attempts/attempt-totals.ts';
import { answerFeedback, reviewItems } from '../../domain/attempts/review-items.ts';
import { sectionTotals } from '../../domain/attempts/section-totals.ts';
import type { Random } from '../../domain/practice/random.ts';
import { publicQuestions } from '../../domain/practice/public-question.ts';
import { scoreBand } from '../../domain/practice/score-band.ts';
import { timeSpentMinutes } from '../../domain/progress/time-spent-minutes.ts';
import type { Clock } from '../clock.ts';
import type { PracticeCatalog } from '../content/practice-catalog.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import { openAttempt, type AnswerRecord, type AttemptRecord, type AttemptStore } from './attempt-store.ts';
import type { QuestionBank } from './question-bank.ts';

/** An attempt of the practice menu; the diagnostic, the challenge and lesson quizzes have their own routes. */
export type MenuAttempt = AttemptRecord & { kind: QuizKind };
export const isMenuAttempt = (a: AttemptRecord): a is MenuAttempt => isQuizKind(a.kind);

export const attemptNotFound = () => new HttpError(404, 'ATTEMPT_NOT_FOUND', 'No such session');

export interface SessionViews {
  /** Draws and stores a new attempt of the menu item a slug names, if it is of one of these kinds (else 404). */
  start(
    userId: string,
    slug: string,
    kinds: readonly QuizKind[],
    fields?: { deadlineAt: string | null },
  ): Promise<MenuAttempt>;
  /** The session of the student's own attempt of one of these kinds, with the answers given so far. */
  restore(userId: string, attemptId: string, kinds: readonly QuizKind[]): Promise<SessionResponse>;
  /** The results of the student's own finished attempt; 409 while it is unfinished (its keys stay hidden). */
  finishedResults(userId: string, attemptId: string, kinds: readonly QuizKind[]): Promise<ResultsResponse>;
  /** The student's own attempt of one of these kinds, or 404 (another student's attempt is not found either). */
  own(userId: string, attemptId: string, kinds: readonly QuizKind[]): Promise<MenuAttempt>;
  questionType(id: string): 'mc' | 'open' | undefined;
  session(attempt: MenuAttempt, answers: AnswerRecord[]): SessionResponse;
  results(attempt: MenuAttempt, answers: AnswerRecord[]): ResultsResponse;
}

export function createSessionViews({
  catalog,
  questions,
  store,
  profiles,
  clock,
  random,
}: {
  catalog: PracticeCatalog;
  questions: QuestionBank;
  store: Pick<AttemptStore, 'attempt' | 'answers' | 'createAttempt'>;
  profiles: Pick<ProfileStore, 'ensure'>;
  clock: Clock;
  random: Random;
}): SessionViews {
  const titleOf = (attempt: AttemptRecord) => catalog.byId(attempt.topic)?.menu.title ?? attempt.topic;
  const questionOf = (id: string) => questions.question(id)?.question;

  /** Each criterion's points with what they mean in the published rubric. */
  function withLevels(writing: WritingResult): WritingResult {
    return {
      ...writing,
      criteria: writing.criteria.map((c) => {
        const level = catalog.rubric.criteria.find((r) => r.id === c.id)?.levels[c.points];
        return level ? { ...c, level } : c;
      }),
    };
  }

  async function own(userId: string, attemptId: string, kinds: readonly QuizKind[]): Promise<MenuAttempt> {
    const attempt = await store.attempt(attemptId, userId);
    if (!attempt || !isMenuAttempt(attempt) || !kinds.includes(attempt.kind)) throw attemptNotFound();
    return attempt;
  }

  const views: SessionViews = {
    async start(userId, slug, kinds, fields) {
      const item = catalog.find(slug);
      if (!item || !kinds.includes(item.kind))
        throw new HttpError(404, 'QUIZ_NOT_FOUND', 'No practice matches this address');
      const draw = item.draw(random);
      await profiles.ensure(userId);
      const attempt: MenuAttempt = openAttempt({
        id: randomUUID(),
        userId,
        kind: item.kind,
        model: item.model ?? null,
        slug: item.menu.slug,
        topic: item.menu.id,
        draw,
        startedAt: clock.now().toISOString(),
        ...fields,
      });
      await store.createAttempt(attempt);
      return attempt;
    },

    async restore(userId, attemptId, kinds) {
      const attempt = await own(userId, attemptId, kinds);
      return views.session(attempt, await store.answers(attempt.id));
    },

    async finishedResults(userId, attemptId, kinds) {
      const attempt = await own(userId, attemptId, kinds);
      if (attempt.finishedAt === null) throw new HttpError(409, 'SESSION_NOT_FINISHED', 'Finish the session first');
      return views.results(attempt, await store.answers(attempt.id));
    },

    own,

    questionType: (id) => questionOf(id)?.type,

    session(attempt, answers) {
      const finished = attempt.finishedAt !== null;
      const prompt = attempt.draw.writingPromptId ? catalog.writingPrompt(attempt.draw.writingPromptId) : undefined;
      const response: SessionResponse = {
        attemptId: attempt.id,
        kind: attempt.kind,
        slug: attempt.slug,
        title: titleOf(attempt),
        immediateFeedback: attempt.kind !== 'mock_exam',
        questions: publicQuestions(attempt.draw.questions, questionOf),
        listening: attempt.draw.listeningIds.flatMap((id) => {
          const test = catalog.listening(id);
          return test ? [catalog.publicListening(test, finished)] : [];
        }),
        reading: attempt.draw.readingIds.flatMap((id) => {
          const test = catalog.reading(id);
          return test ? [catalog.publicReading(test)] : [];
        }),
        answers: answers.map((a) => {
          const entry = questions.question(a.questionId);
          return a.correct !== null && entry
            ? { questionId: a.questionId, answer: a.answer, feedback: answerFeedback(entry.question, a) }
            : { questionId: a.questionId, answer: a.answer };
        }),
        finished,
      };
      if (attempt.model) response.model = attempt.model;
      if (prompt) response.writing = catalog.publicWriting(prompt);
      if (attempt.writingText !== null) response.writingText = attempt.writingText;
      return response;
    },

    results(attempt, answers) {
      const review = reviewItems(attempt.draw.questions, questionOf, answers);
      const correct = attempt.correct ?? review.filter((r) => r.correct).length;
      const total = attempt.total;
      const writing = attempt.writingResult
        ? withLevels(JSON.parse(attempt.writingResult) as WritingResult)
        : undefined;
      const percent = attemptPercent(attempt.model, correct, total, writing);
      const results: ResultsResponse = {
        attemptId: attempt.id,
        kind: attempt.kind,
        slug: attempt.slug,
        title: titleOf(attempt),
        correct,
        total,
        scorePercent: Math.round(percent),
        band: scoreBand(percent),
        sections: attempt.kind === 'mock_exam' ? sectionTotals(review, writing) : [],
        review,
        listening: attempt.draw.listeningIds.flatMap((id) => {
          const test = catalog.listening(id);
          return test ? [catalog.publicListening(test, true)] : [];
        }),
        timeSpentMinutes: timeSpentMinutes(attempt.timeSpentSeconds),
      };
      if (attempt.model) results.model = attempt.model;
      if (attempt.dimEstimate !== null) results.dimEstimate = attempt.dimEstimate;
      if (writing) results.writing = writing;
      return results;
    },
  };
  return views;
}
