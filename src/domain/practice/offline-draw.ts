/**
 * A grammar session started without a connection. The browser keeps a downloaded topic's questions without their
 * keys (the offline pack), draws a session from them as the server would (GRAMMAR_QUIZ_SIZE distinct questions of
 * the topic, in random order) and names it with an attempt id of its own. When the connection returns, the server
 * accepts that draw only if it is one the server could have made, and stores it under that id once.
 */
import { GRAMMAR_QUIZ_SIZE } from '../api/input-limits.ts';
import { numbered, type Draw } from './draw.ts';
import { sample, type Random } from './random.ts';

/** The questions of a session drawn from a topic's pack (the same rule as the server's draw). */
export function drawOffline<T>(pack: readonly T[], random: Random, size = GRAMMAR_QUIZ_SIZE): T[] {
  return sample(pack, size, random);
}

/**
 * The draw of a session the browser made from the topic `topicId` with these question ids, or undefined when it is
 * not one a draw could give: a question of another topic, a question twice, or too few or too many.
 */
export function offlineGrammarDraw(
  topic: { id: string; questionIds: readonly string[] },
  questionIds: readonly string[],
  size = GRAMMAR_QUIZ_SIZE,
): Draw | undefined {
  const pool = new Set(topic.questionIds);
  const chosen = new Set(questionIds);
  if (questionIds.length !== Math.min(size, pool.size) || chosen.size !== questionIds.length) return undefined;
  if (questionIds.some((id) => !pool.has(id))) return undefined;
  const questions = questionIds.map((questionId) => ({ questionId, section: 'Grammar' as const, topicId: topic.id }));
  return { questions: numbered(questions), listeningIds: [], readingIds: [] };
}
