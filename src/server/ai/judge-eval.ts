/**
 * The judge evaluation (`npm run eval:judge`): labelled student answers run through the configured judge (the AI
 * service's `judgeOpen`: the model when AI_BASE_URL is set, with its offline fallback; else the offline judge),
 * compared with the labels by accuracy, Cohen's kappa, and the false-accept and false-reject rates.
 *
 * Two formats of set:
 * - bank sets (content/eval/judge-set.json): each item names a question of the bank by `questionId`;
 * - self-contained sets (content/eval/judge-holdout.json, or any file a teacher or an outside examiner writes):
 *   each item carries its question, model answer, accepted answers, optional key points and passage, so questions
 *   that are not in content/ can be tried before they are published.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { agreement, type Agreement } from '../../domain/ai/judge-agreement.ts';
import type { AiService, OpenQuestionInput } from './ai-service.ts';
import type { ContentIndex } from './content-index.ts';

export const JUDGE_SET_FILE = 'eval/judge-set.json';
export const JUDGE_HOLDOUT_FILE = 'eval/judge-holdout.json';
export const JUDGE_DEV_FILE = 'eval/judge-dev.json';

const label = z.enum(['CORRECT', 'INCORRECT']);

export const bankJudgeSetSchema = z
  .object({
    description: z.string(),
    items: z
      .array(
        z
          .object({
            questionId: z.string().min(1),
            answer: z.string(),
            label,
            kind: z.enum(['correct', 'other-wording', 'typo', 'partial', 'wrong']),
            split: z.enum(['dev', 'holdout']),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type BankJudgeSet = z.infer<typeof bankJudgeSetSchema>;

/** A self-contained item; fields other than these are ignored. */
const selfContainedItemSchema = z.object({
  section: z.enum(['reading', 'listening']),
  question: z.string().min(1),
  modelAnswer: z.string().min(1),
  accepted: z.array(z.string().min(1)),
  keyPoints: z.array(z.string().min(1)).optional(),
  passage: z.string().optional(),
  answer: z.string(),
  label,
  kind: z.string().optional(),
  sourceId: z.string().optional(),
});
export const selfContainedJudgeSetSchema = z.object({ items: z.array(selfContainedItemSchema).min(1) });
export type SelfContainedJudgeSet = z.infer<typeof selfContainedJudgeSetSchema>;

/** One labelled answer to one open question, whichever format it came from. */
export interface JudgeCase {
  input: OpenQuestionInput;
  /** The bank question id, or the item's own sourceId, or its position. */
  questionId: string;
  answer: string;
  label: 'CORRECT' | 'INCORRECT';
  kind: string;
  split?: string;
}

export class JudgeSetError extends Error {}

export function readJudgeSet(contentDir: string): BankJudgeSet {
  return bankJudgeSetSchema.parse(JSON.parse(readFileSync(join(contentDir, JUDGE_SET_FILE), 'utf8')));
}

/** Items whose question is not an open listening or reading question of the bank. */
export function invalidItems(set: BankJudgeSet, content: ContentIndex): BankJudgeSet['items'] {
  return set.items.filter((item) => {
    const entry = content.question(item.questionId);
    return !entry || entry.section === 'grammar' || entry.question.type !== 'open';
  });
}

function bankCases(set: BankJudgeSet, content: ContentIndex, service: AiService): JudgeCase[] {
  return set.items.map((item) => {
    const entry = content.question(item.questionId);
    const input = entry && service.openInput(entry);
    if (!input || input.section === 'grammar')
      throw new JudgeSetError(`not an open listening or reading question: ${item.questionId}`);
    return {
      input,
      questionId: item.questionId,
      answer: item.answer,
      label: item.label,
      kind: item.kind,
      split: item.split,
    };
  });
}

function selfContainedCases(set: SelfContainedJudgeSet): JudgeCase[] {
  return set.items.map((item, index) => {
    const id = item.sourceId ?? `item-${index + 1}`;
    return {
      input: {
        section: item.section,
        question: {
          id,
          type: 'open',
          difficulty: 'B1',
          question: item.question,
          answer: item.modelAnswer,
          accepted: item.accepted.length > 0 ? item.accepted : [item.modelAnswer],
          ...(item.keyPoints && item.keyPoints.length > 0 ? { keyPoints: item.keyPoints } : {}),
          // A self-contained item has no rationale; the passage stands in as the support for extra details.
          rationale: { en: '', az: '', ru: '' },
        },
        ...(item.passage ? { passage: item.passage } : {}),
      },
      questionId: id,
      answer: item.answer,
      label: item.label,
      kind: item.kind ?? 'unknown',
    };
  });
}

/** Reads a set of either format from a file (JSON). */
export function readJudgeCases(file: string, content: ContentIndex, service: AiService): JudgeCase[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new JudgeSetError(`${file}: not readable JSON (${(error as Error).message})`);
  }
  const bank = bankJudgeSetSchema.safeParse(json);
  if (bank.success) return bankCases(bank.data, content, service);
  const selfContained = selfContainedJudgeSetSchema.safeParse(json);
  if (selfContained.success) return selfContainedCases(selfContained.data);
  throw new JudgeSetError(
    `${file}: neither a bank set (questionId per item) nor a self-contained set:\n${z.prettifyError(selfContained.error)}`,
  );
}

export interface JudgedCase extends JudgeCase {
  judged: 'CORRECT' | 'INCORRECT';
  source: 'model' | 'offline';
}

export interface JudgeEvaluation {
  items: JudgedCase[];
  overall: Agreement;
  bySplit: Record<string, Agreement>;
  byKind: Record<string, Agreement>;
  /** Label INCORRECT judged CORRECT, as a share of the INCORRECT labels. */
  falseAccept: number;
  /** Label CORRECT judged INCORRECT, as a share of the CORRECT labels. */
  falseReject: number;
}

const pairsOf = (items: readonly JudgedCase[]) =>
  items.map((i) => ({ label: i.label === 'CORRECT', judged: i.judged === 'CORRECT' }));

function groupAgreement(items: readonly JudgedCase[], key: (item: JudgedCase) => string | undefined) {
  const groups = new Map<string, JudgedCase[]>();
  for (const item of items) {
    const name = key(item);
    if (name !== undefined) groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return Object.fromEntries([...groups].map(([name, group]) => [name, agreement(pairsOf(group))]));
}

export async function evaluateJudge(
  cases: readonly JudgeCase[],
  service: AiService,
  concurrency = 4,
): Promise<JudgeEvaluation> {
  const items: JudgedCase[] = new Array<JudgedCase>(cases.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < cases.length; i = next++) {
      const item = cases[i] as JudgeCase;
      const reply = await service.judgeOpen(item.input, item.answer);
      items[i] = { ...item, judged: reply.correct ? 'CORRECT' : 'INCORRECT', source: reply.source };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const overall = agreement(pairsOf(items));
  const c = overall.confusion;
  return {
    items,
    overall,
    bySplit: groupAgreement(items, (i) => i.split),
    byKind: groupAgreement(items, (i) => i.kind),
    falseAccept: c.falsePositive / (c.falsePositive + c.trueNegative || Number.NaN),
    falseReject: c.falseNegative / (c.falseNegative + c.truePositive || Number.NaN),
  };
}

/** The machine-readable last line of `npm run eval:judge`. */
export function judgeSummaryLine(result: JudgeEvaluation): string {
  const f = (x: number) => (Number.isNaN(x) ? 'nan' : x.toFixed(3));
  return `judge: n=${result.items.length} accuracy=${f(result.overall.accuracy)} kappa=${f(result.overall.kappa)} false_accept=${f(result.falseAccept)} false_reject=${f(result.falseReject)}`;
}
