/**
 * The one word count of the app: the paragraph's counter on screen, the writing estimate and the limits of AI
 * replies all count the same way, so a student who sees "100 words" is never told the text is shorter. A word is a
 * run of non-space characters with at least one letter or digit ("1.3", "well-known" and "don't" are one word
 * each; a lone dash is none).
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
