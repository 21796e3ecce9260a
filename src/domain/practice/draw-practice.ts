/**
 * Practice sessions: a grammar session is 10 random questions of one topic (a new draw each start
 * and each 'renew'); a listening or reading session is the whole test, in its order.
 */
import { GRAMMAR_QUIZ_SIZE } from '../api/input-limits.ts';
import type { GrammarTopic, ListeningTest, ReadingTest } from '../content/schema.ts';
import { numbered, type Draw } from './draw.ts';
import { sample, type Random } from './random.ts';

export function drawGrammarSession(
  topic: Pick<GrammarTopic, 'id' | 'questions'>,
  random: Random,
  size = GRAMMAR_QUIZ_SIZE,
): Draw {
  const questions = sample(topic.questions, size, random).map((q) => ({
    questionId: q.id,
    section: 'Grammar' as const,
    topicId: topic.id,
  }));
  return { questions: numbered(questions), listeningIds: [], readingIds: [] };
}

export function drawListeningSession(test: Pick<ListeningTest, 'id' | 'questions'>): Draw {
  const questions = test.questions.map((q) => ({
    questionId: q.id,
    section: 'Listening' as const,
    passageId: test.id,
  }));
  return { questions: numbered(questions), listeningIds: [test.id], readingIds: [] };
}

export function drawReadingSession(test: Pick<ReadingTest, 'id' | 'questions'>): Draw {
  const questions = test.questions.map((q) => ({ questionId: q.id, section: 'Reading' as const, passageId: test.id }));
  return { questions: numbered(questions), listeningIds: [], readingIds: [test.id] };
}
