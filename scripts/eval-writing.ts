/**
 * `npm run eval:writing`: runs the configured writing scorer over paragraphs scored by hand from the rubric and
 * prints the mean absolute error per criterion, the quadratic weighted kappa and mean absolute error of the total,
 * the mean total per kind of paragraph, and last one machine-readable line:
 *   writing: n=66 qwk=0.812 mae_total=1.85 adversarial_max=3
 * The scorer is the offline estimate unless AI_BASE_URL (with AI_MODEL and AI_API_KEY) is set.
 *
 * Usage: npm run eval:writing [-- --set <file>] [-- --quiet]
 *   --set    items { prompt: { title, instructions, minWords }, text, kind, scores: { <criterion id>: n }, total };
 *            default: content/eval/writing-set.json
 *   --quiet  figures only, no list of paragraphs
 */
import { evalSetup, runEval } from './eval-setup.ts';
import {
  ADVERSARIAL_KINDS,
  evaluateWriting,
  readWritingSet,
  WRITING_SET_FILE,
  WritingSetError,
  writingSummaryLine,
} from '../src/server/ai/writing-eval.ts';

async function main() {
  const { file, quiet, content, provider, service } = evalSetup(WRITING_SET_FILE);
  const rubric = content.writing.rubric;
  const criterionIds = rubric.criteria.map((c) => c.id);
  const set = readWritingSet(file, criterionIds);
  const started = performance.now();
  const result = await evaluateWriting(set, service, criterionIds, rubric.maxScore);
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `Scorer: ${provider ? `${provider.model} at ${provider.baseUrl}, with the rubric's hard rules` : 'offline estimate'}`,
  );
  console.log(`Set: ${file}, ${result.items.length} paragraphs, ${seconds.toFixed(1)} s\n`);
  console.log('criterion             mean absolute error');
  for (const [id, mae] of Object.entries(result.maeByCriterion)) console.log(`${id.padEnd(22)}${mae.toFixed(2)}`);
  console.log(`total (of ${rubric.maxScore})          ${result.maeTotal.toFixed(2)}   qwk ${result.qwk.toFixed(3)}`);
  console.log('\nkind              n   mean by hand   mean given');
  for (const [kind, k] of Object.entries(result.byKind).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${kind.padEnd(15)} ${String(k.n).padStart(3)}   ${k.expected.toFixed(1).padStart(12)}   ${k.given.toFixed(1).padStart(10)}${ADVERSARIAL_KINDS.includes(kind) ? '   (not a real attempt)' : ''}`,
    );
  if (!quiet) {
    console.log('\nParagraphs (by hand → given):');
    for (const s of result.items)
      console.log(
        `  ${String(s.item.total).padStart(2)} → ${String(s.total).padStart(2)}  ${s.item.kind.padEnd(14)} ${JSON.stringify(s.item.text.slice(0, 70))}`,
      );
  }
  console.log(writingSummaryLine(result));
}

await runEval(main, WritingSetError);
