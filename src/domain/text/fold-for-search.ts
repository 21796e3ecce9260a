/**
 * Folds text for search in any of our languages, the same in every locale: case, the Azerbaijani dotted and
 * dotless i (İ i I ı), ə/e, Russian ё/е and other diacritics do not matter, so a student typing on a phone without an
 * Azerbaijani keyboard still finds "məchul". (No toLocaleLowerCase: 'İ'.toLowerCase() is 'i̇'.)
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldForSearch(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .replace(/[Əə]/g, 'e')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
