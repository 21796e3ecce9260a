/**
 * The paragraph estimate against paragraphs scored by hand from the rubric: the blind set (prompts that are not the
 * app's, never tuned on) and the dev set. Targets: quadratic weighted kappa of the total ≥ 0.6, and no paragraph that
 * is not a real attempt (off the topic, copied, word salad, repeated, lorem ipsum, another language) above 4 of 20.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content.ts';
import { createLogger } from '../logger.ts';
import { createAiService, type AiService } from './ai-service.ts';
import { indexContent, type ContentIndex } from './content-index.ts';
import { ADVERSARIAL_CEILING, ADVERSARIAL_KINDS, evaluateWriting, readWritingSet } from './writing-eval.ts';

let content: ContentIndex;
let service: AiService;
let criterionIds: string[];
beforeAll(() => {
  content = indexContent(loadContent('content'));
  service = createAiService({ content, model: undefined, timeoutMs: 1000, logger: createLogger('silent') });
  criterionIds = content.writing.rubric.criteria.map((c) => c.id);
});

describe('the paragraph estimate on the hand-scored sets', () => {
  it('the blind set has at least 60 paragraphs on prompts outside the app, of every kind', () => {
    const set = readWritingSet('content/eval/writing-set.json', criterionIds);
    expect(set.items.length).toBeGreaterThanOrEqual(60);
    const appTitles = new Set(content.writing.prompts.map((p) => p.topic.en));
    expect(set.items.filter((i) => appTitles.has(i.prompt.title))).toEqual([]);
    const kinds = new Set(set.items.map((i) => i.kind));
    for (const kind of ['excellent', 'good', 'average', 'weak', 'too-short', ...ADVERSARIAL_KINDS])
      expect(kinds, kind).toContain(kind);
  });

  for (const file of ['writing-set.json', 'writing-dev.json']) {
    it(`${file}: qwk ≥ 0.6 on the total, every paragraph that is not a real attempt ≤ 4 of 20`, async () => {
      const set = readWritingSet(`content/eval/${file}`, criterionIds);
      const result = await evaluateWriting(set, service, criterionIds, content.writing.rubric.maxScore);
      expect(result.items.every((i) => i.source === 'offline')).toBe(true);
      expect(result.qwk).toBeGreaterThanOrEqual(0.6);
      expect(result.adversarialMax).toBeLessThanOrEqual(ADVERSARIAL_CEILING);
    });
  }
});
