/** A catalog as `key.path → string` pairs, for tests that check every string. */
export type CatalogTree = { [key: string]: string | CatalogTree };

export function flattenCatalog(tree: CatalogTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenCatalog(value, path)) out.set(k, v);
  }
  return out;
}
