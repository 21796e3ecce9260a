import { describe, expect, it } from 'vitest';
import { checkDuplicateIds } from './check-duplicate-ids.ts';
import {
  makeContent,
  makeGrammarMc,
  makeListeningTest,
  makeReadingTest,
  makeTopic,
  makeWritingFile,
  makeWritingPrompt,
} from './test-factories.ts';

describe('checkDuplicateIds (duplicate ids fail the check)', () => {
  it('accepts distinct ids', () => {
    expect(checkDuplicateIds(makeContent({ topics: [makeTopic({ id: 'a' }), makeTopic({ id: 'b' })] }))).toEqual([]);
  });
  it('reports a question id used twice, naming both places', () => {
    const content = makeContent({
      topics: [
        makeTopic({ id: 'a', key: 'a', questions: [makeGrammarMc({ id: 'a-001' })] }),
        makeTopic({ id: 'b', key: 'b', questions: [makeGrammarMc({ id: 'a-001', question: 'Other ___.' })] }),
      ],
    });
    expect(checkDuplicateIds(content)).toEqual([
      { code: 'duplicate-id', where: 'grammar/b/a-001', detail: 'id "a-001" is also used by grammar/a/a-001' },
    ]);
  });
  it('reports a test id shared by a listening and a reading test', () => {
    const content = makeContent({
      listening: [makeListeningTest({ id: 'test-1' })],
      reading: [makeReadingTest({ id: 'test-1' })],
    });
    expect(checkDuplicateIds(content)[0]).toEqual({
      code: 'duplicate-id',
      where: 'reading/test-1',
      detail: 'id "test-1" is also used by listening/test-1',
    });
  });
  it('reports duplicate topic keys, writing prompt ids and rubric criteria', () => {
    const writing = makeWritingFile({ prompts: [makeWritingPrompt(), makeWritingPrompt()] });
    const base = makeWritingFile().rubric;
    const content = makeContent({
      topics: [makeTopic({ id: 'a', key: 'same' }), makeTopic({ id: 'b', key: 'same' })],
      writing: { ...writing, rubric: { ...base, criteria: [base.criteria[0]!, base.criteria[0]!] } },
    });
    expect(checkDuplicateIds(content).map((p) => p.detail)).toEqual([
      'id "writing-01" is also used by writing/writing-01',
      'topic key "same" is also used by grammar/a',
      'criterion id "content" is also used by writing/rubric/content',
    ]);
  });
});
