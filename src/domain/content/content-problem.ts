/**
 * A problem found in the curriculum: a code (stable, for tests and tools), where it is, and a sentence for the
 * author. `where` is a content path such as `grammar/articles/articles-003` (section/topic-or-test/item) or, for
 * problems found while reading files, the file's path relative to content/.
 */
export const PROBLEM_CODES = [
  // Reading files
  'missing-file',
  'invalid-json',
  'schema',
  // Identity and duplicates
  'duplicate-id',
  'question-id-prefix',
  'duplicate-question',
  // Questions
  'answer-not-in-options',
  'duplicate-option',
  'option-count',
  'no-accepted-answers',
  'option-not-english',
  'combination-shape',
  'combination-guessable',
  // Languages
  'missing-translation',
  'cyrillic-in-az',
  'no-cyrillic-in-ru',
  'straight-quotes',
  // Sizes
  'too-few-questions',
  'question-mix',
  'too-few-items',
  // Lessons
  'quiz-answer-out-of-range',
  'incomplete-lesson',
  // Listening
  'missing-script',
  'unknown-speaker',
  'audio-missing',
  'audio-undecodable',
  'audio-duration',
  'audio-pace',
  'audio-loudness',
  // Writing
  'rubric-max-score',
  'rubric-levels',
] as const;

export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface ContentProblem {
  code: ProblemCode;
  where: string;
  detail: string;
}
