/**
 * `npm run eval:judge`: runs the configured open-answer judge over a labelled set and prints accuracy, Cohen's
 * kappa, the false-accept and false-reject rates, the figures per kind of answer, every disagreement, and last one
 * machine-readable line:
 *   judge: n=641 accuracy=0.984 kappa=0.968 false_accept=0.010 false_reject=0.022
 * The judge is the offline one unless AI_BASE_URL (with AI_MODEL and AI_API_KEY) is set, in which case the model
 * judges what the key does not settle, as in the app.
 *
 * Usage: npm run eval:judge [-- --set <file>] [-- --quiet]
 *   --set    a bank set (items name a question by questionId) or a self-contained set (items carry section,
 *            question, modelAnswer, accepted, keyPoints?, passage?, answer, label); default:
 *            content/eval/judge-set.json. The blind holdout is content/eval/judge-holdout.json.
 *   --quiet  figures only, no list of disagreements
 */
import { evalSetup, runEval } from './eval-setup.ts';
import {
  evaluateJudge,
  JUDGE_SET_FILE,
  JudgeSetError,
  judgeSummaryLine,
  readJudgeCases,
} from '../src/server/ai/judge-eval.ts';
import type { Agreement } from '../src/domain/ai/judge-agreement.ts';

const figures = (a: Agreement) =>
  `n=${String(a.n).padStart(3)}  accuracy=${a.accuracy.toFixed(3)}  kappa=${Number.isNaN(a.kappa) ? '  n/a' : a.kappa.toFixed(3)}`;

async function main() {
  const { file, quiet, content, provider, service } = evalSetup(JUDGE_SET_FILE);
  const cases = readJudgeCases(file, content, service);
  const started = performance.now();
  const result = await evaluateJudge(cases, service, provider ? 4 : 1);
  const seconds = (performance.now() - started) / 1000;

  const byModel = result.items.filter((i) => i.source === 'model').length;
  console.log(
    `Judge: ${provider ? `${provider.model} at ${provider.baseUrl} (${byModel} answers judged by the model, the rest by the key)` : 'offline'}`,
  );
  console.log(`Set: ${file}, ${result.items.length} labelled answers, ${seconds.toFixed(1)} s\n`);
  console.log(`overall           ${figures(result.overall)}`);
  for (const [split, a] of Object.entries(result.bySplit)) console.log(`split ${split.padEnd(12)}${figures(a)}`);
  // Within one kind the labels are (nearly) all the same, so the share judged CORRECT is what tells.
  console.log('\nkind              n   label CORRECT  judged CORRECT  accuracy');
  for (const [kind, a] of Object.entries(result.byKind).sort(([x], [y]) => x.localeCompare(y))) {
    const c = a.confusion;
    console.log(
      `${kind.padEnd(15)} ${String(a.n).padStart(4)}  ${String(c.truePositive + c.falseNegative).padStart(13)}  ${String(c.truePositive + c.falsePositive).padStart(14)}  ${a.accuracy.toFixed(3)}`,
    );
  }
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
  console.log(judgeSummaryLine(result));
}

await runEval(main, JudgeSetError);
