/**
 * The spec's question shape (`id` or `question_id`, `question`, `options`, `correct_answer`, `type`, `sub_options`,
 * `section`, `number`) converted into ours. Grammar options are a list and the answer is an option's text; listening
 * and reading options are a letter map and the answer is a letter. Either form is accepted for either section and
 * converted. Fields of ours that a spec-shaped file happens to carry (`difficulty`, `rationale`, `accepted`,
 * `keyPoints`) are kept; a missing difficulty becomes SPEC_DEFAULT_DIFFICULTY, and missing translations stay empty for
 * the content check to report.
 */
import { z } from 'zod';
import type { SpecIssue } from './spec-collection.ts';
import { toContentId, toLocalized } from './spec-collection.ts';
import {
  difficultySchema,
  OPTION_LETTERS,
  type Difficulty,
  type GrammarQuestion,
  type OptionLetter,
  type PassageQuestion,
} from './schema.ts';

/** The level given to a spec-shaped question that has none: the exam's (grade 11, about B1). */
export const SPEC_DEFAULT_DIFFICULTY: Difficulty = 'B1';

/** Types that mean a written answer (the spec's `open` and `open_ended`, and spellings seen in the wild). */
const OPEN_TYPES = new Set(['open', 'open_ended', 'open-ended', 'text', 'written']);

const specScalar = z.union([z.string(), z.number()]).transform(String);
export const specLocalizedSchema = z.union([
  z.string(),
  z.object({ en: z.string().optional(), az: z.string().optional(), ru: z.string().optional() }).loose(),
]);

export const specQuestionSchema = z
  .object({
    id: specScalar.optional(),
    question_id: specScalar.optional(),
    question: z.string(),
    options: z.union([z.array(specScalar), z.record(z.string(), specScalar)]).optional(),
    correct_answer: z.union([specScalar, z.array(specScalar)]).optional(),
    type: z.string().optional(),
    sub_options: z.array(specScalar).optional(),
    section: z.string().optional(),
    number: z.number().optional(),
    difficulty: difficultySchema.optional(),
    rationale: specLocalizedSchema.optional(),
    explanation: specLocalizedSchema.optional(),
    accepted: z.array(specScalar).optional(),
    keyPoints: z.array(z.string()).optional(),
  })
  .loose();
export type SpecQuestion = z.infer<typeof specQuestionSchema>;

/** The question lists an entry may hold, all optional; `questionsOf` reads whichever is there. */
export const specQuestionLists = {
  questions: z.array(specQuestionSchema).optional(),
  exercises: z.array(specQuestionSchema).optional(),
  tests: z.array(specQuestionSchema).optional(),
};

export function questionsOf(entry: {
  questions?: SpecQuestion[] | undefined;
  exercises?: SpecQuestion[] | undefined;
  tests?: SpecQuestion[] | undefined;
}): { listKey: string; questions: SpecQuestion[] } {
  if (entry.questions) return { listKey: 'questions', questions: entry.questions };
  if (entry.exercises) return { listKey: 'exercises', questions: entry.exercises };
  if (entry.tests) return { listKey: 'tests', questions: entry.tests };
  return { listKey: 'questions', questions: [] };
}

/** Our id for a question: its own (`question_id` or `id`) prefixed with its topic's or test's id, else its position. */
export function specQuestionId(q: SpecQuestion, parentId: string, index: number): string {
  const own = q.question_id ?? q.id;
  const slug = own === undefined ? '' : toContentId(own);
  if (slug === '') return `${parentId}-${String(index + 1).padStart(3, '0')}`;
  return slug.startsWith(`${parentId}-`) ? slug : `${parentId}-${slug}`;
}

/** The question with its `sub_options` (numbered candidates of a combination item) as numbered lines. */
function questionText(q: SpecQuestion): string {
  if (!q.sub_options || q.sub_options.length === 0) return q.question;
  const lines = q.sub_options.map((s, i) => (/^\s*\d+[.)]/.test(s) ? s.trim() : `${i + 1}. ${s.trim()}`));
  return [q.question, ...lines].join('\n');
}

function answersOf(q: SpecQuestion): string[] {
  const given =
    q.correct_answer === undefined ? [] : Array.isArray(q.correct_answer) ? q.correct_answer : [q.correct_answer];
  return given.map((a) => a.trim()).filter((a) => a !== '');
}

function isOpen(q: SpecQuestion): boolean {
  return (q.type !== undefined && OPEN_TYPES.has(q.type.trim().toLowerCase())) || q.options === undefined;
}

function openFields(q: SpecQuestion): { type: 'open'; answer: string; accepted: string[]; keyPoints?: string[] } {
  const correct = answersOf(q);
  const accepted = [...new Set([...correct, ...(q.accepted ?? []).map((a) => a.trim())])].filter((a) => a !== '');
  return {
    type: 'open',
    answer: correct[0] ?? accepted[0] ?? '',
    accepted,
    ...(q.keyPoints ? { keyPoints: q.keyPoints } : {}),
  };
}

function common(q: SpecQuestion, parentId: string, index: number) {
  return {
    id: specQuestionId(q, parentId, index),
    difficulty: q.difficulty ?? SPEC_DEFAULT_DIFFICULTY,
    question: questionText(q),
    rationale: toLocalized(q.rationale ?? q.explanation),
  };
}

/** A letter key as written in the spec's data ("A", "a", "A)", "B.") as ours, or undefined. */
function letterOf(key: string): OptionLetter | undefined {
  const letter = key
    .trim()
    .replace(/[).:]+$/, '')
    .toUpperCase();
  return OPTION_LETTERS.find((l) => l === letter);
}

/** Options in letter order, whatever the form they were given in. */
function optionList(options: string[] | Record<string, string>): string[] {
  if (Array.isArray(options)) return options;
  return Object.entries(options)
    .map(([key, text]) => ({ letter: letterOf(key) ?? key, text }))
    .sort((a, b) => a.letter.localeCompare(b.letter))
    .map((o) => o.text);
}

/** A grammar question: options become a list and the answer the text of an option where it can be found. */
export function grammarQuestionFromSpec(q: SpecQuestion, topicId: string, index: number): GrammarQuestion {
  const base = common(q, topicId, index);
  if (isOpen(q) || q.options === undefined) return { ...base, ...openFields(q) };
  const options = optionList(q.options);
  const given = answersOf(q)[0] ?? '';
  // The spec compares grammar answers ignoring case and surrounding spaces; a letter is also understood.
  const byText = options.find((o) => o.trim().toLowerCase() === given.toLowerCase());
  const letter = letterOf(given);
  const byLetter = letter === undefined ? undefined : options[OPTION_LETTERS.indexOf(letter)];
  return { ...base, type: 'mc', options, answer: byText ?? byLetter ?? given };
}

/**
 * A listening or reading question: options become a letter map (letters without an option get an empty text,
 * which the content check reports) and the answer a letter. An answer that is neither a letter nor an option's
 * text, or options beyond E, cannot be converted: the question is left out and an issue returned.
 */
export function passageQuestionFromSpec(
  q: SpecQuestion,
  testId: string,
  index: number,
  where: { file: string; path: string },
): { question: PassageQuestion } | { issue: SpecIssue } {
  const base = common(q, testId, index);
  if (isOpen(q) || q.options === undefined) return { question: { ...base, ...openFields(q) } };
  const issue = (field: string, message: string): { issue: SpecIssue } => ({
    issue: { file: where.file, path: `${where.path}.${field}`, message },
  });
  const options: Record<OptionLetter, string> = { A: '', B: '', C: '', D: '', E: '' };
  const entries: [string, string][] = Array.isArray(q.options)
    ? q.options.map((text, i) => [OPTION_LETTERS[i] ?? String(i + 1), text])
    : Object.entries(q.options);
  for (const [key, text] of entries) {
    const letter = letterOf(key);
    if (letter === undefined) return issue('options', `option "${key}" is not one of the letters A to E`);
    options[letter] = text;
  }
  const given = answersOf(q)[0] ?? '';
  const answer =
    letterOf(given) ??
    OPTION_LETTERS.find((l) => options[l] !== '' && options[l].trim().toLowerCase() === given.toLowerCase());
  if (answer === undefined) {
    return issue('correct_answer', `"${given}" is neither an option letter (A to E) nor the text of an option`);
  }
  return { question: { ...base, type: 'mc', options, answer } };
}
