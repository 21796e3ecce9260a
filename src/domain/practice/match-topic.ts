/**
 * Which practice item a /practice/{slug} URL names: a topic is matched by id, by key, by slugified
 * title (in any of the three languages) or by slugified topic name, in that order of precedence over all items,
 * so an id always wins over another item's title. The slug from the URL is compared as given and slugified
 * (a hand-typed 'Present-Simple' finds 'present-simple').
 */
import type { Localized } from '../content/schema.ts';
import { slugify } from './slug.ts';

export interface SlugNamed {
  id: string;
  key: string;
  title: Localized | string;
  /** The spec's topic_name; for our own topics, the key read as words. */
  name?: string;
}

function titles(title: Localized | string): string[] {
  return typeof title === 'string' ? [title] : [title.en, title.az, title.ru];
}

const RULES: ((item: SlugNamed, slug: string, slugged: string) => boolean)[] = [
  (item, slug, slugged) => item.id === slug || slugify(item.id) === slugged,
  (item, slug) => item.key === slug,
  (item, _slug, slugged) => titles(item.title).some((t) => slugify(t) === slugged),
  (item, _slug, slugged) => item.name !== undefined && slugify(item.name) === slugged,
];

export function findBySlug<T extends SlugNamed>(items: readonly T[], slug: string): T | undefined {
  const slugged = slugify(slug);
  if (slug.trim() === '') return undefined;
  for (const rule of RULES) {
    const found = items.find((item) => rule(item, slug, slugged));
    if (found) return found;
  }
  return undefined;
}
