import { describe, expect, it } from 'vitest';
import { areaOrder, topicLevel } from './area-order.ts';

const q = (...levels: ('A2' | 'B1' | 'B2')[]) => levels.map((difficulty) => ({ difficulty }));

describe('areaOrder', () => {
  it('puts grammar topics in CEFR order, then listening and reading', () => {
    const order = areaOrder([
      { id: 'hard', questions: q('B2', 'B2', 'B1') },
      { id: 'easy', questions: q('A2', 'A2') },
      { id: 'middle', questions: q('B1', 'A2', 'B2') },
      { id: 'middle-too', questions: q('B1') },
    ]);
    expect(order.map((a) => a.area)).toEqual(['easy', 'middle', 'middle-too', 'hard', 'listening', 'reading']);
    expect(order.at(-2)?.section).toBe('Listening');
    expect(order[0]?.section).toBe('Grammar');
  });
  it('reads a topic without questions as B1', () => {
    expect(topicLevel([])).toBe(0);
  });
});
