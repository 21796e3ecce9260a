/**
 * For tests: writes content (from the typed factories in src/domain/content/test-factories.ts) as a content/
 * directory in our own file layout, one file per topic and test.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ContentDraft } from '../../domain/content/content.ts';

function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export function writeContentTree(dir: string, content: ContentDraft): string {
  for (const topic of content.topics) writeJson(join(dir, 'grammar', `${topic.id}.json`), topic);
  for (const test of content.listening) writeJson(join(dir, 'listening', `${test.id}.json`), test);
  for (const test of content.reading) writeJson(join(dir, 'reading', `${test.id}.json`), test);
  writeJson(join(dir, 'writing', 'writing.json'), content.writing);
  if (content.site) writeJson(join(dir, 'site.json'), content.site);
  return dir;
}

/** A fresh temporary directory for one test. */
export function tempContentDir(): string {
  return mkdtempSync(join(tmpdir(), 'imtahan-content-'));
}
