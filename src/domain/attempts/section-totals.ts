/**
 * A mock exam's result per section, in the exam's order: right answers of its reviewed questions, and the
 * paragraph's rubric points as the Writing section (new model).
 */
import { SECTIONS, type ResultsResponse, type ReviewItem } from '../api/practice-schema.ts';
import type { WritingPart } from '../practice/new-model-score.ts';

export function sectionTotals(
  review: readonly Pick<ReviewItem, 'section' | 'correct'>[],
  writing: WritingPart | undefined,
): ResultsResponse['sections'] {
  const sections: ResultsResponse['sections'] = [];
  for (const section of SECTIONS) {
    const items = review.filter((r) => r.section === section);
    if (items.length > 0)
      sections.push({ section, correct: items.filter((r) => r.correct).length, total: items.length });
  }
  if (writing) sections.push({ section: 'Writing', correct: writing.score, total: writing.maxScore });
  return sections;
}
