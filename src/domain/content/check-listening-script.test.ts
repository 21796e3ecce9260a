import { describe, expect, it } from 'vitest';
import { checkListeningScript } from './check-listening-script.ts';
import { makeContent, makeListeningTest } from './test-factories.ts';

describe('checkListeningScript (a listening test has a script read by its own speakers)', () => {
  it('accepts a script read by a known speaker', () => {
    expect(checkListeningScript(makeContent())).toEqual([]);
  });
  it('reports a test without a script (spec-shaped data has none)', () => {
    const content = makeContent({ listening: [makeListeningTest({ speakers: [], script: [] })] });
    expect(checkListeningScript(content)).toEqual([
      {
        code: 'missing-script',
        where: 'listening/listening-01',
        detail: 'a listening test needs the script of its audio',
      },
    ]);
  });
  it('reports a line read by a speaker the test does not have', () => {
    const content = makeContent({ listening: [makeListeningTest({ script: [{ speaker: 'B', text: 'Hello.' }] })] });
    expect(checkListeningScript(content)).toEqual([
      {
        code: 'unknown-speaker',
        where: 'listening/listening-01/script[0]',
        detail: 'speaker "B" is not one of the test\'s speakers (A)',
      },
    ]);
  });
});
