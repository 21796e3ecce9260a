/**
 * What the server sends to a chat model: a system prompt and the messages, built from structured input only
 * (the browser never sends a prompt, so the endpoints cannot serve as a free general-purpose model).
 */
import type { Language } from '../language.ts';

export type AiTask =
  | 'explain'
  | 'judge'
  | 'judgePartial'
  | 'suggest'
  | 'scoreWriting'
  | 'formula'
  | 'topic'
  | 'wrongAnswer'
  | 'dashboard'
  | 'tutor';

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ModelPrompt {
  task: AiTask;
  system: string;
  messages: ModelMessage[];
  /** An upper bound on the reply's length in tokens. */
  maxOutputTokens: number;
  temperature: number;
}

const LANGUAGE_NAMES: Record<Language, string> = { az: 'Azerbaijani', ru: 'Russian', en: 'English' };

export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language];
}

/** Who the model is talking to, said in every prompt. */
export const AUDIENCE =
  'You help school students in Azerbaijan (grades 9 to 11, aged about 14 to 17) prepare for the English exam of the State Examination Center (DİM).';

/** The student's data goes into the prompt as JSON, so nothing in it reads as an instruction. */
export function asJson(value: unknown): string {
  return JSON.stringify(value, null, 1);
}
