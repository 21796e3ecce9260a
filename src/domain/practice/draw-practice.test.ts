import { describe, expect, it } from 'vitest';
import { makeListeningTest, makeReadingTest, makeTopic } from '../content/test-factories.ts';
import { drawGrammarSession, drawListeningSession, drawReadingSession } from './draw-practice.ts';
import { seededRandom } from './random.ts';

describe('practice sessions (spec §2 practice session, §9 grammar quiz)', () => {
  const topic = makeTopic({ id: 'present-simple' }, 34);

  it('grammar: 10 distinct random questions of the topic, numbered 1–10 (PRAC-20)', () => {
    const draw = drawGrammarSession(topic, seededRandom(1));
    expect(draw.questions).toHaveLength(10);
    expect(new Set(draw.questions.map((q) => q.questionId)).size).toBe(10);
    expect(draw.questions.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const ids = new Set(topic.questions.map((q) => q.id));
    for (const q of draw.questions) {
      expect(ids.has(q.questionId)).toBe(true);
      expect(q).toMatchObject({ section: 'Grammar', topicId: 'present-simple' });
    }
  });
  it("grammar: another start (or 'renew') draws another set (PRAC-20)", () => {
    const a = drawGrammarSession(topic, seededRandom(1)).questions.map((q) => q.questionId);
    const b = drawGrammarSession(topic, seededRandom(2)).questions.map((q) => q.questionId);
    expect(b).not.toEqual(a);
  });
  it('grammar: a topic with fewer than 10 questions gives all of them', () => {
    expect(drawGrammarSession(makeTopic({}, 6), seededRandom(1)).questions).toHaveLength(6);
  });
  it('listening: the whole test in order, with its passage', () => {
    const test = makeListeningTest({ id: 'listening-03' });
    const draw = drawListeningSession(test);
    expect(draw.questions.map((q) => q.questionId)).toEqual(test.questions.map((q) => q.id));
    expect(draw.questions[0]).toEqual({
      questionId: 'listening-03-q1',
      number: 1,
      section: 'Listening',
      passageId: 'listening-03',
    });
    expect(draw.listeningIds).toEqual(['listening-03']);
  });
  it('reading: the whole test in order, with its passage', () => {
    const test = makeReadingTest({ id: 'reading-02' });
    const draw = drawReadingSession(test);
    expect(draw.questions).toHaveLength(8);
    expect(draw.questions.every((q) => q.section === 'Reading' && q.passageId === 'reading-02')).toBe(true);
    expect(draw.readingIds).toEqual(['reading-02']);
  });
});
