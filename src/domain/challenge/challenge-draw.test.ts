import { describe, expect, it } from 'vitest';
import type { GrammarQuestion } from '../content/schema.ts';
import { seededRandom } from '../practice/random.ts';
import { drawChallenge } from './challenge-draw.ts';

const mc = (id: string): GrammarQuestion =>
  ({ id, type: 'mc', question: `Q ${id}`, options: ['a', 'b', 'c', 'd', 'e'], answer: 'a' }) as GrammarQuestion;
const open = (id: string): GrammarQuestion =>
  ({ id, type: 'open', question: 'Q', answer: 'x', accepted: ['x'] }) as GrammarQuestion;

describe('drawChallenge (spec §4 "Daily challenge", CHAL-01)', () => {
  it('picks only a topic with at least 5 option questions, and 5 of its questions', () => {
    const topics = [
      { id: 'small', questions: [mc('s1'), mc('s2'), mc('s3'), mc('s4'), open('s5')] },
      { id: 'big', questions: [mc('b1'), mc('b2'), mc('b3'), mc('b4'), mc('b5'), mc('b6')] },
    ];
    for (let seed = 1; seed < 20; seed++) {
      const drawn = drawChallenge(topics, seededRandom(seed));
      expect(drawn?.topic.id).toBe('big');
      expect(drawn?.draw.questions).toHaveLength(5);
      expect(new Set(drawn?.draw.questions.map((q) => q.questionId)).size).toBe(5);
      expect(drawn?.draw.questions.every((q) => q.topicId === 'big')).toBe(true);
    }
  });

  it('returns undefined when no topic has enough questions', () => {
    expect(drawChallenge([{ id: 't', questions: [mc('a'), mc('b')] }], seededRandom(1))).toBeUndefined();
  });

  it('chooses among eligible topics at random', () => {
    const topics = ['x', 'y', 'z'].map((id) => ({ id, questions: [1, 2, 3, 4, 5].map((n) => mc(`${id}${n}`)) }));
    const seen = new Set<string>();
    for (let seed = 1; seed < 40; seed++) seen.add(drawChallenge(topics, seededRandom(seed))?.topic.id ?? '');
    expect(seen.size).toBe(3);
  });
});
