/**
 * `npm run eval:judge`: runs the configured open-answer judge over the labelled answers in
 * content/eval/judge-set.json and prints accuracy and Cohen's kappa against the labels (overall, by split and by
 * kind of answer), then every disagreement. The judge is the offline one unless AI_BASE_URL (with AI_MODEL and
 * AI_API_KEY) is set, in which case the model judges what the key does not settle, as in the app.
 *
 * Usage: npm run eval:judge [-- --quiet]   (--quiet: figures only, no list of disagreements)
 */
import { createAiService } from '../src/server/ai/ai-service.ts';
import { indexContent } from '../src/server/ai/content-index.ts';
import { evaluateJudge, invalidItems, readJudgeSet } from '../src/server/ai/judge-eval.ts';
import { createOpenAiModel } from '../src/server/ai/openai-model.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { loadContent } from '../src/server/content/load-content.ts';
import { createLogger } from '../src/server/logger.ts';
import type { Agreement } from '../src/domain/ai/judge-agreement.ts';

const figures = (a: Agreement) =>
  `n=${String(a.n).padStart(3)}  accuracy=${a.accuracy.toFixed(3)}  kappa=${Number.isNaN(a.kappa) ? '  n/a' : a.kappa.toFixed(3)}`;

async function main() {
  const quiet = process.argv.includes('--quiet');
  const config = loadConfig({ LOG_LEVEL: 'error', ...process.env });
  const content = indexContent(loadContent(config.contentDir));
  const set = readJudgeSet(config.contentDir);
  const invalid = invalidItems(set, content);
  if (invalid.length > 0) {
    for (const item of invalid) console.error(`not an open listening or reading question: ${item.questionId}`);
    process.exit(1);
  }
  const provider = config.ai.provider;
  const service = createAiService({
    content,
    model: provider ? createOpenAiModel(provider) : undefined,
    timeoutMs: config.ai.timeoutMs,
    logger: createLogger(config.logLevel),
  });
  const started = performance.now();
  const result = await evaluateJudge(set, content, service, provider ? 4 : 1);
  const seconds = (performance.now() - started) / 1000;

  const byModel = result.items.filter((i) => i.source === 'model').length;
  console.log(
    `Judge: ${provider ? `${provider.model} at ${provider.baseUrl} (${byModel} answers judged by the model, the rest by the key)` : 'offline'}`,
  );
  console.log(
    `Set: ${config.contentDir}/eval/judge-set.json, ${result.items.length} labelled answers, ${seconds.toFixed(1)} s\n`,
  );
  console.log(`overall           ${figures(result.overall)}`);
  for (const [split, a] of Object.entries(result.bySplit)) console.log(`split ${split.padEnd(12)}${figures(a)}`);
  // Within one kind the labels are (nearly) all the same, so only accuracy means something there.
  for (const [kind, a] of Object.entries(result.byKind))
    console.log(`kind ${kind.padEnd(13)} n=${String(a.n).padStart(3)}  accuracy=${a.accuracy.toFixed(3)}`);
  const c = result.overall.confusion;
  console.log(`\nlabel CORRECT:   judged CORRECT ${c.truePositive}, INCORRECT ${c.falseNegative}`);
  console.log(`label INCORRECT: judged CORRECT ${c.falsePositive}, INCORRECT ${c.trueNegative}`);
  if (!quiet) {
    const wrong = result.items.filter((i) => i.judged !== i.label);
    if (wrong.length > 0) console.log(`\nDisagreements (${wrong.length}):`);
    for (const i of wrong)
      console.log(
        `  ${i.label.padEnd(9)} judged ${i.judged.padEnd(9)} ${i.kind.padEnd(13)} ${i.questionId}  ${JSON.stringify(i.answer)}`,
      );
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
