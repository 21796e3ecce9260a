/**
 * The tutor evaluation (`npm run eval:tutor`): student messages, each labelled with its language, the topics a
 * good reply links or names and the words it must (and must not) contain, sent one by one to the configured tutor
 * (the AI service's `tutorReply`: the model when AI_BASE_URL is set, with its offline fallback; else the offline
 * tutor), as a new chat with no test in progress. Figures from tutor-agreement.ts.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  scoreTutorReply,
  tutorFigures,
  type TutorCase,
  type TutorFigures,
  type TutorScore,
} from '../../domain/ai/tutor-agreement.ts';
import { LANGUAGES } from '../../domain/language.ts';
import type { AiService } from './ai-service.ts';
import type { ContentIndex } from './content-index.ts';

export const TUTOR_SET_FILE = 'eval/tutor-set.json';

const tutorItemSchema = z.object({
  language: z.enum(LANGUAGES),
  message: z.string().min(1),
  kind: z.string().min(1),
  expectedTopics: z.array(z.string()).default([]),
  mustMention: z.array(z.string()).default([]),
  mustNot: z.array(z.string()).default([]),
});
const tutorSetSchema = z.object({ items: z.array(tutorItemSchema).min(1) });

export class TutorSetError extends Error {}

/** Reads a set; an unknown topic id is an error in the set, named with its item. */
export function readTutorSet(file: string, content: ContentIndex): TutorCase[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TutorSetError(`${file}: not a readable JSON file (${(error as Error).message})`);
  }
  const parsed = tutorSetSchema.safeParse(raw);
  if (!parsed.success)
    throw new TutorSetError(
      `${file}: not a tutor set: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  parsed.data.items.forEach((item, i) => {
    const unknown = item.expectedTopics.filter((id) => !content.topic(id));
    if (unknown.length > 0) throw new TutorSetError(`${file}: item ${i}: no topic ${unknown.join(', ')}`);
  });
  return parsed.data.items;
}

export interface TutorResult {
  item: TutorCase;
  reply: string;
  source: 'model' | 'offline' | 'error';
  score: TutorScore;
}

export async function evaluateTutor(
  items: readonly TutorCase[],
  service: AiService,
  content: ContentIndex,
): Promise<{ results: TutorResult[]; figures: TutorFigures; byKind: Record<string, TutorFigures> }> {
  const titlesOf = (id: string) => Object.values(content.topic(id)?.title ?? {});
  const results: TutorResult[] = [];
  for (const item of items) {
    let reply = '';
    let source: TutorResult['source'] = 'error';
    const events = service.tutorReply(
      [{ sender: 'user', text: item.message }],
      { language: item.language, examInProgress: false },
      new AbortController().signal,
    );
    for await (const event of events) {
      if (event.type === 'done') {
        reply = event.response;
        source = event.source;
      }
    }
    results.push({ item, reply, source, score: scoreTutorReply(item, reply, titlesOf) });
  }
  const kinds = [...new Set(items.map((i) => i.kind))].sort();
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, tutorFigures(results.filter((r) => r.item.kind === kind).map((r) => r.score))]),
  );
  return { results, figures: tutorFigures(results.map((r) => r.score)), byKind };
}
