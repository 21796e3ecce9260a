/**
 * Reads and validates the curriculum under content/ (DESIGN.md §2: content files → validated content). Throws a
 * clear error naming the file and the field when something does not fit the schema.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import {
  grammarTopicSchema,
  listeningTestSchema,
  readingTestSchema,
  siteConfigSchema,
  writingFileSchema,
  type GrammarTopic,
  type ListeningTest,
  type ReadingTest,
  type SiteConfig,
} from '../../domain/content/schema.ts';

export interface Content {
  topics: GrammarTopic[];
  listening: ListeningTest[];
  reading: ReadingTest[];
  writing: z.infer<typeof writingFileSchema>;
  site: SiteConfig;
}

export class ContentError extends Error {}

function parseFile<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function parseDir<T extends z.ZodType>(dir: string, schema: T): z.infer<T>[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseFile(join(dir, f), schema));
}

export function loadContent(contentDir: string): Content {
  const writingFile = join(contentDir, 'writing', 'writing.json');
  return {
    topics: parseDir(join(contentDir, 'grammar'), grammarTopicSchema),
    listening: parseDir(join(contentDir, 'listening'), listeningTestSchema),
    reading: parseDir(join(contentDir, 'reading'), readingTestSchema),
    writing: existsSync(writingFile)
      ? parseFile(writingFile, writingFileSchema)
      : { rubric: { maxScore: 1, criteria: [] }, prompts: [] },
    site: parseFile(join(contentDir, 'site.json'), siteConfigSchema),
  };
}

/** Every test question in the content (the landing page's figure, DESIGN.md §4.9). */
export function countQuestions(content: Content): number {
  return (
    content.topics.reduce((n, t) => n + t.questions.length, 0) +
    content.listening.reduce((n, t) => n + t.questions.length, 0) +
    content.reading.reduce((n, t) => n + t.questions.length, 0)
  );
}
