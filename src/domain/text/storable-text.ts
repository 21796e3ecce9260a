/**
 * Text the databases can store: no U+0000 (PostgreSQL's text type refuses it) and no lone UTF-16 surrogate (it has
 * no UTF-8 form: PostgreSQL refuses it, SQLite would keep a replacement character). The server refuses any request
 * that carries either, in its path, query or body, before a route sees it (src/server/http/request-guard.ts).
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Where in a parsed JSON value the first string (a value or a key) that is not storable sits, as a dotted path
 * ("messages.0.text", "" for the value itself); undefined when every string is storable. Walks with its own stack,
 * so a deeply nested value cannot overflow the call stack.
 */
export function unstorableTextPath(value: unknown): string | undefined {
  interface Entry {
    value: unknown;
    key: string;
    parent: Entry | undefined;
  }
  const pathOf = (entry: Entry): string => {
    const keys: string[] = [];
    for (let at: Entry | undefined = entry; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Entry[] = [{ value, key: '', parent: undefined }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: entry });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const child: Entry = { value: (current as Record<string, unknown>)[key], key, parent: entry };
        if (!isStorableText(key)) return pathOf(child);
        stack.push(child);
      }
    }
  }
  return undefined;
}
