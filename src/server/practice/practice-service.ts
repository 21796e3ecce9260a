/**
 * The practice flow behind the routes (issue 5): start a session (draw and store its questions), restore it,
 * grade and save answers, save the paragraph, finish (grade mock-exam drafts, score the paragraph, record the
 * totals once) and build the results. The rules themselves live in src/domain/practice; the database work in
 * practice-store.ts; the routes only validate input and call these.
 */
import { randomUUID } from 'node:crypto';
import type {
  AnswerFeedback,
  PublicQuestion,
  ResultsResponse,
  ReviewItem,
  SaveAnswer,
  SaveAnswerResponse,
  SessionResponse,
} from '../../domain/api/practice-schema.ts';
import { isQuizKind, SECTIONS, type QuizKind } from '../../domain/api/practice-schema.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-open-answer.ts';
import { newModelPercent } from '../../domain/practice/new-model-score.ts';
import type { WritingPrompt } from '../../domain/content/schema.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import {
  gradeGrammarChoice,
  gradeLetterChoice,
  sameText,
  type ChoiceGrade,
} from '../../domain/practice/compare-answer.ts';
import { dimEstimate, type OpenPoints } from '../../domain/practice/dim-estimate.ts';
import type { DrawnQuestion } from '../../domain/practice/draw.ts';
import { toPublicQuestion } from '../../domain/practice/public-question.ts';
import type { Random } from '../../domain/practice/random.ts';
import { exactPercent, scoreBand } from '../../domain/practice/score-band.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import type { ProfileStore } from '../profile/profile-store.ts';
import type { PracticeCatalog, QuestionEntry } from './practice-catalog.ts';
import { attemptClosed } from './attempt-closed.ts';
import type { PracticeJudge, WritingScore } from './practice-judge.ts';
import {
  openAttempt,
  type AnswerRecord,
  type AttemptPlan,
  type AttemptRecord,
  type GradedAnswer,
  type PracticeStore,
} from './practice-store.ts';

export interface PracticeService {
  startSession(userId: string, slug: string): Promise<SessionResponse>;
  session(userId: string, attemptId: string): Promise<SessionResponse>;
  saveAnswer(userId: string, attemptId: string, save: SaveAnswer, timeZone: string): Promise<SaveAnswerResponse>;
  saveWriting(userId: string, attemptId: string, text: string): Promise<void>;
  finish(userId: string, attemptId: string, timeZone: string): Promise<ResultsResponse>;
  results(userId: string, attemptId: string): Promise<ResultsResponse>;
}

export interface PracticeServiceDeps {
  catalog: PracticeCatalog;
  store: PracticeStore;
  profiles: ProfileStore;
  judge: PracticeJudge;
  clock: Clock;
  random: Random;
}

const fail = (status: 400 | 404 | 409, code: ErrorCode, message: string) => new HttpError(status, code, message);
const attemptNotFound = () => fail(404, 'ATTEMPT_NOT_FOUND', 'No such session');

/** An attempt of the practice menu; the diagnostic and the daily challenge have their own routes and rules. */
type PracticeAttempt = AttemptRecord & { kind: QuizKind };
const isPracticeAttempt = (a: AttemptRecord): a is PracticeAttempt => isQuizKind(a.kind);

/** The key of a question as the student sees it after answering: option text (grammar), letter, or model answer. */
function correctAnswerOf(entry: QuestionEntry): string {
  return entry.question.answer;
}

function feedbackOf(entry: QuestionEntry, answer: AnswerRecord): AnswerFeedback {
  return {
    questionId: answer.questionId,
    answer: answer.answer,
    correct: answer.correct === true,
    correctAnswer: correctAnswerOf(entry),
    judgedBy: answer.judgedBy ?? 'exact',
    rationale: entry.question.rationale,
  };
}

function placementOf(drawn: DrawnQuestion) {
  return { number: drawn.number, section: drawn.section, passageId: drawn.passageId, topicId: drawn.topicId };
}

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
  store,
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

  function publicQuestions(attempt: AttemptRecord): PublicQuestion[] {
    return attempt.draw.questions.flatMap((drawn) => {
      const entry = catalog.question(drawn.questionId);
      return entry ? [toPublicQuestion(entry.question, placementOf(drawn))] : [];
    });
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
      questions: publicQuestions(attempt),
      listening: attempt.draw.listeningIds.flatMap((id) => {
        const test = catalog.listening(id);
        return test ? [catalog.publicListening(test, finished)] : [];
      }),
      reading: attempt.draw.readingIds.flatMap((id) => {
        const test = catalog.reading(id);
        return test ? [catalog.publicReading(test)] : [];
      }),
      answers: answers.map((a) => {
        const entry = catalog.question(a.questionId);
        return a.correct !== null && entry
          ? { questionId: a.questionId, answer: a.answer, feedback: feedbackOf(entry, a) }
          : { questionId: a.questionId, answer: a.answer };
      }),
      finished,
    };
    if (attempt.model) response.model = attempt.model;
    if (prompt) response.writing = catalog.publicWriting(prompt);
    if (attempt.writingText !== null) response.writingText = attempt.writingText;
    return response;
  }

  /** The answer to a retried or repeated save: the stored one, or a refusal. */
  function repeatedSave(
    attempt: AttemptPlan,
    existing: AnswerRecord[],
    save: SaveAnswer,
  ): SaveAnswerResponse | undefined {
    const entry = catalog.question(save.questionId);
    const byId = existing.find((a) => a.id === save.answerId);
    if (byId && (byId.attemptId !== attempt.id || byId.questionId !== save.questionId)) {
      throw fail(409, 'ANSWER_ID_REUSED', 'This answerId was already used for another question');
    }
    const feedback = (a: AnswerRecord) =>
      a.correct !== null && entry && attempt.kind !== 'mock_exam' ? feedbackOf(entry, a) : undefined;
    if (byId) return { answerId: byId.id, feedback: feedback(byId) };
    if (attempt.kind === 'mock_exam') return undefined; // drafts may change until finish
    const sameQuestion = existing.find((a) => a.attemptId === attempt.id && a.questionId === save.questionId);
    if (!sameQuestion) return undefined;
    if (entry && sameText(sameQuestion.answer, canonicalChoice(entry, save.answer))) {
      return { answerId: sameQuestion.id, feedback: feedback(sameQuestion) };
    }
    throw fail(409, 'ANSWER_LOCKED', 'This question was already answered');
  }

  async function gradeNow(
    userId: string,
    entry: QuestionEntry,
    answer: string,
  ): Promise<Pick<GradedAnswer, 'correct' | 'judgedBy' | 'answer'>> {
    const choice = gradeChoice(entry, answer);
    if (choice !== 'open') {
      if (choice.kind === 'invalid') throw fail(400, 'VALIDATION_FAILED', 'answer: not one of the options');
      return { correct: choice.correct, judgedBy: 'exact', answer: canonicalChoice(entry, answer) };
    }
    if (answer.trim() === '') throw fail(400, 'VALIDATION_FAILED', 'answer: empty');
    if (entry.kind === 'grammar') {
      // Grammar tests the form itself: the offline judge in 'form' mode (spec §5 comparison, contractions read out).
      const q = entry.question;
      const verdict = judgeOpenAnswer(
        answer,
        { question: q.question, answer: q.answer, accepted: q.type === 'open' ? q.accepted : [q.answer] },
        'form',
      );
      return { correct: verdict.correct, judgedBy: verdict.reason === 'exact' ? 'exact' : 'offline', answer };
    }
    if (entry.question.type !== 'open') throw new Error('unreachable');
    const { correct, judgedBy } = await judge.judgeOpen(
      userId,
      { question: entry.question, passageId: entry.test.id },
      answer,
    );
    return { correct, judgedBy, answer };
  }

  const gradedAnswer = (
    save: SaveAnswer,
    entry: QuestionEntry,
    grade: Pick<GradedAnswer, 'correct' | 'judgedBy' | 'answer'>,
    points?: number,
  ): GradedAnswer => ({
    answerId: save.answerId,
    questionId: save.questionId,
    answer: grade.answer,
    correct: grade.correct,
    judgedBy: grade.judgedBy,
    points: points ?? null,
    performanceKey: entry.performanceKey,
    recordsLastMistake: entry.kind === 'grammar',
  });

  /** Grades every draft of a mock exam (open answers through the judge, in parallel). */
  async function gradeDrafts(userId: string, attempt: AttemptRecord, answers: AnswerRecord[]): Promise<GradedAnswer[]> {
    const drafts = answers.filter((a) => a.correct === null);
    return Promise.all(
      drafts.flatMap((draft) => {
        const entry = catalog.question(draft.questionId);
        if (!entry) return [];
        const save = { answerId: draft.id, questionId: draft.questionId, answer: draft.answer };
        const choice = gradeChoice(entry, draft.answer);
        if (choice !== 'open') {
          const correct = choice.kind === 'graded' && choice.correct;
          return [Promise.resolve(gradedAnswer(save, entry, { correct, judgedBy: 'exact', answer: draft.answer }))];
        }
        return [
          (async () => {
            if (entry.kind === 'grammar') return gradedAnswer(save, entry, await gradeNow(userId, entry, draft.answer));
            if (entry.question.type !== 'open') throw new Error('unreachable');
            const ref = { question: entry.question, passageId: entry.test.id };
            const { correct, points, judgedBy } = await judge.judgeOpen(userId, ref, draft.answer);
            const credit = attempt.model === 'classic' ? points : undefined;
            return gradedAnswer(save, entry, { correct, judgedBy, answer: draft.answer }, credit);
          })(),
        ];
      }),
    );
  }

  /** A blank paragraph scores 0 on every criterion without asking the judge. */
  async function scoreParagraph(userId: string, prompt: WritingPrompt, text: string): Promise<WritingScore> {
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

  function reviewOf(attempt: AttemptRecord, answers: AnswerRecord[]): ReviewItem[] {
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    return attempt.draw.questions.flatMap((drawn): ReviewItem[] => {
      const entry = catalog.question(drawn.questionId);
      if (!entry) return [];
      const answer = byQuestion.get(drawn.questionId);
      const item: ReviewItem = {
        number: drawn.number,
        section: drawn.section,
        questionId: drawn.questionId,
        question: entry.question.question,
        type: entry.question.type,
        yourAnswer: answer?.answer ?? null,
        correct: answer?.correct === true,
        correctAnswer: correctAnswerOf(entry),
        judgedBy: answer?.judgedBy ?? 'exact',
        rationale: entry.question.rationale,
      };
      const shown = toPublicQuestion(entry.question, placementOf(drawn));
      if (shown.options) item.options = shown.options;
      if (drawn.topicId) item.topicId = drawn.topicId;
      return [item];
    });
  }

  /** Each criterion's points with what they mean in the published rubric (checklist MOCK-09). */
  function withLevels(writing: WritingScore): WritingScore {
    return {
      ...writing,
      criteria: writing.criteria.map((c) => {
        const level = catalog.rubric.criteria.find((r) => r.id === c.id)?.levels[c.points];
        return level ? { ...c, level } : c;
      }),
    };
  }

  function resultsOf(attempt: PracticeAttempt, answers: AnswerRecord[]): ResultsResponse {
    const review = reviewOf(attempt, answers);
    const correct = attempt.correct ?? review.filter((r) => r.correct).length;
    const total = attempt.total;
    const writing = attempt.writingResult ? withLevels(JSON.parse(attempt.writingResult) as WritingScore) : undefined;
    const sections: ResultsResponse['sections'] = [];
    if (attempt.kind === 'mock_exam') {
      for (const section of SECTIONS) {
        const items = review.filter((r) => r.section === section);
        if (items.length > 0)
          sections.push({ section, correct: items.filter((r) => r.correct).length, total: items.length });
      }
      if (writing) sections.push({ section: 'Writing', correct: writing.score, total: writing.maxScore });
    }
    const percent = scorePercentOf(attempt.model, correct, total, writing);
    const results: ResultsResponse = {
      attemptId: attempt.id,
      kind: attempt.kind,
      slug: attempt.slug,
      title: titleOf(attempt),
      correct,
      total,
      scorePercent: Math.round(percent),
      band: scoreBand(percent),
      sections,
      review,
      listening: attempt.draw.listeningIds.flatMap((id) => {
        const test = catalog.listening(id);
        return test ? [catalog.publicListening(test, true)] : [];
      }),
      timeSpentMinutes: Math.round((attempt.timeSpentSeconds ?? 0) / 60),
    };
    if (attempt.model) results.model = attempt.model;
    if (attempt.dimEstimate !== null) results.dimEstimate = attempt.dimEstimate;
    if (writing) results.writing = writing;
    return results;
  }

  /** The exact percent of a result: the new model's paragraph counts in it (new-model-score.ts). */
  function scorePercentOf(
    model: AttemptRecord['model'],
    correct: number,
    total: number,
    writing: Pick<WritingScore, 'score' | 'maxScore'> | undefined,
  ): number {
    return model === 'new' ? newModelPercent(correct, total, writing) : exactPercent(correct, total);
  }

  /** The totals of a finished attempt from all its graded answers. */
  function totalsOf(
    attempt: AttemptRecord,
    answers: AnswerRecord[],
    grades: GradedAnswer[],
    writing: WritingScore | undefined,
  ) {
    const graded = new Map<string, { correct: boolean; points: number | null }>();
    for (const a of answers) if (a.correct !== null) graded.set(a.questionId, { correct: a.correct, points: a.points });
    for (const g of grades) graded.set(g.questionId, { correct: g.correct, points: g.points ?? null });
    const drawn = attempt.draw.questions.filter((q) => catalog.question(q.questionId));
    const correct = drawn.filter((q) => graded.get(q.questionId)?.correct).length;
    let estimate: number | null = null;
    if (attempt.model === 'classic') {
      const closed = drawn.filter((q) => catalog.question(q.questionId)?.question.type === 'mc');
      const open = drawn.filter((q) => catalog.question(q.questionId)?.question.type === 'open');
      estimate = dimEstimate(
        closed.filter((q) => graded.get(q.questionId)?.correct).length,
        open.map((q) => (graded.get(q.questionId)?.points ?? 0) as OpenPoints),
      );
    }
    const now = clock.now();
    return {
      correct,
      total: attempt.total,
      score: Math.round(scorePercentOf(attempt.model, correct, attempt.total, writing) * 100) / 100,
      dimEstimate: estimate,
      writingResult: writing ? JSON.stringify(writing) : null,
      timeSpentSeconds: Math.max(0, Math.round((now.getTime() - Date.parse(attempt.startedAt)) / 1000)),
    };
  }

  return {
    async startSession(userId, slug) {
      const item = catalog.find(slug);
      if (!item) throw fail(404, 'QUIZ_NOT_FOUND', 'No practice matches this address');
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

    async session(userId, attemptId) {
      const attempt = await ownAttempt(userId, attemptId);
      return sessionResponse(attempt, await store.answers(attempt.id));
    },

    async saveAnswer(userId, attemptId, save, timeZone) {
      const plan = await store.attemptPlan(attemptId, userId);
      if (!plan || !isQuizKind(plan.kind)) throw attemptNotFound();
      const entry = plan.draw.questions.some((q) => q.questionId === save.questionId)
        ? catalog.question(save.questionId)
        : undefined;
      if (!entry) throw fail(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of the session');
      const earlier = () => store.existingAnswers(plan.id, save.questionId, save.answerId);

      if (plan.kind === 'mock_exam') {
        const repeated = repeatedSave(plan, await earlier(), save);
        if (repeated) return repeated;
        const choice = gradeChoice(entry, save.answer);
        if (choice !== 'open' && choice.kind === 'invalid' && save.answer !== '') {
          throw fail(400, 'VALIDATION_FAILED', 'answer: not one of the options');
        }
        const saved = await store.saveDraft(
          userId,
          plan.id,
          { ...save, answer: canonicalChoice(entry, save.answer) },
          clock.now(),
        );
        if (saved === 'finishing' || saved === 'finished') throw attemptClosed(saved);
        return { answerId: save.answerId };
      }

      // An answer the AI judges is checked for a repeat first, so a retry is not judged again. The others are
      // cheap to grade: the insert itself finds a repeat (one query less on the hot path).
      if (entry.kind !== 'grammar' && entry.question.type === 'open') {
        const repeated = repeatedSave(plan, await earlier(), save);
        if (repeated) return repeated;
      }
      const graded = gradedAnswer(save, entry, await gradeNow(userId, entry, save.answer));
      const result = await store.saveGraded(userId, plan.id, graded, { now: clock.now(), timeZone });
      if (result.status !== 'saved') {
        // A retry, the same answer again, or another save of this question that won the race.
        const again = repeatedSave(plan, result.status === 'exists' ? result.answers : await earlier(), save);
        if (again) return again;
        throw result.status === 'exists'
          ? fail(409, 'ANSWER_LOCKED', 'This question was already answered')
          : attemptClosed(result.status);
      }
      return {
        answerId: save.answerId,
        feedback: feedbackOf(entry, {
          id: save.answerId,
          attemptId: plan.id,
          questionId: save.questionId,
          answer: graded.answer,
          correct: graded.correct,
          points: null,
          judgedBy: graded.judgedBy,
          createdAt: '',
        }),
      };
    },

    async saveWriting(userId, attemptId, text) {
      const attempt = await ownAttempt(userId, attemptId);
      if (!attempt.draw.writingPromptId) throw fail(400, 'VALIDATION_FAILED', 'This session has no writing task');
      const saved = await store.saveWriting(userId, attempt.id, text);
      if (saved !== 'saved') throw attemptClosed(saved);
    },

    async finish(userId, attemptId, timeZone) {
      let attempt = await ownAttempt(userId, attemptId);
      if (attempt.finishedAt !== null) return resultsOf(attempt, await store.answers(attempt.id));
      const prompt = attempt.draw.writingPromptId ? catalog.writingPrompt(attempt.draw.writingPromptId) : undefined;
      let grades: GradedAnswer[] = [];
      let writing: WritingScore | undefined;
      if (attempt.kind === 'mock_exam' || prompt) {
        // Drafts and the paragraph are judged outside the transaction (the AI may take seconds): freeze them
        // first, then grade what is stored; saves from now on are refused with ATTEMPT_FINISHING.
        await store.beginFinish(userId, attempt.id, clock.now());
        attempt = await ownAttempt(userId, attemptId);
        const frozen = await store.answers(attempt.id);
        if (attempt.finishedAt !== null) return resultsOf(attempt, frozen);
        if (attempt.kind === 'mock_exam') grades = await gradeDrafts(userId, attempt, frozen);
        if (prompt) writing = await scoreParagraph(userId, prompt, attempt.writingText ?? '');
      }
      // The totals are counted from the answers the finishing transaction reads, with the attempt row held.
      const outcome = await store.finish(
        userId,
        attempt.id,
        (locked, answers) => ({ grades, totals: totalsOf(locked, answers, grades, writing) }),
        { now: clock.now(), timeZone },
      );
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
