/**
 * The judge evaluation (`npm run eval:judge`): the labelled student answers of content/eval/judge-set.json run
 * through the configured judge (the AI service's `judgeOpen`: the model when AI_BASE_URL is set, with its offline
 * fallback; else the offline judge), compared with the labels by accuracy and Cohen's kappa.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { agreement, type Agreement } from '../../domain/ai/judge-agreement.ts';
import type { AiService } from './ai-service.ts';
import type { ContentIndex } from './content-index.ts';

export const JUDGE_SET_FILE = 'eval/judge-set.json';

export const judgeSetSchema = z
  .object({
    description: z.string(),
    items: z
      .array(
        z
          .object({
            questionId: z.string().min(1),
            answer: z.string(),
            label: z.enum(['CORRECT', 'INCORRECT']),
            kind: z.enum(['correct', 'other-wording', 'typo', 'partial', 'wrong']),
            split: z.enum(['dev', 'holdout']),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type JudgeSet = z.infer<typeof judgeSetSchema>;
export type JudgeSetItem = JudgeSet['items'][number];

export function readJudgeSet(contentDir: string): JudgeSet {
  return judgeSetSchema.parse(JSON.parse(readFileSync(join(contentDir, JUDGE_SET_FILE), 'utf8')));
}

/** Items whose question is not an open listening or reading question. */
export function invalidItems(set: JudgeSet, content: ContentIndex): JudgeSetItem[] {
  return set.items.filter((item) => {
    const entry = content.question(item.questionId);
    return !entry || entry.section === 'grammar' || entry.question.type !== 'open';
  });
}

export interface JudgedItem extends JudgeSetItem {
  judged: 'CORRECT' | 'INCORRECT';
  source: 'model' | 'offline';
}

export interface JudgeEvaluation {
  items: JudgedItem[];
  overall: Agreement;
  bySplit: Record<string, Agreement>;
  byKind: Record<string, Agreement>;
}

function groupAgreement(items: readonly JudgedItem[], key: (item: JudgedItem) => string): Record<string, Agreement> {
  const groups = new Map<string, JudgedItem[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return Object.fromEntries(
    [...groups].map(([name, group]) => [
      name,
      agreement(group.map((i) => ({ label: i.label === 'CORRECT', judged: i.judged === 'CORRECT' }))),
    ]),
  );
}

export async function evaluateJudge(
  set: JudgeSet,
  content: ContentIndex,
  service: AiService,
  concurrency = 4,
): Promise<JudgeEvaluation> {
  const items: JudgedItem[] = new Array<JudgedItem>(set.items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < set.items.length; i = next++) {
      const item = set.items[i] as JudgeSetItem;
      const entry = content.question(item.questionId);
      const open = entry && service.openInput(entry);
      if (!open) throw new Error(`${item.questionId} is not an open question`);
      const reply = await service.judgeOpen(open, item.answer);
      items[i] = { ...item, judged: reply.correct ? 'CORRECT' : 'INCORRECT', source: reply.source };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    items,
    overall: agreement(items.map((i) => ({ label: i.label === 'CORRECT', judged: i.judged === 'CORRECT' }))),
    bySplit: groupAgreement(items, (i) => i.split),
    byKind: groupAgreement(items, (i) => i.kind),
  };
}
