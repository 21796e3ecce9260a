/**
 * Which quiz the next-quiz suggestion opens (checklist PRAC-40: the server returns a target quiz with the
 * suggestion). The suggestion names an area in English (grammar, listening, reading; spec §7); the target is the
 * weakest area's quiz (offline-suggestion.ts), unless the text names another area only, in which case that
 * area's quiz: for grammar the topic whose English title the text names, else the weakest grammar topic.
 * undefined when no quiz fits (the UI then shows 'No suitable quiz found').
 */
import type { WeakestArea } from './offline-suggestion.ts';
import type { PracticeArea } from './offline-texts.ts';

export interface QuizChoices {
  /** Grammar topics by key, with their English title and menu slug. */
  grammar: readonly { key: string; title: string; slug: string }[];
  listening: readonly string[];
  reading: readonly string[];
}

const AREAS: readonly PracticeArea[] = ['grammar', 'listening', 'reading'];

export function namedAreas(text: string): PracticeArea[] {
  const lower = text.toLowerCase();
  return AREAS.filter((area) => new RegExp(`\\b${area}\\b`).test(lower));
}

export function suggestionTarget(
  text: string,
  weakest: WeakestArea | undefined,
  choices: QuizChoices,
): string | undefined {
  const named = namedAreas(text);
  const area = weakest && (named.length === 0 || named.includes(weakest.area)) ? weakest.area : named[0];
  if (!area) return undefined;
  if (area === 'grammar') {
    const lower = text.toLowerCase();
    const byTitle = choices.grammar.find((t) => t.title !== '' && lower.includes(t.title.toLowerCase()));
    const weakestTopic =
      weakest?.area === 'grammar' ? choices.grammar.find((t) => t.key === weakest.topicKey) : undefined;
    return (
      (weakest?.area === 'grammar' ? (weakestTopic ?? byTitle) : (byTitle ?? weakestTopic))?.slug ??
      choices.grammar[0]?.slug
    );
  }
  return choices[area][0];
}
