/**
 * The new-model exam's paragraph (at least 100 words) is scored against the published rubric. The model answers JSON
 * with points per criterion, which model-reply.ts checks against the rubric.
 */
import type { WritingPrompt, WritingRubric } from '../content/schema.ts';
import type { Language } from '../language.ts';
import { asJson, AUDIENCE, languageName, type ModelPrompt } from './model-prompt.ts';

export function writingPrompt(
  rubric: WritingRubric,
  task: WritingPrompt,
  text: string,
  language: Language,
): ModelPrompt {
  const criteria = rubric.criteria.map((c) => ({
    id: c.id,
    name: c.name.en,
    maxPoints: c.maxPoints,
    levels: c.levels.map((level, points) => `${points}: ${level.en}`),
  }));
  return {
    task: 'scoreWriting',
    system: [
      AUDIENCE,
      "Score the student's paragraph against the rubric, criterion by criterion, as a fair exam marker would.",
      `Reply with JSON only, no other text: {"criteria":[{"id":"<criterion id>","points":<whole number from 0 to maxPoints>,"comment":"<one short sentence in ${languageName(language)}>"}]} with one entry for every criterion.`,
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: `Task: ${asJson({ topic: task.topic.en, instructions: task.instructions.en, minWords: task.minWords })}\nRubric: ${asJson(criteria)}\nThe student's paragraph:\n${asJson(text)}`,
      },
    ],
    maxOutputTokens: 600,
    temperature: 0,
  };
}
