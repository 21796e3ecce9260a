/**
 * `npm run content:check`: validates every curriculum file under content/ and prints a summary of counts.
 * Exits non-zero on the first run that finds any problem, listing all of them.
 * (Initial version: schema and per-question rules. Extended by the content issue.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { grammarTopicSchema, listeningTestSchema, readingTestSchema } from '../src/domain/content/schema.ts';

const root = resolve(process.argv[2] ?? 'content');
const problems: string[] = [];
const CYRILLIC = /[\u0400-\u04FF]/;

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(root, dir, f));
  } catch {
    return [];
  }
}

function checkLocalized(where: string, value: unknown): void {
  if (!value || typeof value !== 'object') return;
  const v = value as Record<string, unknown>;
  if (typeof v.az === 'string' && CYRILLIC.test(v.az)) problems.push(`${where}: az text contains Cyrillic`);
  if (typeof v.ru === 'string' && !CYRILLIC.test(v.ru)) problems.push(`${where}: ru text has no Cyrillic`);
}

let grammarQuestions = 0;
for (const file of jsonFiles('grammar')) {
  const parsed = grammarTopicSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    problems.push(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    continue;
  }
  const t = parsed.data;
  for (const k of ['title', 'description', 'explanation'] as const) checkLocalized(`${file} ${k}`, t[k]);
  t.examples.forEach((e, i) => checkLocalized(`${file} examples[${i}]`, e));
  t.quiz.forEach((q, i) => {
    if (q.correctAnswerIndex >= q.options.length) problems.push(`${file} quiz[${i}]: correctAnswerIndex out of range`);
  });
  if (t.questions.length < 30) problems.push(`${file}: ${t.questions.length} questions, at least 30 needed`);
  for (const q of t.questions) {
    if (!q.id.startsWith(`${t.id}-`)) problems.push(`${file} ${q.id}: id must start with the topic id`);
    checkLocalized(`${file} ${q.id} rationale`, q.rationale);
    if (q.type === 'mc') {
      if (!q.options.includes(q.answer)) problems.push(`${file} ${q.id}: answer is not among the options`);
      if (new Set(q.options.map((o) => o.toLowerCase())).size !== 5) problems.push(`${file} ${q.id}: duplicate options`);
    }
  }
  grammarQuestions += t.questions.length;
}

for (const [dir, schema] of [
  ['listening', listeningTestSchema],
  ['reading', readingTestSchema],
] as const) {
  for (const file of jsonFiles(dir)) {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      problems.push(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      continue;
    }
    for (const q of parsed.data.questions) {
      checkLocalized(`${file} ${q.id} rationale`, q.rationale);
      if (q.type === 'mc' && !(q.answer in q.options)) problems.push(`${file} ${q.id}: answer letter has no option`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in content/`);
  process.exit(1);
}
console.log(`content ok: ${jsonFiles('grammar').length} grammar topics, ${grammarQuestions} grammar questions`);
