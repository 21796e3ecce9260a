import { describe, expect, it } from 'vitest';
import { drawOffline, offlineGrammarDraw } from './offline-draw.ts';
import { seededRandom } from './random.ts';

const topic = { id: 'past-simple', questionIds: Array.from({ length: 14 }, (_, i) => `ps-${i + 1}`) };

describe('a grammar session drawn without a connection', () => {
  it('draws ten distinct questions of the pack', () => {
    const drawn = drawOffline(topic.questionIds, seededRandom(3));
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
  });

  it('is accepted when a draw could have given it, numbered in the order drawn', () => {
    const ids = drawOffline(topic.questionIds, seededRandom(5));
    const draw = offlineGrammarDraw(topic, ids);
    expect(draw?.questions.map((q) => q.questionId)).toEqual(ids);
    expect(draw?.questions[0]).toEqual({ questionId: ids[0], number: 1, section: 'Grammar', topicId: 'past-simple' });
    expect(draw).toMatchObject({ listeningIds: [], readingIds: [] });
  });

  it('takes the whole topic, in any order, when it has fewer questions than a session', () => {
    const small = { id: 't', questionIds: ['a', 'b', 'c'] };
    expect(offlineGrammarDraw(small, ['c', 'a', 'b'])?.questions).toHaveLength(3);
    expect(offlineGrammarDraw(small, ['c', 'a'])).toBeUndefined();
  });

  it('refuses a question of another topic, a question twice, too few or too many', () => {
    const ten = topic.questionIds.slice(0, 10);
    expect(offlineGrammarDraw(topic, [...ten.slice(0, 9), 'other-1'])).toBeUndefined();
    expect(offlineGrammarDraw(topic, [...ten.slice(0, 9), 'ps-1'])).toBeUndefined();
    expect(offlineGrammarDraw(topic, ten.slice(0, 9))).toBeUndefined();
    expect(offlineGrammarDraw(topic, [...ten, 'ps-11'])).toBeUndefined();
  });
});
