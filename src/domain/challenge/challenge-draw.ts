/**
 * The daily challenge's draw: a random grammar topic with at least 5 questions, and 5 random questions of it. Only
 * questions answered by picking an option count (the challenge shows options and no text box).
 */
import type { GrammarTopic } from '../content/schema.ts';
import { isChoiceQuestion } from '../diagnostic/diagnostic-questions.ts';
import { numbered, type Draw } from '../practice/draw.ts';
import { randomIndex, sample, type Random } from '../practice/random.ts';

export const CHALLENGE_SIZE = 5;

/** undefined when no topic has enough questions. */
export function drawChallenge<T extends Pick<GrammarTopic, 'id' | 'questions'>>(
  topics: readonly T[],
  random: Random,
  size = CHALLENGE_SIZE,
): { topic: T; draw: Draw } | undefined {
  const eligible = topics.filter((t) => t.questions.filter(isChoiceQuestion).length >= size);
  if (eligible.length === 0) return undefined;
  const topic = eligible[randomIndex(eligible.length, random)] as T;
  const questions = sample(topic.questions.filter(isChoiceQuestion), size, random).map((q) => ({
    questionId: q.id,
    section: 'Grammar' as const,
    topicId: topic.id,
  }));
  return { topic, draw: { questions: numbered(questions), listeningIds: [], readingIds: [] } };
}
