import { describe, expect, it } from 'vitest';
import { masteryArea } from './mastery-area.ts';

describe('masteryArea', () => {
  it('a grammar question feeds its topic; listening and reading questions their section, whatever the test', () => {
    expect(masteryArea({ section: 'Grammar', topicId: 'articles' })).toBe('articles');
    expect(masteryArea({ section: 'Listening', topicId: 'listening-07' })).toBe('listening');
    expect(masteryArea({ section: 'Reading' })).toBe('reading');
  });

  it('a grammar question without a topic feeds no area', () => {
    expect(masteryArea({ section: 'Grammar' })).toBeNull();
  });
});
