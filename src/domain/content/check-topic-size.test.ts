import { describe, expect, it } from 'vitest';
import { checkTopicSize } from './check-topic-size.ts';
import { makeContent, makeTopic } from './test-factories.ts';

describe('checkTopicSize (a topic with fewer than 30 questions fails the check)', () => {
  it('accepts 30 questions', () => {
    expect(checkTopicSize(makeContent({ topics: [makeTopic({}, 30)] }))).toEqual([]);
  });
  it('reports 29', () => {
    expect(checkTopicSize(makeContent({ topics: [makeTopic({}, 29)] }))).toEqual([
      { code: 'too-few-questions', where: 'grammar/topic', detail: '29 question(s), at least 30 needed' },
    ]);
  });
});
