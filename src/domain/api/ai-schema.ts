/**
 * Request and response shapes of the AI endpoints, shared by the server and the web app.
 * The browser sends structured requests (ids, answers, language), never a prompt: the schemas are strict, so a
 * body with a `prompt` field is refused.
 */
import type { WritingFlag } from '../ai/offline-writing-score.ts';
import { z } from 'zod';
import type { Localized } from '../content/schema.ts';
import { LANGUAGES } from '../language.ts';

import { MAX_AI_INPUT_CHARS } from './input-limits.ts';

export { MAX_AI_INPUT_CHARS };
/** How many earlier chat messages the client may send; the model sees only the last 3 user messages. */
export const MAX_CHAT_HISTORY = 20;

const language = z.enum(LANGUAGES);
const id = z.string().min(1).max(100);

/** POST /api/ai/practice */
export const practiceRequestSchema = z.discriminatedUnion('task', [
  /** Explain a test question's answer (under 70 words, in the interface language). */
  z
    .object({ task: z.literal('explain'), questionId: id, answer: z.string().max(MAX_AI_INPUT_CHARS), language })
    .strict(),
  /** Judge an open answer: CORRECT or INCORRECT. */
  z.object({ task: z.literal('judge'), questionId: id, answer: z.string().max(MAX_AI_INPUT_CHARS) }).strict(),
  /** Partial credit for the exam estimate: 0, 0.5 or 1. */
  z.object({ task: z.literal('judgePartial'), questionId: id, answer: z.string().max(MAX_AI_INPUT_CHARS) }).strict(),
  /** Suggest the next quiz from the student's performance (1–2 sentences). */
  z.object({ task: z.literal('suggest'), language }).strict(),
  /** Score a new-model paragraph against the writing rubric. */
  z.object({ task: z.literal('scoreWriting'), promptId: id, text: z.string().max(5000), language }).strict(),
]);
export type PracticeRequest = z.infer<typeof practiceRequestSchema>;

/** POST /api/ai/learn */
export const learnRequestSchema = z.discriminatedUnion('task', [
  z.object({ task: z.literal('formula'), topicId: id, language }).strict(),
  z.object({ task: z.literal('topic'), topicId: id, language }).strict(),
  z
    .object({
      task: z.literal('wrongAnswer'),
      topicId: id,
      quizIndex: z.number().int().min(0).max(50),
      answerIndex: z.number().int().min(0).max(10),
      language,
    })
    .strict(),
]);
export type LearnRequest = z.infer<typeof learnRequestSchema>;

/** POST /api/ai/dashboard: one sentence of advice from the student's right and wrong counts. */
export const dashboardRequestSchema = z.object({ language }).strict();

export const chatMessageSchema = z
  .object({ sender: z.enum(['user', 'ai']), text: z.string().max(MAX_AI_INPUT_CHARS * 4) })
  .strict();

/** POST /api/ai/aitutor: the conversation so far, the last message being the student's new one. Streams. */
export const tutorRequestSchema = z
  .object({
    messages: z
      .array(chatMessageSchema)
      .min(1)
      .max(MAX_CHAT_HISTORY)
      .refine((m) => m.at(-1)?.sender === 'user', "the last message must be the student's")
      .refine((m) => (m.at(-1)?.text.trim().length ?? 0) > 0, 'empty message')
      .refine(
        (m) => m.filter((x) => x.sender === 'user').every((x) => x.text.length <= MAX_AI_INPUT_CHARS),
        'too long',
      ),
    language,
  })
  .strict();
export type TutorRequest = z.infer<typeof tutorRequestSchema>;

/** POST /api/ai/feedback: thumbs on a tutor reply (null clears). */
export const feedbackRequestSchema = z.object({ replyId: id, value: z.enum(['up', 'down']).nullable() }).strict();

/** Who produced a reply: the configured model, or the built-in offline tutor (said plainly in the UI). */
export type AiSource = 'model' | 'offline';

export interface AiResponse {
  response: string;
  source: AiSource;
}

/** practice `judge`: `response` is CORRECT or INCORRECT. */
export interface JudgeResponse extends AiResponse {
  correct: boolean;
}

/** practice `judgePartial`: `response` is '0', '0.5' or '1'. */
export interface PartialCreditResponse extends AiResponse {
  credit: 0 | 0.5 | 1;
}

/** practice `suggest`: `isNoDataMessage` marks the spec's 'start answering' message (nothing answered yet). */
export interface SuggestResponse extends AiResponse {
  isNoDataMessage: boolean;
  /** The practice menu slug of the suggested quiz (/practice/{slug}); null when none fits. */
  quizSlug: string | null;
}

/** A paragraph scored against the writing rubric; `response` says the same in words. */
export interface WritingScore {
  words: number;
  score: number;
  maxScore: number;
  criteria: { id: string; name: Localized; points: number; maxPoints: number; comment?: string }[];
  judgedBy: AiSource;
  /** The rubric's hard rules that limited the points (not English, copied, off the topic, too short, ...). */
  flags?: WritingFlag[];
}

/** practice `scoreWriting`. */
export interface WritingScoreResponse extends AiResponse {
  score: WritingScore;
}

/**
 * The tutor's stream is Server-Sent Events: `delta` events carry text, then one `done` event with the whole
 * reply (`{ replyId, response, source }`), or one `error` event with `{ error: { code, message } }`.
 */
export type TutorStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { replyId: string; response: string; source: AiSource } }
  | { event: 'error'; data: { error: { code: string; message: string } } };
