/**
 * Reads and validates the curriculum under content/, so the server only ever works from validated content.
 *
 * Our own files (grammar/*.json, listening/*.json, reading/*.json, writing/writing.json, site.json) are parsed with
 * the schemas in src/domain/content/schema.ts. The spec's data files (grammar_rules.json, grammar_tests.json,
 * quiz_questions.json, listening_tests.json, reading_tests.json at the top of the directory) are read too when
 * present and converted by src/domain/content/spec-shapes.ts, so a curriculum written for the original app loads
 * beside ours. Only JSON is read (no audio), so this is fast enough for the server's start-up.
 *
 * `readContent` collects every problem it meets and keeps going (for `npm run content:check`); `loadContent`
 * throws a ContentError naming each file and path (for the server, which must not start on broken content).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { Content, ContentDraft } from '../../domain/content/content.ts';
import type { ContentProblem } from '../../domain/content/content-problem.ts';
import {
  grammarTopicSchema,
  listeningTestSchema,
  readingTestSchema,
  siteConfigSchema,
  writingFileSchema,
  type SiteConfig,
  type WritingFile,
} from '../../domain/content/schema.ts';
import type { SpecFile } from '../../domain/content/spec-collection.ts';
import {
  listeningFromSpec,
  readingFromSpec,
  SPEC_FILES,
  topicsFromSpec,
  type SpecResult,
} from '../../domain/content/spec-shapes.ts';

export type { Content } from '../../domain/content/content.ts';

/** Thrown by loadContent; `problems` lists everything that was wrong, the message names each file and path. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(message: string, problems: readonly ContentProblem[] = []) {
    super(message);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

export interface ContentReport {
  /** Everything that parsed; a file with errors is left out (and reported). */
  content: ContentDraft;
  /** Files that could not be read or do not fit the schemas: `where` is the file's path relative to the directory. */
  problems: ContentProblem[];
  /**
   * Which file each topic and test came from, by content path (`grammar/articles` → `grammar/articles.json`), so
   * the checker's problems can be traced to a file.
   */
  sources: ReadonlyMap<string, string>;
}

const EMPTY_WRITING: WritingFile = { rubric: { maxScore: 1, criteria: [] }, prompts: [] };
const MAX_PROBLEMS_IN_MESSAGE = 30;

/** `questions[3](articles-004).options`: zod's path, with the id of each list item that has one. */
function describePath(json: unknown, path: readonly PropertyKey[]): string {
  let out = '';
  let node: unknown = json;
  for (const part of path) {
    if (typeof part === 'number') {
      out += `[${part}]`;
      node = Array.isArray(node) ? node[part] : undefined;
      const id: unknown = typeof node === 'object' && node !== null && 'id' in node ? node.id : undefined;
      if (typeof id === 'string') out += `(${id})`;
    } else {
      out += out === '' ? String(part) : `.${String(part)}`;
      node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[part] : undefined;
    }
  }
  return out === '' ? '(file)' : out;
}

export function readContent(contentDir: string): ContentReport {
  const problems: ContentProblem[] = [];
  const sources = new Map<string, string>();

  const readJson = (file: string): { json: unknown } | undefined => {
    try {
      return { json: JSON.parse(readFileSync(join(contentDir, file), 'utf8')) as unknown };
    } catch (error) {
      problems.push({
        code: 'invalid-json',
        where: file,
        detail: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  };

  const parseFile = <T extends z.ZodType>(file: string, schema: T): z.infer<T> | undefined => {
    const read = readJson(file);
    if (!read) return undefined;
    const parsed = schema.safeParse(read.json);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      problems.push({
        code: 'schema',
        where: file,
        detail: `${describePath(read.json, issue.path)}: ${issue.message}`,
      });
    }
    return undefined;
  };

  const parseDir = <T extends z.ZodType<{ id: string }>>(section: string, schema: T): z.infer<T>[] => {
    if (!existsSync(join(contentDir, section))) return [];
    const items: z.infer<T>[] = [];
    for (const name of readdirSync(join(contentDir, section))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = `${section}/${name}`;
      const item = parseFile(file, schema);
      if (item === undefined) continue;
      items.push(item);
      if (!sources.has(`${section}/${item.id}`)) sources.set(`${section}/${item.id}`, file);
    }
    return items;
  };

  const specFile = (name: string): SpecFile | undefined => {
    if (!existsSync(join(contentDir, name))) return undefined;
    const read = readJson(name);
    return read ? { name, json: read.json } : undefined;
  };

  const fromSpec = <T extends { id: string }>(section: string, result: SpecResult<T> | undefined): T[] => {
    if (!result) return [];
    for (const issue of result.issues) {
      problems.push({ code: 'schema', where: issue.file, detail: `${issue.path}: ${issue.message}` });
    }
    for (const item of result.items) {
      if (!sources.has(`${section}/${item.value.id}`))
        sources.set(`${section}/${item.value.id}`, item.files.join(' + '));
    }
    return result.items.map((item) => item.value);
  };

  const topics = parseDir('grammar', grammarTopicSchema);
  const listening = parseDir('listening', listeningTestSchema);
  const reading = parseDir('reading', readingTestSchema);

  const rules = specFile(SPEC_FILES.grammarRules);
  const grammarTests = [specFile(SPEC_FILES.grammarTests), specFile(SPEC_FILES.quizQuestions)].filter(
    (f): f is SpecFile => f !== undefined,
  );
  const specListening = specFile(SPEC_FILES.listeningTests);
  const specReading = specFile(SPEC_FILES.readingTests);
  topics.push(
    ...fromSpec(
      'grammar',
      rules || grammarTests.length > 0 ? topicsFromSpec({ rules, tests: grammarTests }) : undefined,
    ),
  );
  listening.push(...fromSpec('listening', specListening && listeningFromSpec(specListening)));
  reading.push(...fromSpec('reading', specReading && readingFromSpec(specReading)));

  const writingFile = 'writing/writing.json';
  const writing = existsSync(join(contentDir, writingFile)) ? parseFile(writingFile, writingFileSchema) : undefined;

  let site: SiteConfig | null = null;
  if (existsSync(join(contentDir, 'site.json'))) site = parseFile('site.json', siteConfigSchema) ?? null;
  else problems.push({ code: 'missing-file', where: 'site.json', detail: 'the site configuration is required' });

  return { content: { topics, listening, reading, writing: writing ?? EMPTY_WRITING, site }, problems, sources };
}

export function loadContent(contentDir: string): Content {
  const { content, problems } = readContent(contentDir);
  if (problems.length > 0 || content.site === null) {
    const lines = problems.slice(0, MAX_PROBLEMS_IN_MESSAGE).map((p) => `  ${join(contentDir, p.where)}: ${p.detail}`);
    if (problems.length > MAX_PROBLEMS_IN_MESSAGE)
      lines.push(`  ... and ${problems.length - MAX_PROBLEMS_IN_MESSAGE} more`);
    throw new ContentError(
      `invalid content in ${contentDir} (${problems.length} problem(s); run npm run content:check):\n${lines.join('\n')}`,
      problems,
    );
  }
  return { ...content, site: content.site };
}

/** Every test question in the content (the landing page's question count is computed, not claimed). */
export function countQuestions(content: Pick<Content, 'topics' | 'listening' | 'reading'>): number {
  return (
    content.topics.reduce((n, t) => n + t.questions.length, 0) +
    content.listening.reduce((n, t) => n + t.questions.length, 0) +
    content.reading.reduce((n, t) => n + t.questions.length, 0)
  );
}
