/**
 * A light stemmer for search in our three languages, applied to words already folded by foldForSearch (so ə is e,
 * ı is i, й is и). It only strips common endings, so that the forms a student types and the forms in a lesson meet:
 * Russian case, number and verb endings ("залога" and "залог", "условные" and "условное"), Azerbaijani plural, case
 * and possessive endings, which also land on English terms ("passivi", "gerundun", "modallar"), and English plural
 * -s. The same function runs on the lesson text and on the query, so a stem need not be a real word, only the same
 * on both sides.
 */

const RUSSIAN_REFLEXIVE = /(ся|сь)$/;
// Longest first: adjective, noun and verb endings.
const RUSSIAN_ENDINGS =
  /(иями|ями|ами|ыми|ими|ого|его|ому|ему|ешь|ете|ите|ать|ять|ить|еть|ует|уют|ают|яют|ает|яет|ии|ыи|ои|ая|яя|ое|ее|ые|ие|ую|юю|ах|ях|ом|ем|ов|ев|ам|ям|ет|ит|ют|ут|ат|ят|ал|ял|ил|ла|ло|ли|ть|а|я|о|е|ы|и|у|ю|ь)$/;

// Azerbaijani endings as folded (ə → e, ı → i, ü → u), plural and possessive before case; then English -s.
const AZ_ENDINGS =
  /(larinin|lerinin|larini|lerini|larin|lerin|lari|leri|lar|ler|nin|nun|dan|den|tan|ten|nda|nde|ni|nu|si|su|ya|ye|da|de|in|un|i|u|s)$/;

const MIN_STEM = 3;

function strip(word: string, endings: RegExp): string {
  const match = endings.exec(word);
  if (!match) return word;
  const stem = word.slice(0, word.length - match[0].length);
  return stem.length >= MIN_STEM ? stem : word;
}

/** The search stem of one folded word. */
export function searchStem(word: string): string {
  if (/^\d/.test(word) || word.length <= MIN_STEM) return word;
  if (/\p{Script=Cyrillic}/u.test(word)) return strip(strip(word, RUSSIAN_REFLEXIVE), RUSSIAN_ENDINGS);
  // Two passes: "zamanlarin" → "zaman", "cumleleri" → "cumle".
  return strip(strip(word, AZ_ENDINGS), AZ_ENDINGS);
}
