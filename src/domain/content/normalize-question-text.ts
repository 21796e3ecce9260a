/**
 * The form in which two questions count as the same: case, accents of quotes, spacing, punctuation and the
 * length of a blank do not matter ("She ___ to school." and "she _____ to school" are one question).
 */
export function normalizeQuestionText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['‘’`´]/g, '')
    .replace(/_+|\.{3,}|…/g, ' _ ')
    .replace(/[^\p{L}\p{N}_\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
