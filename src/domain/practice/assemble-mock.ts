/**
 * Mock-exam assembly, drawn afresh at each start with an injectable random source.
 *
 * Classic model (2019–2026, the spec's mock_exam), 30 tasks numbered continuously:
 *   Listening 1–6: one random listening test, 3 of its multiple-choice questions (random, in the test's order)
 *   and 3 of its open ones; Grammar 7–22: 16 random multiple-choice questions, from 16 different topics where
 *   there are enough topics; Reading 23–30: one random reading test, 4 multiple-choice + 4 open.
 * New model (grade 9 from 2025, grade 11 from 2027): Listening 1–4: one test's 4 multiple-choice questions;
 *   Grammar 5–17: 13 multiple-choice; Reading 18–25: two different texts × 4 multiple-choice; then one random
 *   writing prompt (task 26, a paragraph of at least 100 words).
 */
import type { GrammarTopic, ListeningTest, ReadingTest, WritingPrompt } from '../content/schema.ts';
import { numbered, type Draw, type DrawnQuestion } from './draw.ts';
import { randomIndex, sample, shuffled, type Random } from './random.ts';

export const CLASSIC_MOCK = { listeningMc: 3, listeningOpen: 3, grammar: 16, readingMc: 4, readingOpen: 4 } as const;
export const NEW_MOCK = { listeningMc: 4, grammar: 13, readingTexts: 2, readingMc: 4 } as const;

export interface MockSource {
  topics: readonly Pick<GrammarTopic, 'id' | 'questions'>[];
  listening: readonly Pick<ListeningTest, 'id' | 'questions'>[];
  reading: readonly Pick<ReadingTest, 'id' | 'questions'>[];
  writingPrompts: readonly Pick<WritingPrompt, 'id'>[];
}

type Unnumbered = Omit<DrawnQuestion, 'number'>;
type Passage = Pick<ListeningTest | ReadingTest, 'id' | 'questions'>;

export class MockAssemblyError extends Error {
  override name = 'MockAssemblyError';
}

/** `n` random questions of a type from a passage, in the passage's order. */
function fromPassage(test: Passage, type: 'mc' | 'open', n: number, random: Random): string[] {
  const indexed = test.questions.map((q, i) => ({ q, i })).filter(({ q }) => q.type === type);
  return sample(indexed, n, random)
    .sort((a, b) => a.i - b.i)
    .map(({ q }) => q.id);
}

function count(test: Passage, type: 'mc' | 'open'): number {
  return test.questions.filter((q) => q.type === type).length;
}

function pickTests<T extends Passage>(
  tests: readonly T[],
  n: number,
  fits: (t: T) => boolean,
  random: Random,
  what: string,
): T[] {
  const candidates = tests.filter(fits);
  if (candidates.length < n) throw new MockAssemblyError(`not enough ${what} for a mock exam`);
  return n === 1 ? [candidates[randomIndex(candidates.length, random)] as T] : sample(candidates, n, random);
}

/**
 * `n` random multiple-choice grammar questions, one per topic in a random order of topics, then a second round
 * over the topics when there are fewer topics than questions; never the same question twice.
 */
function grammarQuestions(topics: MockSource['topics'], n: number, random: Random): Unnumbered[] {
  const pools = shuffled(topics, random)
    .map((t) => ({
      topicId: t.id,
      questions: shuffled(
        t.questions.filter((q) => q.type === 'mc'),
        random,
      ),
    }))
    .filter((p) => p.questions.length > 0);
  const out: Unnumbered[] = [];
  for (let round = 0; out.length < n; round++) {
    const before = out.length;
    for (const pool of pools) {
      const question = pool.questions[round];
      if (out.length < n && question) out.push({ questionId: question.id, section: 'Grammar', topicId: pool.topicId });
    }
    if (out.length === before) throw new MockAssemblyError('not enough grammar questions for a mock exam');
  }
  return out;
}

const passageQuestions = (ids: string[], section: 'Listening' | 'Reading', passageId: string): Unnumbered[] =>
  ids.map((questionId) => ({ questionId, section, passageId }));

export function assembleClassicMock(source: MockSource, random: Random): Draw {
  const c = CLASSIC_MOCK;
  const [listening] = pickTests(
    source.listening,
    1,
    (t) => count(t, 'mc') >= c.listeningMc && count(t, 'open') >= c.listeningOpen,
    random,
    'listening tests',
  );
  const grammar = grammarQuestions(source.topics, c.grammar, random);
  const [reading] = pickTests(
    source.reading,
    1,
    (t) => count(t, 'mc') >= c.readingMc && count(t, 'open') >= c.readingOpen,
    random,
    'reading tests',
  );
  if (!listening || !reading) throw new MockAssemblyError('no passage');
  return {
    questions: numbered([
      ...passageQuestions(fromPassage(listening, 'mc', c.listeningMc, random), 'Listening', listening.id),
      ...passageQuestions(fromPassage(listening, 'open', c.listeningOpen, random), 'Listening', listening.id),
      ...grammar,
      ...passageQuestions(fromPassage(reading, 'mc', c.readingMc, random), 'Reading', reading.id),
      ...passageQuestions(fromPassage(reading, 'open', c.readingOpen, random), 'Reading', reading.id),
    ]),
    listeningIds: [listening.id],
    readingIds: [reading.id],
  };
}

export function assembleNewMock(source: MockSource, random: Random): Draw {
  const c = NEW_MOCK;
  const [listening] = pickTests(source.listening, 1, (t) => count(t, 'mc') >= c.listeningMc, random, 'listening tests');
  const grammar = grammarQuestions(source.topics, c.grammar, random);
  const readings = pickTests(
    source.reading,
    c.readingTexts,
    (t) => count(t, 'mc') >= c.readingMc,
    random,
    'reading tests',
  );
  if (!listening) throw new MockAssemblyError('no passage');
  if (source.writingPrompts.length === 0) throw new MockAssemblyError('no writing prompt for a mock exam');
  const prompt = source.writingPrompts[randomIndex(source.writingPrompts.length, random)];
  return {
    questions: numbered([
      ...passageQuestions(fromPassage(listening, 'mc', c.listeningMc, random), 'Listening', listening.id),
      ...grammar,
      ...readings.flatMap((r) => passageQuestions(fromPassage(r, 'mc', c.readingMc, random), 'Reading', r.id)),
    ]),
    listeningIds: [listening.id],
    readingIds: readings.map((r) => r.id),
    writingPromptId: prompt?.id,
  };
}
