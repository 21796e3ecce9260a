/**
 * Reading the model's replies strictly: a judgement that is not the JSON asked for (a verdict of CORRECT or
 * INCORRECT with a credit of 0, 0.5 or 1 that agrees with it), or writing scores that do not fit the rubric, count
 * as a failure, and the offline rule answers instead.
 */
import { z } from 'zod';
import type { WritingRubric } from '../content/schema.ts';
import type { Credit } from './partial-credit.ts';

const strip = (reply: string) => reply.trim().replace(/^["'`*_\s]+|["'`*_.\s]+$/g, '');

export function readCredit(reply: string): Credit | undefined {
  const value = strip(reply).replace(',', '.');
  if (value === '1' || value === '1.0') return 1;
  if (value === '0.5' || value === '.5' || value === '½') return 0.5;
  if (value === '0' || value === '0.0') return 0;
  return undefined;
}

export interface Judgement {
  correct: boolean;
  credit: Credit;
}

const judgementSchema = z
  .object({
    verdict: z.string().transform((v) => v.trim().toUpperCase()),
    credit: z.union([z.number(), z.string()]),
  })
  .loose();

/** The model's judgement: `{"verdict":"CORRECT"|"INCORRECT","credit":0|0.5|1}`, consistent, else undefined. */
export function readJudgement(reply: string): Judgement | undefined {
  const json = /\{[\s\S]*\}/.exec(reply.replace(/```(?:json)?/g, ''))?.[0];
  if (!json) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const result = judgementSchema.safeParse(parsed);
  if (!result.success) return undefined;
  const correct = result.data.verdict === 'CORRECT' ? true : result.data.verdict === 'INCORRECT' ? false : undefined;
  const credit = readCredit(String(result.data.credit));
  if (correct === undefined || credit === undefined) return undefined;
  // A verdict and a credit that disagree are not a judgement.
  if (correct !== (credit === 1)) return undefined;
  return { correct, credit };
}

export interface CriterionScore {
  id: string;
  points: number;
  maxPoints: number;
  comment?: string;
}

const writingReplySchema = z.object({
  criteria: z.array(z.object({ id: z.string(), points: z.number(), comment: z.string().max(500).optional() })),
});

/** The per-criterion scores of a writing reply, or undefined unless every rubric criterion has whole points in range. */
export function readWritingScores(reply: string, rubric: WritingRubric): CriterionScore[] | undefined {
  const json = /\{[\s\S]*\}/.exec(reply.replace(/```(?:json)?/g, ''))?.[0];
  if (!json) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const result = writingReplySchema.safeParse(parsed);
  if (!result.success) return undefined;
  const scores: CriterionScore[] = [];
  for (const criterion of rubric.criteria) {
    const given = result.data.criteria.find((c) => c.id === criterion.id);
    if (!given || !Number.isInteger(given.points) || given.points < 0 || given.points > criterion.maxPoints)
      return undefined;
    scores.push({
      id: criterion.id,
      points: given.points,
      maxPoints: criterion.maxPoints,
      ...(given.comment ? { comment: given.comment } : {}),
    });
  }
  return scores;
}
