/**
 * Rule: no question is asked twice. Two questions are the same when their normalised text and their correct
 * answer are the same. The answer is part of the key because an instruction such as "Choose the correct
 * sentence." is the whole text of many different questions, told apart only by their options. Grammar questions
 * are compared across all topics; listening and reading questions within their test (each test has its own text).
 */
import type { ContentDraft } from './content.ts';
import { questionItems, type QuestionItem } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';
import { normalizeQuestionText } from './normalize-question-text.ts';

/** The text of the correct answer (a listening or reading multiple-choice answer is a letter: take its option). */
function correctAnswerText(item: QuestionItem): string {
  if (item.section === 'grammar' || item.question.type === 'open') return item.question.answer;
  return item.question.options[item.question.answer] ?? '';
}

export function checkDuplicateQuestions(content: ContentDraft): ContentProblem[] {
  const first = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const item of questionItems(content)) {
    const scope = item.section === 'grammar' ? 'grammar' : item.parentWhere;
    const key = [
      scope,
      normalizeQuestionText(item.question.question),
      normalizeQuestionText(correctAnswerText(item)),
    ].join('\u0000');
    const seen = first.get(key);
    if (seen === undefined) first.set(key, item.where);
    else
      problems.push({ code: 'duplicate-question', where: item.where, detail: `same question and answer as ${seen}` });
  }
  return problems;
}
