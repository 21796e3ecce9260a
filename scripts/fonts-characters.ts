/** The characters the app prints: every non-ASCII character of the interface source and the curriculum. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES: [directory: string, extensions: string[]][] = [
  ['src/web', ['.ts', '.tsx', '.css', '.html']],
  ['content', ['.json', '.md']],
];

/** Sorted by code point; `root` is the repository root. */
export function charactersUsed(root: string): string[] {
  const found = new Set<string>();
  const visit = (path: string, extensions: string[]): void => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name), extensions);
    } else if (extensions.some((extension) => path.endsWith(extension))) {
      for (const character of readFileSync(path, 'utf8')) {
        if (character.codePointAt(0)! > 0x7e) found.add(character);
      }
    }
  };
  for (const [directory, extensions] of SOURCES) visit(join(root, directory), extensions);
  return [...found].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}
