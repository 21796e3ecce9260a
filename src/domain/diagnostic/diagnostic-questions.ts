/**
 * The diagnostic's draw: 7 random grammar questions, only ones with a question, a correct answer and more than one
 * option (the daily challenge uses the same rule: its questions are answered by picking an option).
 */
import type { GrammarQuestion, GrammarTopic } from '../content/schema.ts';
import { numbered, type Draw } from '../practice/draw.ts';
import { sample, type Random } from '../practice/random.ts';

export const DIAGNOSTIC_SIZE = 7;

export function isChoiceQuestion(q: GrammarQuestion): boolean {
  return (
    q.type === 'mc' &&
    q.question.trim() !== '' &&
    q.answer.trim() !== '' &&
    new Set(q.options.map((o) => o.trim()).filter((o) => o !== '')).size > 1
  );
}

export function drawDiagnostic(
  topics: readonly Pick<GrammarTopic, 'id' | 'questions'>[],
  random: Random,
  size = DIAGNOSTIC_SIZE,
): Draw {
  const pool = topics.flatMap((t) => t.questions.filter(isChoiceQuestion).map((q) => ({ topicId: t.id, id: q.id })));
  const questions = sample(pool, size, random).map((q) => ({
    questionId: q.id,
    section: 'Grammar' as const,
    topicId: q.topicId,
  }));
  return { questions: numbered(questions), listeningIds: [], readingIds: [] };
}
