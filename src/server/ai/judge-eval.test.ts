/**
 * The judge evaluation set (content/eval/judge-set.json) and the offline judge's agreement with it: the issue's
 * target is accuracy ≥ 0.9. Runs the real offline service on the real content.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content.ts';
import { createLogger } from '../logger.ts';
import { createAiService } from './ai-service.ts';
import { indexContent, type ContentIndex } from './content-index.ts';
import { evaluateJudge, invalidItems, readJudgeCases, readJudgeSet, type BankJudgeSet } from './judge-eval.ts';

let content: ContentIndex;
let set: BankJudgeSet;
beforeAll(() => {
  content = indexContent(loadContent('content'));
  set = readJudgeSet('content');
});

describe('the judge evaluation set', () => {
  it('has at least 150 labelled answers to open listening and reading questions, of every kind', () => {
    expect(set.items.length).toBeGreaterThanOrEqual(150);
    expect(invalidItems(set, content)).toEqual([]);
    const kinds = new Set(set.items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['correct', 'other-wording', 'partial', 'typo', 'wrong']);
    expect(set.items.some((i) => i.label === 'CORRECT') && set.items.some((i) => i.label === 'INCORRECT')).toBe(true);
    expect(new Set(set.items.map((i) => i.questionId)).size).toBeGreaterThanOrEqual(100);
  });

  it('the offline judge agrees with the labels: accuracy ≥ 0.9 overall and on the held-out split', async () => {
    const service = createAiService({ content, model: undefined, timeoutMs: 1000, logger: createLogger('silent') });
    const result = await evaluateJudge(readJudgeCases('content/eval/judge-set.json', content, service), service, 1);
    expect(result.items.every((i) => i.source === 'offline')).toBe(true);
    expect(result.overall.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(result.overall.kappa).toBeGreaterThanOrEqual(0.8);
    expect(result.bySplit.holdout?.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
