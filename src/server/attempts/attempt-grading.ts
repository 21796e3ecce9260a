/**
 * The one path by which an answer of any kind of attempt is saved, an attempt finished and a finished one reviewed.
 * Each kind (practice, mock exam, diagnostic, daily challenge, lesson quiz) grades its own questions and shapes its
 * own responses; what a repeated save means (src/domain/attempts/repeated-save.ts), what a finish records
 * (attempt-totals.ts) and what a review shows (review-items.ts) are decided here, once, on the attempt store.
 */
import { attemptTotals } from '../../domain/attempts/attempt-totals.ts';
import { repeatedSave, type RepeatVerdict } from '../../domain/attempts/repeated-save.ts';
import { reviewItems } from '../../domain/attempts/review-items.ts';
import { LESSON_KIND, type ReviewItem, type WritingResult } from '../../domain/api/practice-schema.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import { attemptClosed } from './attempt-closed.ts';
import type {
  AnswerRecord,
  AttemptPlan,
  AttemptRecord,
  AttemptStore,
  FinishOutcome,
  GradedAnswer,
  JudgedBy,
} from './attempt-store.ts';
import type { QuestionBank } from './question-bank.ts';

export interface Grade {
  correct: boolean;
  judgedBy: JudgedBy;
  /** Partial credit of an open answer (classic mock exam). */
  points?: number | null;
}

interface SaveOf {
  userId: string;
  plan: AttemptPlan;
  answerId: string;
  questionId: string;
  /** The answer as it is stored and compared with an earlier one (a grammar choice as its option's text). */
  answer: string;
}

export interface GradedSave extends SaveOf {
  timeZone: string;
  /** Grades the answer, or throws 400 when it is not an answer (not one of the options, empty). */
  grade(): Grade | Promise<Grade>;
  /** The grammar topic key, or 'listening' / 'reading'. */
  performanceKey: string;
  /** Grammar topics also record the time of the last mistake. */
  recordsLastMistake: boolean;
  /**
   * Looks for a repeat before grading: for answers a judge grades, which may take seconds and must not be judged
   * twice. Answers graded by comparison skip it, since the insert itself finds a repeat (one query less).
   */
  repeatFirst?: boolean;
  /** What a closed attempt still answers with its stored verdict (repeated-save.ts). */
  afterClose: 'same-id' | 'same-answer';
  /** When the answer was given, when not now (an answer given offline, src/domain/attempts/answer-time.ts). */
  givenAt?: Date;
}

export interface DraftSave extends SaveOf {
  /** Throws 400 when the draft is not an answer; a repeated save is answered before it is checked. */
  check(): void;
}

export interface FinishRules {
  /** The type of each question the content still has; the totals count only those. */
  questionType(questionId: string): 'mc' | 'open' | undefined;
  /** The time spent counts up to this at the most (a timed exam finished by the server after its deadline). */
  endsBy?: Date;
  /**
   * When the time spent ends, when not at the finish: a session graded as it goes ends with its last answer, so
   * one answered offline and finished on reconnect does not count the hours without signal.
   */
  endedAt?(answers: readonly AnswerRecord[]): Date | undefined;
  /**
   * Grading that cannot run inside the finishing transaction (mock-exam drafts and the paragraph go to the judge,
   * which may take seconds). When given, the attempt is frozen first: saves from then on get ATTEMPT_FINISHING,
   * and these grades are of exactly the answers the transaction then reads.
   */
  gradeFrozen?(
    attempt: AttemptRecord,
    answers: AnswerRecord[],
  ): Promise<{ grades: GradedAnswer[]; writing: WritingResult | undefined }>;
}

export interface AttemptGrading {
  /** Saves a graded answer with its counters; the stored answer when the save repeats one (the verdict stands). */
  saveGraded(save: GradedSave): Promise<AnswerRecord>;
  /** Saves a mock-exam draft (changeable until the finish; an empty one clears it); returns the answerId stored. */
  saveDraft(save: DraftSave): Promise<string>;
  saveWriting(userId: string, attemptId: string, text: string): Promise<void>;
  /** Finishes an open attempt once; undefined when the student has no such attempt. */
  finish(userId: string, attemptId: string, timeZone: string, rules: FinishRules): Promise<FinishOutcome | undefined>;
  /**
   * The review of the student's finished attempt of any kind that has one (the quiz history opens it): 404 when it
   * is not theirs or a lesson quiz, 409 while unfinished (its keys stay hidden).
   */
  review(userId: string, attemptId: string): Promise<ReviewItem[]>;
}

/** One answer as graded and stored, for what follows a grade (review cards). */
export interface GradedFact {
  answerId: string;
  questionId: string;
  correct: boolean;
  /** An open answer's partial credit (0, ½ or 1; classic mock exam); null or absent: `correct` says it all. */
  points?: number | null;
  /** Its review card was written in the transaction that stored it (attempt-store.ts); nothing is left to do. */
  cardWritten?: boolean;
}

/**
 * Told of answers once they are graded and committed: a save, or a mock exam's drafts at its finish. It must not
 * hold up the save: what it writes it writes after the answer's commit (src/server/review/review-cards.ts).
 */
export type GradedListener = (
  userId: string,
  attempt: Pick<AttemptPlan, 'id' | 'kind'>,
  answers: readonly GradedFact[],
  now: Date,
  /** The student's time zone at the answer (their calendar day). */
  timeZone: string,
) => void;

export interface AttemptGradingDeps {
  store: AttemptStore;
  questions: QuestionBank;
  clock: Clock;
  onGraded?: GradedListener;
}

/** The refusal of a save the repeat rule says may not be stored. */
function refusal(verdict: RepeatVerdict<AnswerRecord>['kind'], state: 'finishing' | 'finished'): HttpError {
  switch (verdict) {
    case 'id-reused':
      return new HttpError(409, 'ANSWER_ID_REUSED', 'This answerId was already used for another question');
    case 'finished':
      return attemptClosed(state);
    default:
      return new HttpError(409, 'ANSWER_LOCKED', 'This question was already answered');
  }
}

export function createAttemptGrading({
  store,
  questions,
  clock,
  onGraded = () => undefined,
}: AttemptGradingDeps): AttemptGrading {
  const earlier = (s: SaveOf) => store.existingAnswers(s.plan.id, s.questionId, s.answerId);
  const check = (
    s: SaveOf,
    answers: AnswerRecord[],
    attempt: 'open' | 'closed',
    policy: { answers: 'lock' | 'draft'; afterClose: 'same-id' | 'same-answer' },
  ) =>
    repeatedSave({
      attemptId: s.plan.id,
      answerId: s.answerId,
      questionId: s.questionId,
      answer: s.answer,
      earlier: answers,
      attempt,
      ...policy,
    });

  return {
    async saveGraded(s) {
      const policy = { answers: 'lock', afterClose: s.afterClose } as const;
      if (s.repeatFirst) {
        const verdict = check(s, await earlier(s), 'open', policy);
        if (verdict.kind === 'stored') return verdict.answer;
        if (verdict.kind !== 'new') throw refusal(verdict.kind, 'finished');
      }
      const grade = await s.grade();
      const now = s.givenAt ?? clock.now();
      const result = await store.saveGraded(
        s.userId,
        s.plan.id,
        {
          answerId: s.answerId,
          questionId: s.questionId,
          answer: s.answer,
          correct: grade.correct,
          judgedBy: grade.judgedBy,
          points: grade.points ?? null,
          performanceKey: s.performanceKey,
          recordsLastMistake: s.recordsLastMistake,
        },
        { now, timeZone: s.timeZone },
        s.plan.kind,
      );
      if (result.status === 'saved') {
        onGraded(
          s.userId,
          s.plan,
          [
            {
              answerId: s.answerId,
              questionId: s.questionId,
              correct: grade.correct,
              points: grade.points ?? null,
              cardWritten: result.cardWritten === true,
            },
          ],
          now,
          s.timeZone,
        );
        return {
          id: s.answerId,
          attemptId: s.plan.id,
          questionId: s.questionId,
          answer: s.answer,
          correct: grade.correct,
          points: grade.points ?? null,
          judgedBy: grade.judgedBy,
          createdAt: now.toISOString(),
        };
      }
      // A retry, the same answer again, another save of this question that won the race, or a closed attempt.
      const open = result.status === 'exists';
      const verdict = check(s, open ? result.answers : await earlier(s), open ? 'open' : 'closed', policy);
      if (verdict.kind === 'stored') return verdict.answer;
      // An insert refused by a stored row that the rule does not find is that row's question, answered meanwhile.
      throw refusal(verdict.kind === 'new' ? 'locked' : verdict.kind, open ? 'finished' : result.status);
    },

    async saveDraft(s) {
      const verdict = check(s, await earlier(s), 'open', { answers: 'draft', afterClose: 'same-answer' });
      if (verdict.kind === 'stored') return verdict.answer.id;
      if (verdict.kind !== 'new') throw refusal(verdict.kind, 'finished');
      s.check();
      const saved = await store.saveDraft(s.userId, s.plan.id, s, clock.now());
      if (saved === 'finishing' || saved === 'finished') throw attemptClosed(saved);
      return s.answerId;
    },

    async saveWriting(userId, attemptId, text) {
      const saved = await store.saveWriting(userId, attemptId, text);
      if (saved !== 'saved') throw attemptClosed(saved);
    },

    async finish(userId, attemptId, timeZone, rules) {
      let grades: GradedAnswer[] = [];
      let writing: WritingResult | undefined;
      if (rules.gradeFrozen) {
        await store.beginFinish(userId, attemptId, clock.now());
        const frozen = await store.attempt(attemptId, userId);
        if (!frozen) return undefined;
        const answers = await store.answers(attemptId);
        if (frozen.finishedAt !== null) return { status: 'already', attempt: frozen, answers };
        ({ grades, writing } = await rules.gradeFrozen(frozen, answers));
      }
      // The totals are counted from the answers the finishing transaction reads, with the attempt row held.
      const outcome = await store.finish(
        userId,
        attemptId,
        (attempt, answers) => ({
          grades,
          totals: {
            ...attemptTotals({
              questions: attempt.draw.questions.flatMap((q) => {
                const type = rules.questionType(q.questionId);
                return type ? [{ questionId: q.questionId, type }] : [];
              }),
              total: attempt.total,
              model: attempt.model,
              answers,
              grades,
              writing,
              startedAt: attempt.startedAt,
              now: (() => {
                const end = rules.endedAt?.(answers) ?? clock.now();
                return rules.endsBy && rules.endsBy < end ? rules.endsBy : end;
              })(),
            }),
            writingResult: writing ? JSON.stringify(writing) : null,
          },
        }),
        { now: clock.now(), timeZone },
      );
      if (outcome?.status === 'finished' && grades.length > 0) {
        const attempt = outcome.attempt;
        const facts = grades.map((g) => ({ ...g, cardWritten: outcome.cardsWritten === true }));
        onGraded(userId, attempt, facts, new Date(attempt.finishedAt ?? clock.now().toISOString()), timeZone);
      }
      return outcome;
    },

    async review(userId, attemptId) {
      const attempt = await store.attempt(attemptId, userId);
      // A lesson quiz has no review: its items are not questions of the bank.
      if (!attempt || attempt.kind === LESSON_KIND) throw new HttpError(404, 'ATTEMPT_NOT_FOUND', 'No such attempt');
      if (attempt.finishedAt === null) throw new HttpError(409, 'SESSION_NOT_FINISHED', 'Finish it first');
      const answers = await store.answers(attempt.id);
      return reviewItems(attempt.draw.questions, (id) => questions.question(id)?.question, answers);
    },
  };
}
