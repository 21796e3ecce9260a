import { describe, expect, it } from 'vitest';
import {
  makeListeningTest,
  makePassageMc,
  makeReadingTest,
  makeTopic,
  makeWritingPrompt,
} from '../content/test-factories.ts';
import { assembleClassicMock, assembleNewMock, MockAssemblyError, type MockSource } from './assemble-mock.ts';
import type { Draw } from './draw.ts';
import { seededRandom } from './random.ts';

function source(topicCount = 20): MockSource {
  return {
    topics: Array.from({ length: topicCount }, (_, i) => makeTopic({ id: `topic-${i + 1}` })),
    listening: ['listening-01', 'listening-02', 'listening-03'].map((id) => makeListeningTest({ id })),
    reading: ['reading-01', 'reading-02', 'reading-03'].map((id) => makeReadingTest({ id })),
    writingPrompts: [makeWritingPrompt({ id: 'writing-01' }), makeWritingPrompt({ id: 'writing-02' })],
  };
}

const typeOf = (s: MockSource, id: string): string | undefined => {
  const all: { id: string; type: string }[] = [...s.topics, ...s.listening, ...s.reading].flatMap((t) =>
    t.questions.map((q) => ({ id: q.id, type: q.type })),
  );
  return all.find((q) => q.id === id)?.type;
};
const sections = (draw: Draw) => draw.questions.map((q) => q.section);

describe('classic mock exam (spec §9, DESIGN.md §4.10, checklist MOCK-01, MOCK-02)', () => {
  const s = source();
  const draw = assembleClassicMock(s, seededRandom(3));

  it('is 30 questions numbered 1–30 in the order Listening (6), Grammar (16), Reading (8)', () => {
    expect(draw.questions.map((q) => q.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(sections(draw)).toEqual([
      ...Array<string>(6).fill('Listening'),
      ...Array<string>(16).fill('Grammar'),
      ...Array<string>(8).fill('Reading'),
    ]);
  });
  it('listening 1–6 is one test: 3 multiple choice then 3 open', () => {
    const listening = draw.questions.slice(0, 6);
    expect(new Set(listening.map((q) => q.passageId))).toEqual(new Set(draw.listeningIds));
    expect(draw.listeningIds).toHaveLength(1);
    expect(listening.map((q) => typeOf(s, q.questionId))).toEqual(['mc', 'mc', 'mc', 'open', 'open', 'open']);
  });
  it('grammar 7–22 is 16 multiple-choice questions from 16 different topics', () => {
    const grammar = draw.questions.slice(6, 22);
    expect(grammar.every((q) => typeOf(s, q.questionId) === 'mc')).toBe(true);
    expect(new Set(grammar.map((q) => q.topicId)).size).toBe(16);
  });
  it('reading 23–30 is one test: 4 multiple choice then 4 open', () => {
    const reading = draw.questions.slice(22);
    expect(draw.readingIds).toHaveLength(1);
    expect(reading.every((q) => q.passageId === draw.readingIds[0])).toBe(true);
    expect(reading.map((q) => typeOf(s, q.questionId))).toEqual([
      'mc',
      'mc',
      'mc',
      'mc',
      'open',
      'open',
      'open',
      'open',
    ]);
  });
  it('has no writing task', () => {
    expect(draw.writingPromptId).toBeUndefined();
  });
  it('each start draws a new assembly (MOCK-06)', () => {
    const other = assembleClassicMock(s, seededRandom(4));
    expect(other.questions.map((q) => q.questionId)).not.toEqual(draw.questions.map((q) => q.questionId));
  });
  it('with fewer topics than 16, topics repeat but questions do not', () => {
    const few = assembleClassicMock(source(5), seededRandom(9)).questions.filter((q) => q.section === 'Grammar');
    expect(few).toHaveLength(16);
    expect(new Set(few.map((q) => q.questionId)).size).toBe(16);
    expect(new Set(few.map((q) => q.topicId)).size).toBe(5);
  });
  it('refuses to assemble without enough content', () => {
    const noOpen = {
      ...s,
      listening: [
        makeListeningTest({ questions: Array.from({ length: 7 }, (_, i) => makePassageMc({ id: `l-q${i}` })) }),
      ],
    };
    expect(() => assembleClassicMock(noOpen, seededRandom(1))).toThrow(MockAssemblyError);
    expect(() => assembleClassicMock({ ...s, topics: [makeTopic({}, 10)] }, seededRandom(1))).toThrow(
      MockAssemblyError,
    );
  });
});

describe('new-model mock exam (DESIGN.md §1, §4.10, checklist MOCK-09, MOCK-10)', () => {
  const s = source();
  const draw = assembleNewMock(s, seededRandom(5));

  it('is listening 4 multiple choice, 13 grammar, 2 reading texts × 4 multiple choice, numbered 1–25', () => {
    expect(draw.questions.map((q) => q.number)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(sections(draw)).toEqual([
      ...Array<string>(4).fill('Listening'),
      ...Array<string>(13).fill('Grammar'),
      ...Array<string>(8).fill('Reading'),
    ]);
    expect(draw.questions.every((q) => typeOf(s, q.questionId) === 'mc')).toBe(true);
  });
  it('reads two different texts, four questions each', () => {
    expect(draw.readingIds).toHaveLength(2);
    expect(new Set(draw.readingIds).size).toBe(2);
    for (const id of draw.readingIds) expect(draw.questions.filter((q) => q.passageId === id)).toHaveLength(4);
  });
  it('grammar comes from 13 different topics', () => {
    expect(new Set(draw.questions.filter((q) => q.section === 'Grammar').map((q) => q.topicId)).size).toBe(13);
  });
  it('ends with one writing prompt (task 26)', () => {
    expect(['writing-01', 'writing-02']).toContain(draw.writingPromptId);
  });
  it('refuses to assemble without a writing prompt or two reading texts', () => {
    expect(() => assembleNewMock({ ...s, writingPrompts: [] }, seededRandom(1))).toThrow(MockAssemblyError);
    expect(() => assembleNewMock({ ...s, reading: [makeReadingTest()] }, seededRandom(1))).toThrow(MockAssemblyError);
  });
});
