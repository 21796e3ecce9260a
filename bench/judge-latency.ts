/**
 * The budget: the offline judge takes ≤ 5 ms per answer at p99. Judges every labelled answer of the judge sets under
 * content/eval (the bank set, the blind dev set and the blind holdout) five times with the lexicon the server uses, the
 * first pass with no key cached, and reports p50 and p99 of one answer. Also the offline writing estimate per
 * paragraph (figure only), and the one-off loads of the word data (on the first open answer) and of the NLP model
 * (on the first paragraph).
 */
import { existsSync } from 'node:fs';
import { judgeOpenAnswer } from '../src/domain/ai/judge-scored.ts';
import { scoreWritingOffline } from '../src/domain/ai/offline-writing-score.ts';
import { createAiService, openAnswerKey } from '../src/server/ai/ai-service.ts';
import { indexContent } from '../src/server/ai/content-index.ts';
import { JUDGE_DEV_FILE, JUDGE_HOLDOUT_FILE, JUDGE_SET_FILE, readJudgeCases } from '../src/server/ai/judge-eval.ts';
import { englishLexicon, textAnalyser, wordKnowledge } from '../src/server/ai/language-tools.ts';
import { promptOf, readWritingSet, WRITING_SET_FILE } from '../src/server/ai/writing-eval.ts';
import { loadContent } from '../src/server/content/load-content.ts';
import { createLogger } from '../src/server/logger.ts';

export interface JudgeLatency {
  answers: number;
  p50Ms: number;
  p99Ms: number;
  writingParagraphs: number;
  writingP50Ms: number;
  writingP99Ms: number;
  nlpLoadMs: number;
  knowledgeLoadMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

export async function benchJudgeLatency(contentDir = 'content'): Promise<JudgeLatency> {
  const content = indexContent(loadContent(contentDir));
  const service = createAiService({ content, model: undefined, timeoutMs: 1000, logger: createLogger('silent') });
  const cases = [JUDGE_SET_FILE, JUDGE_DEV_FILE, JUDGE_HOLDOUT_FILE]
    .map((file) => `${contentDir}/${file}`)
    .filter((file) => existsSync(file))
    .flatMap((file) => readJudgeCases(file, content, service));
  const knowledgeStarted = performance.now();
  const words = wordKnowledge();
  const knowledgeLoadMs = performance.now() - knowledgeStarted;
  const times: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    for (const item of cases) {
      const mode = item.input.section === 'grammar' ? 'form' : 'meaning';
      const started = performance.now();
      judgeOpenAnswer(item.answer, openAnswerKey(item.input), mode, words);
      times.push(performance.now() - started);
    }
  }

  const loadStarted = performance.now();
  const analyse = await textAnalyser();
  const nlpLoadMs = performance.now() - loadStarted;
  const tools = { lexicon: englishLexicon(), analyse };
  const rubric = content.writing.rubric;
  const writingFile = `${contentDir}/${WRITING_SET_FILE}`;
  const paragraphs = existsSync(writingFile)
    ? readWritingSet(
        writingFile,
        rubric.criteria.map((c) => c.id),
      ).items
    : [];
  const writingTimes: number[] = [];
  for (const [index, item] of paragraphs.entries()) {
    const started = performance.now();
    scoreWritingOffline(item.text, promptOf(item, index), rubric, tools);
    writingTimes.push(performance.now() - started);
  }
  return {
    answers: times.length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    writingParagraphs: writingTimes.length,
    writingP50Ms: percentile(writingTimes, 0.5),
    writingP99Ms: percentile(writingTimes, 0.99),
    nlpLoadMs,
    knowledgeLoadMs,
  };
}

export function judgeLatencyRows(f: JudgeLatency): [string, string, string][] {
  return [
    [
      `Offline judge, one answer (${f.answers} judged), p50 / p99`,
      `${f.p50Ms.toFixed(2)} / ${f.p99Ms.toFixed(2)} ms`,
      '≤ 5 ms p99',
    ],
    [
      `Offline writing estimate, one paragraph (${f.writingParagraphs}), p50 / p99`,
      `${f.writingP50Ms.toFixed(1)} / ${f.writingP99Ms.toFixed(1)} ms`,
      'figure',
    ],
    ['Word list and WordNet load, on the first open answer judged', `${Math.round(f.knowledgeLoadMs)} ms`, 'figure'],
    ['NLP model load, on the first paragraph scored', `${Math.round(f.nlpLoadMs)} ms`, 'figure'],
  ];
}
