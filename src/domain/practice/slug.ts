/**
 * The practice slug: lower-cased, characters other than letters, digits, spaces and hyphens removed, each space turned
 * into a hyphen. Letters are Unicode letters (ə, ş and Cyrillic are kept), and each space becomes one hyphen, as
 * written (two spaces give two hyphens).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}
