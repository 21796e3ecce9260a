/**
 * Limits the API's schemas check and the web app's forms show, in a module without zod: a page that needs only a
 * number does not download the schema library with it.
 */

/** Longest student message or answer the AI endpoints accept. */
export const MAX_AI_INPUT_CHARS = 2000;

/** 10 random questions per grammar attempt. */
export const GRAMMAR_QUIZ_SIZE = 10;
