/**
 * Reading the spec's data files: a source is a list of entries or an object map of them
 * (the map's key standing in for a missing id), possibly wrapped (`{ "topics": [...] }`), and an entry holds its
 * questions under `questions`, `exercises` or `tests`. Shared by the converters in spec-shapes.ts.
 */
import type { z } from 'zod';
import type { Localized } from './schema.ts';

/** One of the spec's JSON files, already parsed. `name` is used in messages (e.g. `grammar_tests.json`). */
export interface SpecFile {
  name: string;
  json: unknown;
}

/** Something in a spec file that cannot be converted: the file, the path in it, and why. */
export interface SpecIssue {
  file: string;
  path: string;
  message: string;
}

/** An entry of a source: the object, where it is in the file, and its key when the source is an object map. */
export interface SpecEntry {
  key: string | undefined;
  path: string;
  value: unknown;
}

export const QUESTION_LIST_KEYS = ['questions', 'exercises', 'tests'] as const;

/** Fields that mark an object as an entry (a topic, lesson or test) rather than a wrapper of entries. */
const ENTRY_KEYS = [
  'id',
  'key',
  'topic_id',
  'topic_name',
  'title',
  'description',
  'formula',
  'quiz',
  'passage',
  'passage_id',
  'passage_title',
  'passage_text',
  'audio',
];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isQuestionList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) && 'question' in item);
}

function isEntry(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return ENTRY_KEYS.some((k) => k in value) || QUESTION_LIST_KEYS.some((k) => isQuestionList(value[k]));
}

/**
 * The entries of a source, in file order. Lists and maps are walked until an entry is found; scalars beside
 * entries (a `version` field, say) are skipped; a source that is itself a scalar gives one entry, which the
 * caller's schema then rejects with a clear message.
 */
export function specEntries(json: unknown, path = '', key?: string): SpecEntry[] {
  if (isEntry(json)) return [{ key, path: path || '(root)', value: json }];
  if (Array.isArray(json)) return json.flatMap((item, i) => specEntries(item, `${path}[${i}]`));
  if (isRecord(json)) {
    return Object.entries(json).flatMap(([k, v]) =>
      Array.isArray(v) || isRecord(v)
        ? specEntries(v, path ? `${path}.${k}` : k, Array.isArray(v) ? undefined : k)
        : [],
    );
  }
  return path === '' ? [{ key, path: '(root)', value: json }] : [];
}

/** `questions[3].options` from zod's path. */
export function formatPath(base: string, path: readonly PropertyKey[]): string {
  let out = base === '(root)' ? '' : base;
  for (const part of path)
    out += typeof part === 'number' ? `[${part}]` : out === '' ? String(part) : `.${String(part)}`;
  return out || '(root)';
}

/** Parses one entry; on failure returns no value and one issue per zod issue. */
export function parseEntry<T extends z.ZodType>(
  file: string,
  entry: SpecEntry,
  schema: T,
  issues: SpecIssue[],
): z.infer<T> | undefined {
  const parsed = schema.safeParse(entry.value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    issues.push({ file, path: formatPath(entry.path, issue.path), message: issue.message });
  }
  return undefined;
}

/**
 * An id in our form (lower-case words joined by hyphens) from whatever the spec's data uses: "Present_Simple",
 * 12, "Modal verbs (can, must)". Letters outside a–z lose their accents or are dropped.
 */
export function toContentId(value: string | number): string {
  return String(value)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A text of the spec's data as our three-language text: a plain string is English; what is missing stays empty. */
export function toLocalized(value: string | { en?: string; az?: string; ru?: string } | undefined): Localized {
  if (value === undefined) return { en: '', az: '', ru: '' };
  if (typeof value === 'string') return { en: value, az: '', ru: '' };
  return { en: value.en ?? '', az: value.az ?? '', ru: value.ru ?? '' };
}
