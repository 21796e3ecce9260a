/**
 * Topic search on /learn: a query matches a topic when every word of it
 * appears in the topic's title or description in any of the three languages, whatever the interface language.
 * Text is folded so that case, the Azerbaijani dotted and dotless i (İ i I ı), ə/e, Russian ё/е and other
 * diacritics do not matter: a student typing on a phone without an Azerbaijani keyboard still finds "məchul".
 */
import type { Localized } from '../../../domain/content/schema.ts';
import { foldForSearch } from '../../../domain/text/fold-for-search.ts';

export interface SearchableTopic {
  title: Localized;
  description: Localized;
}

/** The folded text a topic is searched in: title and description in en, az and ru. */
export function searchText(topic: SearchableTopic): string {
  const { title, description } = topic;
  return foldForSearch([title.en, title.az, title.ru, description.en, description.az, description.ru].join('\n'));
}

/** The topics matching `query`, in their original order; an empty or blank query matches all. */
export function filterTopics<T extends SearchableTopic>(topics: readonly T[], query: string): T[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const haystack = searchText(topic);
    return words.every((word) => haystack.includes(word));
  });
}
