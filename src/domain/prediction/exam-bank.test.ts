import { describe, expect, it } from 'vitest';
import { BLUEPRINTS, examBank, pointsPerMock } from './exam-bank.ts';
import { makeBank } from './test-bank.ts';

describe('exam bank', () => {
  it('the blueprints are the mocks assemble-mock.ts builds: 37 raw points classic, 35 new', () => {
    const c = BLUEPRINTS.classic;
    expect(c.listening.mc + 2 * c.listening.open + c.grammar + c.reading.mc + 2 * c.reading.open).toBe(c.maxRaw);
    const n = BLUEPRINTS.new;
    expect(n.listening.mc + n.grammar + n.reading.tests * n.reading.mc + n.writingPoints).toBe(n.maxRaw);
  });

  it('questions take their current estimate, or their CEFR prior when nobody has answered them yet', () => {
    const q = (id: string, type: 'mc' | 'open', difficulty: 'A2' | 'B1' | 'B2') => ({ id, type, difficulty });
    const bank = examBank(
      {
        topics: [{ id: 'articles', questions: [q('a-1', 'mc', 'B2'), q('a-2', 'open', 'A2')] }],
        listening: [],
        reading: [],
      },
      (id) => (id === 'a-1' ? { mean: 0.3, variance: 0.01 } : undefined),
    );
    expect(bank.topics[0]!.mc).toEqual([{ mean: 0.3, variance: 0.01 }]);
    expect(bank.topics[0]!.open[0]!.mean).toBe(-1);
  });

  it('points a mock takes from each area: a grammar topic its share of 16 tasks, listening 9, reading 12', () => {
    const points = pointsPerMock(makeBank(32), 'classic');
    expect(points.get('topic-0')).toBe(0.5);
    expect(points.get('listening')).toBe(9);
    expect(points.get('reading')).toBe(12);
    expect(pointsPerMock(makeBank(13), 'new').get('reading')).toBe(8);
  });
});
