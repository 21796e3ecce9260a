/**
 * Shapes of the practice API, shared by the server and the web app.
 *
 * Flow: GET /api/practice/menu (open) → POST /api/practice/sessions { slug } (sign-in) → the session's questions,
 * WITHOUT answer keys → POST …/sessions/:attemptId/answers for each answer (graded by the server, idempotent by the
 * client's answerId) → POST …/sessions/:attemptId/finish → results with the review. GET …/sessions/:attemptId
 * restores a session after a reload, with the answers already given.
 *
 * Feedback: grammar, listening and reading answers are graded and locked when given (immediate feedback); mock-exam
 * answers can change until Finish and are graded then (a mock exam gives no immediate feedback, like the real one).
 */
import type { WritingFlag } from '../ai/offline-writing-score.ts';
import { z } from 'zod';
import type { Localized, OptionLetter } from '../content/schema.ts';
import { GRAMMAR_QUIZ_SIZE } from './input-limits.ts';
import type { LESSON_KIND, REVIEW_KIND } from './attempt-kinds.ts';

export const QUIZ_KINDS = ['mock_exam', 'grammar', 'listening', 'reading'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];
export { LESSON_KIND, REVIEW_KIND } from './attempt-kinds.ts';
/**
 * Every kind of recorded attempt: the practice menu's, the diagnostic, the daily challenge, lessons,
 * and review answers.
 */
export type AttemptKind = QuizKind | 'diagnostic' | 'challenge' | typeof LESSON_KIND | typeof REVIEW_KIND;
export const isQuizKind = (kind: AttemptKind): kind is QuizKind => (QUIZ_KINDS as readonly string[]).includes(kind);
export const EXAM_MODELS = ['classic', 'new'] as const;
export type ExamModel = (typeof EXAM_MODELS)[number];
export const SECTIONS = ['Listening', 'Grammar', 'Reading', 'Writing'] as const;
export type Section = (typeof SECTIONS)[number];

export { GRAMMAR_QUIZ_SIZE };

/** A card of the practice menu. */
export interface MenuItem {
  key: string;
  id: string;
  type: QuizKind;
  /** For mock exams: the 2019–2026 model (the spec's) or the new one. */
  model?: ExamModel;
  /** Where the session lives: /practice/{slug}. */
  slug: string;
  /** Grammar topics have localized titles; listening and reading tests have English titles. */
  title: Localized | string;
  details: Localized | string;
  questionCount: number;
  difficulty?: 'A2' | 'B1' | 'B2';
}

export interface MenuResponse {
  items: MenuItem[];
}

/** A question as the browser sees it before answering: no key, no accepted answers, no rationale. */
export interface PublicQuestion {
  id: string;
  /** 1-based, continuous across the sections of a mock exam. */
  number: number;
  section: Section;
  type: 'mc' | 'open';
  question: string;
  /** Grammar: a list; listening and reading: keyed by letter. Absent for open questions. */
  options?: string[] | Partial<Record<OptionLetter, string>>;
  /** The reading passage or listening test the question belongs to. */
  passageId?: string;
  /** Grammar topic of the question (for the AI explanation and the review tag). */
  topicId?: string;
}

export interface PublicListening {
  id: string;
  title: string;
  /** URL of the audio file, served by the app. */
  audioUrl: string;
  /** The same recording as MP3, for browsers that cannot play the Opus file (older iPhones); when there is one. */
  fallbackAudioUrl?: string;
  /** Only after the session is finished (before that it would give the answers away). */
  transcript?: { speaker: string; text: string }[];
}

export interface PublicReading {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface PublicWriting {
  promptId: string;
  topic: Localized;
  instructions: Localized;
  minWords: number;
  /** The published rubric the paragraph is scored by: each criterion and what its points mean. */
  rubric: {
    maxScore: number;
    criteria: { id: string; name: Localized; maxPoints: number; levels: Localized[] }[];
  };
}

/** The feedback on one graded answer. */
export interface AnswerFeedback {
  questionId: string;
  answer: string;
  correct: boolean;
  /** MC: the correct option (text for grammar, letter for listening/reading); open: the model answer. */
  correctAnswer: string;
  /** Who decided: exact comparison, the offline judge, or the AI model (the 'AI evaluated' badge). */
  judgedBy: 'exact' | 'offline' | 'model';
  rationale?: Localized;
}

export interface SessionResponse {
  attemptId: string;
  kind: QuizKind;
  model?: ExamModel;
  slug: string;
  title: Localized | string;
  /** Whether answers are graded as they are given (false for mock exams). */
  immediateFeedback: boolean;
  questions: PublicQuestion[];
  listening: PublicListening[];
  reading: PublicReading[];
  writing?: PublicWriting;
  /** Answers already given (restores a session after a reload); graded ones carry their feedback. */
  answers: { questionId: string; answer: string; feedback?: AnswerFeedback }[];
  writingText?: string;
  finished: boolean;
  /** Mock exams: the clock the server holds and how the listening is played. */
  exam?: ExamRules;
}

/**
 * A grammar session the browser started without a connection (src/domain/practice/offline-draw.ts): the attempt id
 * it chose, the questions it drew from the downloaded topic, and when it started by the device's clock (bounded by
 * the server, src/domain/attempts/answer-time.ts). Sent again and again until it is stored: the id makes it one.
 */
export const offlineStartSchema = z
  .object({
    attemptId: z.uuid(),
    questionIds: z.array(z.string().min(1).max(100)).min(1).max(GRAMMAR_QUIZ_SIZE),
    startedAt: z.iso.datetime(),
  })
  .strict();
export type OfflineStart = z.infer<typeof offlineStartSchema>;

export interface ExamRules {
  /** When the time runs out (ISO); null when the student chose no clock. */
  deadline: string | null;
  /** The server's time when it answered, so the browser counts down from the server's clock, not its own. */
  serverNow: string;
  minutes: number;
  listeningPlays: number;
}

/** The unfinished mock exam that keeps a practice session closed (GET /api/practice/exam-in-progress). */
export interface ExamInProgress {
  exam: { attemptId: string; slug: string; title: Localized | string } | null;
}

export const startSessionSchema = z
  .object({
    slug: z.string().min(1).max(200),
    offline: offlineStartSchema.optional(),
    /** Mock exams: with the clock (the default) or without it, as the student chose on the start screen. */
    timed: z.boolean().optional(),
  })
  .strict();
export type StartSession = z.infer<typeof startSessionSchema>;

export const saveAnswerSchema = z
  .object({
    /** Generated by the browser; a retried save with the same id is counted once. */
    answerId: z.uuid(),
    questionId: z.string().min(1).max(100),
    answer: z.string().max(2000),
    /**
     * When the student gave it, by the device's clock: an answer given offline counts on its own day (the server
     * bounds it, src/domain/attempts/answer-time.ts). Absent: when it arrives.
     */
    answeredAt: z.iso.datetime().optional(),
  })
  .strict();
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

export interface SaveAnswerResponse {
  answerId: string;
  /** Present when the session gives immediate feedback. */
  feedback?: AnswerFeedback;
}

/**
 * GET /api/practice/offline/:slug (open, public data): a grammar topic's questions without their keys, which "Download
 * for offline" keeps so a session can be drawn from them with no connection. Only grammar topics have one: listening
 * and reading need their passage's answers graded as they go online, and mock exams stay online-only.
 */
export interface OfflinePack {
  slug: string;
  topicId: string;
  title: Localized;
  /** Questions a session draws from the pack. */
  size: number;
  /** Numbered in the topic's order; a session renumbers the ones it draws. */
  questions: PublicQuestion[];
}

/** The new-model mock exam's paragraph (saved as a draft, scored at Finish). */
export const saveWritingSchema = z.object({ text: z.string().max(5000) }).strict();

/** The results badge's score bands. */
export const SCORE_BANDS = ['excellent', 'good', 'average', 'needPractice', 'poor'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export interface ReviewItem {
  number: number;
  section: Section;
  questionId: string;
  question: string;
  type: 'mc' | 'open';
  options?: string[] | Partial<Record<OptionLetter, string>>;
  yourAnswer: string | null;
  correct: boolean;
  /** MC: the correct option when the answer was wrong; open: the suggested answer. */
  correctAnswer: string;
  judgedBy: AnswerFeedback['judgedBy'];
  rationale?: Localized;
  topicId?: string;
}

export interface ResultsResponse {
  attemptId: string;
  kind: QuizKind;
  model?: ExamModel;
  slug: string;
  title: Localized | string;
  correct: number;
  total: number;
  /** Whole percent 0–100. */
  scorePercent: number;
  band: ScoreBand;
  /** Mock exams: Listening, Grammar, Reading (and Writing for the new model). */
  sections: { section: Section; correct: number; total: number }[];
  /** Classic mock exam: the DİM 100-point estimate. */
  dimEstimate?: number;
  /** New-model mock exam: the paragraph's rubric result. */
  writing?: {
    words: number;
    score: number;
    maxScore: number;
    /**
     * `level`: what the points mean in the published rubric; `comment`: the model's one sentence on the criterion,
     * when the AI scored it.
     */
    criteria: { id: string; name: Localized; points: number; maxPoints: number; level?: Localized; comment?: string }[];
    judgedBy: 'offline' | 'model';
    /** The rubric's hard rules that limited the points (not English, copied, off the topic, too short, ...). */
    flags?: WritingFlag[];
  };
  review: ReviewItem[];
  /** Listening transcript(s), now that the session is finished. */
  listening: PublicListening[];
  timeSpentMinutes: number;
}

/** A paragraph scored against the writing rubric (new-model mock exams). */
export type WritingResult = NonNullable<ResultsResponse['writing']>;
