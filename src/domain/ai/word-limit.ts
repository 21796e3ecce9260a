/**
 * Word and sentence limits of the AI replies: explanations under 70 words, formula under
 * 80, topic at most 120, suggestion 1–2 sentences, dashboard advice one sentence, wrong lesson answer 2–3. The
 * prompts ask for them and every reply, the model's or the offline tutor's, is held to them here.
 */
import { countWords } from '../text/count-words.ts';

export const LIMITS = {
  /** "under 70 words" */
  explainWords: 69,
  /** "under 80 words" */
  formulaWords: 79,
  /** "at most 120 words" */
  topicWords: 120,
  suggestSentences: 2,
  dashboardSentences: 1,
  wrongAnswerSentences: 3,
} as const;

/** Sentences: split after . ! ? or … (and any closing quote) followed by a space; "1.3 metres" stays whole. */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?…]["'»”’)\]]*)\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export function countSentences(text: string): number {
  return splitSentences(text).length;
}

/**
 * At most `maxWords` words: whole sentences while they fit; when even the first does not, its first words and
 * an ellipsis.
 */
export function limitWords(text: string, maxWords: number): string {
  if (countWords(text) <= maxWords) return text.trim();
  const kept: string[] = [];
  let used = 0;
  for (const sentence of splitSentences(text)) {
    const n = countWords(sentence);
    if (used + n > maxWords) break;
    kept.push(sentence);
    used += n;
  }
  if (kept.length > 0) return kept.join(' ');
  const words = text.trim().split(/\s+/);
  return `${words
    .slice(0, maxWords)
    .join(' ')
    .replace(/[,;:]$/, '')}…`;
}

/** At most `maxSentences` sentences. */
export function limitSentences(text: string, maxSentences: number): string {
  const sentences = splitSentences(text);
  return sentences.length <= maxSentences ? text.trim() : sentences.slice(0, maxSentences).join(' ');
}
