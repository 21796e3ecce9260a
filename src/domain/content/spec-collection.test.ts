import { describe, expect, it } from 'vitest';
import { formatPath, specEntries, toContentId, toLocalized } from './spec-collection.ts';

describe('specEntries (spec §7: a source is a topics array or an object map of entries)', () => {
  const topic = { topic_name: 'Articles', questions: [{ question: 'I have ___ apple.' }] };

  it('reads a list', () => {
    expect(specEntries([topic, topic])).toEqual([
      { key: undefined, path: '[0]', value: topic },
      { key: undefined, path: '[1]', value: topic },
    ]);
  });
  it('reads an object map, keeping each key (it stands in for a missing id)', () => {
    const exercisesOnly = { exercises: [{ question: 'Q?' }] };
    expect(specEntries({ articles: topic, tenses: exercisesOnly })).toEqual([
      { key: 'articles', path: 'articles', value: topic },
      { key: 'tenses', path: 'tenses', value: exercisesOnly },
    ]);
  });
  it('unwraps a wrapper such as { "topics": [...] } or { "tests": [...] } and skips scalars beside it', () => {
    expect(specEntries({ version: 2, topics: [topic] })).toEqual([{ key: undefined, path: 'topics[0]', value: topic }]);
    const test = { passage: 'Title', audio: './listenings/a.mp3', questions: [] };
    expect(specEntries({ tests: [test] })).toEqual([{ key: undefined, path: 'tests[0]', value: test }]);
  });
  it('takes an object holding questions as a single entry', () => {
    expect(specEntries(topic)).toEqual([{ key: undefined, path: '(root)', value: topic }]);
  });
  it('gives a scalar source back as one entry, for the schema to reject', () => {
    expect(specEntries('oops')).toEqual([{ key: undefined, path: '(root)', value: 'oops' }]);
  });
});

describe('formatPath', () => {
  it('joins an entry path and a zod path', () => {
    expect(formatPath('[2]', ['questions', 3, 'options'])).toBe('[2].questions[3].options');
    expect(formatPath('(root)', ['questions', 0])).toBe('questions[0]');
    expect(formatPath('(root)', [])).toBe('(root)');
  });
});

describe('toContentId', () => {
  it('turns names and numbers into lower-case words joined by hyphens', () => {
    expect(toContentId('Present_Simple')).toBe('present-simple');
    expect(toContentId('Modal verbs (can, must)')).toBe('modal-verbs-can-must');
    expect(toContentId(12)).toBe('12');
    expect(toContentId('Çay & şəkər')).toBe('cay-s-k-r');
    expect(toContentId('—')).toBe('');
  });
});

describe('toLocalized', () => {
  it('takes a plain string as English and leaves missing languages empty', () => {
    expect(toLocalized('Articles')).toEqual({ en: 'Articles', az: '', ru: '' });
    expect(toLocalized({ en: 'A', ru: 'Б' })).toEqual({ en: 'A', az: '', ru: 'Б' });
    expect(toLocalized(undefined)).toEqual({ en: '', az: '', ru: '' });
  });
});
