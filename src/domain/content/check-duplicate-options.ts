/**
 * Rule: the options of a question (test questions and lesson quizzes) are all different, ignoring case and
 * spacing. Punctuation counts here: "—" (no article) and "-" are different options.
 */
import type { ContentDraft } from './content.ts';
import { questionItems } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

function normalizeOption(option: string): string {
  return option.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function repeated(options: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const option of options) {
    const key = normalizeOption(option);
    if (key === '') continue; // an empty option is the option-count rule's business
    if (seen.has(key)) twice.push(option);
    seen.add(key);
  }
  return twice;
}

export function checkDuplicateOptions(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const check = (where: string, options: readonly string[]): void => {
    const twice = repeated(options);
    if (twice.length > 0) {
      problems.push({
        code: 'duplicate-option',
        where,
        detail: `repeated option(s): ${twice.map((o) => `"${o}"`).join(', ')}`,
      });
    }
  };
  for (const item of questionItems(content)) {
    const q = item.question;
    if (q.type === 'mc') check(item.where, Array.isArray(q.options) ? q.options : Object.values(q.options));
  }
  for (const topic of content.topics) {
    topic.quiz.forEach((quizItem, i) => check(`grammar/${topic.id}/quiz[${i}]`, quizItem.options));
  }
  return problems;
}
