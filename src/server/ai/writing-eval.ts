/**
 * The writing evaluation (`npm run eval:writing`): paragraphs scored by hand from the rubric alone run through the
 * configured writing scorer (the AI service's `scoreWriting`: the model when AI_BASE_URL is set, with the offline
 * estimate as its fallback and its hard rules; else the offline estimate), compared per criterion (mean absolute
 * error) and on the total (quadratic weighted kappa, mean absolute error, and the highest total given to a
 * paragraph that is not a real attempt).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { meanAbsoluteError, quadraticWeightedKappa } from '../../domain/ai/writing-agreement.ts';
import type { WritingPrompt } from '../../domain/content/schema.ts';
import type { AiService } from './ai-service.ts';

export const WRITING_SET_FILE = 'eval/writing-set.json';

/** Kinds of paragraph that are not a real attempt at the task: each must score at most ADVERSARIAL_CEILING. */
export const ADVERSARIAL_KINDS = ['off-topic', 'copied', 'salad', 'repeated', 'lorem', 'other-language'];
export const ADVERSARIAL_CEILING = 4;

const itemSchema = z.object({
  prompt: z.object({ title: z.string().min(1), instructions: z.string().min(1), minWords: z.number().int().min(1) }),
  text: z.string(),
  kind: z.string().min(1),
  scores: z.record(z.string(), z.number().int().min(0)),
  total: z.number().min(0),
});
export const writingSetSchema = z.object({ items: z.array(itemSchema).min(1) });
export type WritingSet = z.infer<typeof writingSetSchema>;
export type WritingSetItem = WritingSet['items'][number];

export class WritingSetError extends Error {}

export function readWritingSet(file: string, criterionIds: readonly string[]): WritingSet {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new WritingSetError(`${file}: not readable JSON (${(error as Error).message})`);
  }
  const parsed = writingSetSchema.safeParse(json);
  if (!parsed.success) throw new WritingSetError(`${file}:\n${z.prettifyError(parsed.error)}`);
  for (const [index, item] of parsed.data.items.entries()) {
    const missing = criterionIds.filter((id) => item.scores[id] === undefined);
    if (missing.length > 0)
      throw new WritingSetError(`${file}: item ${index + 1} has no score for ${missing.join(', ')}`);
  }
  return parsed.data;
}

/** The eval item's prompt as the app's writing prompt (English only: the scorer reads the English texts). */
export function promptOf(item: WritingSetItem, index: number): WritingPrompt {
  const same = (en: string) => ({ en, az: en, ru: en });
  return {
    id: `eval-${index + 1}`,
    topic: same(item.prompt.title),
    instructions: same(item.prompt.instructions),
    minWords: item.prompt.minWords,
    hints: [],
  };
}

export interface ScoredParagraph {
  item: WritingSetItem;
  total: number;
  criteria: Record<string, number>;
  source: 'model' | 'offline';
}

export interface WritingEvaluation {
  items: ScoredParagraph[];
  qwk: number;
  maeTotal: number;
  maeByCriterion: Record<string, number>;
  /** The highest total given to a paragraph of an adversarial kind (NaN when the set has none). */
  adversarialMax: number;
  byKind: Record<string, { n: number; expected: number; given: number }>;
}

export async function evaluateWriting(
  set: WritingSet,
  service: AiService,
  criterionIds: readonly string[],
  maxScore: number,
): Promise<WritingEvaluation> {
  const items: ScoredParagraph[] = [];
  for (const [index, item] of set.items.entries()) {
    const reply = await service.scoreWriting(promptOf(item, index), item.text, 'en');
    items.push({
      item,
      total: reply.score.score,
      criteria: Object.fromEntries(reply.score.criteria.map((c) => [c.id, c.points])),
      source: reply.source,
    });
  }
  const totals = items.map((s) => ({ expected: s.item.total, given: s.total }));
  const maeByCriterion = Object.fromEntries(
    criterionIds.map((id) => [
      id,
      meanAbsoluteError(items.map((s) => ({ expected: s.item.scores[id] ?? 0, given: s.criteria[id] ?? 0 }))),
    ]),
  );
  const adversarial = items.filter((s) => ADVERSARIAL_KINDS.includes(s.item.kind));
  const byKind: WritingEvaluation['byKind'] = {};
  for (const s of items) {
    const k = (byKind[s.item.kind] ??= { n: 0, expected: 0, given: 0 });
    k.n++;
    k.expected += s.item.total;
    k.given += s.total;
  }
  for (const k of Object.values(byKind)) {
    k.expected /= k.n;
    k.given /= k.n;
  }
  return {
    items,
    qwk: quadraticWeightedKappa(totals, maxScore),
    maeTotal: meanAbsoluteError(totals),
    maeByCriterion,
    adversarialMax: adversarial.length > 0 ? Math.max(...adversarial.map((s) => s.total)) : Number.NaN,
    byKind,
  };
}

/** The machine-readable last line of `npm run eval:writing`. */
export function writingSummaryLine(result: WritingEvaluation): string {
  const f = (x: number, digits = 3) => (Number.isNaN(x) ? 'nan' : x.toFixed(digits));
  return `writing: n=${result.items.length} qwk=${f(result.qwk)} mae_total=${f(result.maeTotal, 2)} adversarial_max=${f(result.adversarialMax, 0)}`;
}
