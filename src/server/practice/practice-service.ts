/**
 * The practice flow behind the routes (issue 5): start a session (draw and store its questions), restore it,
 * grade and save answers, save the paragraph, finish (grade mock-exam drafts, score the paragraph, record the
 * totals once) and build the results. Saving, finishing and the review go through the attempts core
 * (src/server/attempts); the rules themselves live in src/domain; the routes only validate input and call these.
 */
import { randomUUID } from 'node:crypto';
import type {
  OfflinePack,
  OfflineStart,
  ResultsResponse,
  SaveAnswer,
  SaveAnswerResponse,
  SessionResponse,
  WritingResult,
} from '../../domain/api/practice-schema.ts';
import { isQuizKind, type QuizKind } from '../../domain/api/practice-schema.ts';
import { boundedStamp } from '../../domain/attempts/answer-time.ts';
import { attemptPercent } from '../../domain/attempts/attempt-totals.ts';
import { answerFeedback, reviewItems } from '../../domain/attempts/review-items.ts';
import { sectionTotals } from '../../domain/attempts/section-totals.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-open-answer.ts';
import type { WritingPrompt } from '../../domain/content/schema.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import {
  gradeGrammarChoice,
  gradeLetterChoice,
  sameText,
  type ChoiceGrade,
} from '../../domain/practice/compare-answer.ts';
import { offlineGrammarDraw } from '../../domain/practice/offline-draw.ts';
import { publicQuestions } from '../../domain/practice/public-question.ts';
import type { Random } from '../../domain/practice/random.ts';
import { scoreBand } from '../../domain/practice/score-band.ts';
import type { AnswerJudge } from '../attempts/answer-judge.ts';
import type { AttemptGrading, Grade } from '../attempts/attempt-grading.ts';
import {
  openAttempt,
  type AnswerRecord,
  type AttemptRecord,
  type AttemptStore,
  type GradedAnswer,
} from '../attempts/attempt-store.ts';
import type { QuestionBank, QuestionEntry } from '../attempts/question-bank.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import type { PracticeCatalog } from './practice-catalog.ts';
import { timeSpentMinutes } from '../../domain/progress/time-spent-minutes.ts';

export interface PracticeService {
  /** `offline`: a session the browser drew from a downloaded topic and named; stored once under its id. */
  startSession(userId: string, slug: string, offline?: OfflineStart): Promise<SessionResponse>;
  /** A grammar topic's questions without keys, for sessions started offline; undefined for anything else. */
  offlinePack(slug: string): OfflinePack | undefined;
  session(userId: string, attemptId: string): Promise<SessionResponse>;
  saveAnswer(userId: string, attemptId: string, save: SaveAnswer, timeZone: string): Promise<SaveAnswerResponse>;
  saveWriting(userId: string, attemptId: string, text: string): Promise<void>;
  finish(userId: string, attemptId: string, timeZone: string): Promise<ResultsResponse>;
  results(userId: string, attemptId: string): Promise<ResultsResponse>;
  /**
   * How practice grades an answer to a bank question, for answers given elsewhere (review): the answer as stored
   * (a grammar choice as its option's text) and its grade (400 when it is not an answer).
   */
  bankAnswer(userId: string, entry: QuestionEntry, answer: string): { stored: string; grade(): Promise<Grade> };
}

export interface PracticeServiceDeps {
  catalog: PracticeCatalog;
  questions: QuestionBank;
  store: AttemptStore;
  grading: AttemptGrading;
  profiles: ProfileStore;
  judge: AnswerJudge;
  clock: Clock;
  random: Random;
}

/** When the last answer was given (a session graded as it goes is done then); undefined with none. */
function lastAnswerTime(answers: readonly AnswerRecord[]): Date | undefined {
  const last = answers.reduce<string | undefined>((l, a) => (l === undefined || a.createdAt > l ? a.createdAt : l), undefined);
  return last === undefined ? undefined : new Date(last);
}

const fail = (status: 400 | 404 | 409, code: ErrorCode, message: string) => new HttpError(status, code, message);
const attemptNotFound = () => fail(404, 'ATTEMPT_NOT_FOUND', 'No such session');

/** An attempt of the practice menu; the diagnostic and the daily challenge have their own routes and rules. */
type PracticeAttempt = AttemptRecord & { kind: QuizKind };
const isPracticeAttempt = (a: AttemptRecord): a is PracticeAttempt => isQuizKind(a.kind);

/** Checks a multiple-choice answer against the options; 'open' for written answers. */
function gradeChoice(entry: QuestionEntry, answer: string): ChoiceGrade | 'open' {
  if (entry.question.type === 'open') return 'open';
  if (entry.kind === 'grammar' && entry.question.type === 'mc') return gradeGrammarChoice(entry.question, answer);
  if (entry.kind !== 'grammar' && entry.question.type === 'mc') return gradeLetterChoice(entry.question, answer);
  return { kind: 'invalid' };
}

/** A grammar multiple-choice answer is stored as the option's own text, so the review shows it as written. */
function canonicalChoice(entry: QuestionEntry, answer: string): string {
  if (entry.kind === 'grammar' && entry.question.type === 'mc') {
    return entry.question.options.find((o) => sameText(o, answer)) ?? answer;
  }
  return answer;
}

export function createPracticeService({
  catalog,
  questions,
  store,
  grading,
  profiles,
  judge,
  clock,
  random,
}: PracticeServiceDeps): PracticeService {
  async function ownAttempt(userId: string, attemptId: string): Promise<PracticeAttempt> {
    const attempt = await store.attempt(attemptId, userId);
    if (!attempt || !isPracticeAttempt(attempt)) throw attemptNotFound();
    return attempt;
  }

  const titleOf = (attempt: AttemptRecord) => catalog.byId(attempt.topic)?.menu.title ?? attempt.topic;
  const questionOf = (id: string) => questions.question(id)?.question;
  const questionType = (id: string) => questionOf(id)?.type;

  /** The feedback on a graded answer; none for a mock-exam draft, which is graded at the finish. */
  function feedbackOf(kind: QuizKind, answer: AnswerRecord) {
    const question = questionOf(answer.questionId);
    return answer.correct !== null && question && kind !== 'mock_exam' ? answerFeedback(question, answer) : undefined;
  }

  function sessionResponse(attempt: PracticeAttempt, answers: AnswerRecord[]): SessionResponse {
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
  }

  /** Grades an answer as it is given; a written answer listening or reading goes to the judge. */
  async function gradeNow(userId: string, entry: QuestionEntry, answer: string): Promise<Grade> {
    const choice = gradeChoice(entry, answer);
    if (choice !== 'open') {
      if (choice.kind === 'invalid') throw fail(400, 'VALIDATION_FAILED', 'answer: not one of the options');
      return { correct: choice.correct, judgedBy: 'exact' };
    }
    if (answer.trim() === '') throw fail(400, 'VALIDATION_FAILED', 'answer: empty');
    if (entry.kind === 'grammar') {
      // Grammar tests the form itself: the offline judge in 'form' mode (contractions read out).
      const q = entry.question;
      const verdict = judgeOpenAnswer(
        answer,
        { question: q.question, answer: q.answer, accepted: q.type === 'open' ? q.accepted : [q.answer] },
        'form',
      );
      return { correct: verdict.correct, judgedBy: verdict.reason === 'exact' ? 'exact' : 'offline' };
    }
    if (entry.question.type !== 'open') throw new Error('unreachable');
    const { correct, judgedBy } = await judge.judgeOpen(
      userId,
      { question: entry.question, passageId: entry.test.id },
      answer,
    );
    return { correct, judgedBy };
  }

  /** Grades every draft of a mock exam (open answers through the judge, in parallel). */
  async function gradeDrafts(userId: string, attempt: AttemptRecord, answers: AnswerRecord[]): Promise<GradedAnswer[]> {
    const drafts = answers.filter((a) => a.correct === null);
    return Promise.all(
      drafts.flatMap((draft) => {
        const entry = questions.question(draft.questionId);
        if (!entry) return [];
        const graded = (grade: Grade): GradedAnswer => ({
          answerId: draft.id,
          questionId: draft.questionId,
          answer: draft.answer,
          correct: grade.correct,
          judgedBy: grade.judgedBy,
          points: grade.points ?? null,
          performanceKey: entry.performanceKey,
          recordsLastMistake: entry.kind === 'grammar',
        });
        const choice = gradeChoice(entry, draft.answer);
        if (choice !== 'open') {
          return [Promise.resolve(graded({ correct: choice.kind === 'graded' && choice.correct, judgedBy: 'exact' }))];
        }
        return [
          (async () => {
            if (entry.kind === 'grammar') return graded(await gradeNow(userId, entry, draft.answer));
            if (entry.question.type !== 'open') throw new Error('unreachable');
            const ref = { question: entry.question, passageId: entry.test.id };
            const { correct, points, judgedBy } = await judge.judgeOpen(userId, ref, draft.answer);
            return graded({ correct, judgedBy, points: attempt.model === 'classic' ? points : undefined });
          })(),
        ];
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

  function resultsOf(attempt: PracticeAttempt, answers: AnswerRecord[]): ResultsResponse {
    const review = reviewItems(attempt.draw.questions, questionOf, answers);
    const correct = attempt.correct ?? review.filter((r) => r.correct).length;
    const total = attempt.total;
    const writing = attempt.writingResult ? withLevels(JSON.parse(attempt.writingResult) as WritingResult) : undefined;
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
  }

  return {
    bankAnswer: (userId, entry, answer) => ({
      stored: canonicalChoice(entry, answer),
      grade: () => gradeNow(userId, entry, answer),
    }),

    async startSession(userId, slug, offline) {
      const item = catalog.find(slug);
      if (!item) throw fail(404, 'QUIZ_NOT_FOUND', 'No practice matches this address');
      if (offline) {
        const pack = item.offline;
        if (!pack) throw fail(400, 'VALIDATION_FAILED', 'Only grammar practice starts offline');
        const draw = offlineGrammarDraw(
          { id: pack.topicId, questionIds: pack.questions.map((q) => q.id) },
          offline.questionIds,
          pack.size,
        );
        if (!draw) throw fail(400, 'VALIDATION_FAILED', 'questionIds: not a session of this topic');
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
        const attempt = await ownAttempt(userId, offline.attemptId);
        return sessionResponse(attempt, await store.answers(attempt.id));
      }
      const draw = item.draw(random);
      await profiles.ensure(userId);
      const attempt: PracticeAttempt = openAttempt({
        id: randomUUID(),
        userId,
        kind: item.kind,
        model: item.model ?? null,
        slug: item.menu.slug,
        topic: item.menu.id,
        draw,
        startedAt: clock.now().toISOString(),
      });
      await store.createAttempt(attempt);
      return sessionResponse(attempt, []);
    },

    offlinePack: (slug) => catalog.find(slug)?.offline,

    async session(userId, attemptId) {
      const attempt = await ownAttempt(userId, attemptId);
      return sessionResponse(attempt, await store.answers(attempt.id));
    },

    async saveAnswer(userId, attemptId, save, timeZone) {
      const plan = await store.attemptPlan(attemptId, userId);
      if (!plan || !isQuizKind(plan.kind)) throw attemptNotFound();
      const kind = plan.kind;
      const entry = plan.draw.questions.some((q) => q.questionId === save.questionId)
        ? questions.question(save.questionId)
        : undefined;
      if (!entry) throw fail(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of the session');
      const answer = canonicalChoice(entry, save.answer);

      if (kind === 'mock_exam') {
        const answerId = await grading.saveDraft({
          userId,
          plan,
          answerId: save.answerId,
          questionId: save.questionId,
          answer,
          check() {
            const choice = gradeChoice(entry, save.answer);
            if (choice !== 'open' && choice.kind === 'invalid' && save.answer !== '') {
              throw fail(400, 'VALIDATION_FAILED', 'answer: not one of the options');
            }
          },
        });
        return { answerId };
      }

      const stored = await grading.saveGraded({
        userId,
        plan,
        answerId: save.answerId,
        questionId: save.questionId,
        answer,
        timeZone,
        grade: () => gradeNow(userId, entry, save.answer),
        performanceKey: entry.performanceKey,
        recordsLastMistake: entry.kind === 'grammar',
        // An answer the AI judges is checked for a repeat first, so a retry is not judged again.
        repeatFirst: entry.kind !== 'grammar' && entry.question.type === 'open',
        afterClose: 'same-answer',
        // Counted on the day it was given (an answer given offline arrives later), within the bounds the server knows.
        givenAt: boundedStamp(save.answeredAt, clock.now(), new Date(plan.startedAt)),
      });
      return { answerId: stored.id, feedback: feedbackOf(kind, stored) };
    },

    async saveWriting(userId, attemptId, text) {
      const attempt = await ownAttempt(userId, attemptId);
      if (!attempt.draw.writingPromptId) throw fail(400, 'VALIDATION_FAILED', 'This session has no writing task');
      await grading.saveWriting(userId, attempt.id, text);
    },

    async finish(userId, attemptId, timeZone) {
      const attempt = await ownAttempt(userId, attemptId);
      if (attempt.finishedAt !== null) return resultsOf(attempt, await store.answers(attempt.id));
      const prompt = attempt.draw.writingPromptId ? catalog.writingPrompt(attempt.draw.writingPromptId) : undefined;
      const outcome = await grading.finish(userId, attempt.id, timeZone, {
        questionType,
        endedAt: attempt.kind === 'mock_exam' ? undefined : lastAnswerTime,
        // Drafts and the paragraph are judged outside the transaction (the AI may take seconds).
        gradeFrozen:
          attempt.kind === 'mock_exam' || prompt
            ? async (frozen, answers) => ({
                grades: frozen.kind === 'mock_exam' ? await gradeDrafts(userId, frozen, answers) : [],
                writing: prompt ? await scoreParagraph(userId, prompt, frozen.writingText ?? '') : undefined,
              })
            : undefined,
      });
      if (!outcome || !isPracticeAttempt(outcome.attempt)) throw attemptNotFound();
      return resultsOf(outcome.attempt, outcome.answers);
    },

    async results(userId, attemptId) {
      const attempt = await ownAttempt(userId, attemptId);
      if (attempt.finishedAt === null) throw fail(409, 'SESSION_NOT_FINISHED', 'Finish the session first');
      return resultsOf(attempt, await store.answers(attempt.id));
    },
  };
}
