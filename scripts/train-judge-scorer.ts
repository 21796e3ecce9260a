/**
 * `npm run train:judge`: the judge's scorer (judge-scorer.ts) on the seventeen dev sets. Prints leave-one-set-out
 * cross-validation, rules alone against rules + scorer per set (each set judged by weights trained on the
 * other sixteen, with the threshold chosen inside those sixteen by an inner leave-one-set-out); with --write it
 * then trains the final weights on all seventeen sets and writes them (default
 * src/domain/ai/judge-scorer-weights.json). The holdouts are never read.
 *
 * Usage: npm run train:judge [-- --write] [-- --out <file>] [-- --signals <cache.json>] [-- --list]
 *   --signals  rows read from this file if it exists (else computed and saved there): for trying the training alone
 *   --list     every answer whose verdict the cross-validated scorer changes
 *   --losses   for every right answer still refused (cross-validated), the step that refuses it, counted per set
 *   --dump     every answer with its label and its rules and cross-validated verdicts, as JSON to this file
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { agreement } from '../src/domain/ai/judge-agreement.ts';
import {
  contradictsOwnQuestion,
  judgeByRules,
  namesOtherClassMember,
  namesOtherPerson,
  saysOtherAction,
} from '../src/domain/ai/judge-open-answer.ts';
import {
  SCORER_MIN_COVERAGE,
  SCORER_MIN_ENGLISH,
  SCORED,
  scorerMayDecide,
  secondThingRefused,
} from '../src/domain/ai/judge-scored.ts';
import { crossValidated, fitScorer, scoredRight, type ScorerRow } from '../src/domain/ai/judge-scorer.ts';
import { judgeSignals, SIGNAL_NAMES, signalVector, type SignalName } from '../src/domain/ai/judge-signals.ts';
import { createAiService, openAnswerKey } from '../src/server/ai/ai-service.ts';
import { indexContent } from '../src/server/ai/content-index.ts';
import { readJudgeCases } from '../src/server/ai/judge-eval.ts';
import { wordKnowledge } from '../src/server/ai/language-tools.ts';
import { loadContent } from '../src/server/content/load-content.ts';
import { createLogger } from '../src/server/logger.ts';

/** The sets the scorer is trained on: every dev set (the holdouts never). */
const DEV_SETS = [
  'judge-dev-blind',
  'judge-dev-blind-2',
  'judge-dev-blind-3',
  'judge-dev-blind-4',
  'judge-dev-blind-5',
  'judge-dev-blind-6',
  'judge-dev-blind-7',
  'judge-dev-blind-8',
  'judge-dev-blind-9',
  'judge-dev-blind-10',
  'judge-dev-blind-11',
  'judge-dev-blind-12',
  'judge-dev-blind-13',
  'judge-dev-blind-14',
  'judge-dev-blind-15',
  'judge-dev',
  'judge-set',
];

/** A wrong answer let in costs this many right ones when the threshold is chosen. */
const WRONG_ACCEPT_COST = 8;

interface Row extends ScorerRow {
  kind: string;
  /** The rules' verdict. */
  rule: boolean;
  /** Another person in the key's person's place: the scorer learns from the answer but never accepts it. */
  otherPerson: boolean;
  /**
   * Another member of a closed class in the key's member's place, or an answer against its own question: refused
   * whatever the rules and the scorer say.
   */
  otherMember: boolean;
  /** The opposite of the key's action, or a denial of it: refused whatever the rules and the scorer say. */
  otherAction: boolean;
  /**
   * A second thing beside the key in a list, the answer accepted by the rules or, where they refuse it, by the
   * scorer: refused whatever the rules and the scorer say.
   */
  secondThing: boolean;
  /** For --list only; never a signal. */
  answer: string;
  keyAnswer: string;
}

function rowsOf(): Row[] {
  const content = indexContent(loadContent('content'));
  const service = createAiService({ content, model: undefined, timeoutMs: 1000, logger: createLogger('silent') });
  const knowledge = wordKnowledge();
  return DEV_SETS.flatMap((set) =>
    readJudgeCases(`content/eval/${set}.json`, content, service).map((c) => {
      const key = openAnswerKey(c.input);
      const verdict = judgeByRules(c.answer, key, 'meaning', knowledge);
      const signals = judgeSignals(c.answer, key, verdict, knowledge);
      return {
        set,
        kind: c.kind,
        label: c.label === 'CORRECT',
        rule: verdict.correct,
        otherPerson: namesOtherPerson(c.answer, key),
        otherMember: namesOtherClassMember(c.answer, key) || contradictsOwnQuestion(c.answer, key),
        otherAction: saysOtherAction(c.answer, key),
        secondThing: secondThingRefused(c.answer, key, verdict.correct ? verdict : SCORED, knowledge),
        may: scorerMayDecide(signals),
        x: signalVector(signals),
        answer: c.answer,
        keyAnswer: key.answer,
      };
    }),
  );
}

function figures(rows: readonly Row[], judge: (r: Row) => boolean) {
  const c = agreement(rows.map((r) => ({ label: r.label, judged: judge(r) }))).confusion;
  const paraphrases = rows.filter((r) => r.label && /paraphrase|other-wording/.test(r.kind));
  const f = (x: number) => x.toFixed(3);
  const kappa = agreement(rows.map((r) => ({ label: r.label, judged: judge(r) }))).kappa;
  return (
    `${f(kappa)}  ${f(c.falsePositive / (c.falsePositive + c.trueNegative))} ${String(c.falsePositive).padStart(3)}  ` +
    `${f(c.falseNegative / (c.falseNegative + c.truePositive))} ${String(c.falseNegative).padStart(3)}  ` +
    `${`${paraphrases.filter(judge).length}/${paraphrases.length}`.padEnd(8)}`
  );
}

const signal = (r: Row, name: SignalName) => r.x[SIGNAL_NAMES.indexOf(name)] ?? 0;

/** The step of the judge that refuses a right answer: a hard refusal, the first gate it fails, or the threshold. */
function refusingStep(r: Row): string {
  if (signal(r, 'hardRefusal') === 1)
    return signal(r, 'refusedOpposite') === 1
      ? 'hard refusal: an opposite, or what the key avoids'
      : signal(r, 'refusedNumber') === 1
        ? 'hard refusal: another half of the day, period or bound'
        : 'hard refusal: another unit or share';
  if (signal(r, 'englishShare') < SCORER_MIN_ENGLISH) return 'gate: under two thirds English words';
  if (signal(r, 'modelNegationDisagrees') === 1) return 'gate: negation against the model answer';
  if (signal(r, 'relationDiffers') === 1) return 'gate: a relation word the key has not';
  const cover = signal(r, 'coverAgreeing');
  if (cover < SCORER_MIN_COVERAGE)
    return cover >= 0.4
      ? 'gate: coverage from 0.40 to the gate'
      : cover >= 0.25
        ? 'gate: coverage 0.25-0.40'
        : 'gate: coverage under 0.25';
  if (signal(r, 'negationDisagrees') === 1) return 'gate: negation against the idea covered best';
  if (signal(r, 'numbersDisagree') === 1) return 'gate: numbers against the idea covered best';
  return r.may ? 'threshold' : 'not asked';
}

function printLosses(refused: readonly Row[]) {
  const sets = [...new Set(refused.map((r) => r.set))];
  const steps = new Map<string, Row[]>();
  for (const r of refused) steps.set(refusingStep(r), [...(steps.get(refusingStep(r)) ?? []), r]);
  console.log(`\nRight answers refused (${refused.length}), by the step that refuses them; per set in order:`);
  console.log(`  ${sets.join(' ')}`);
  for (const [step, list] of [...steps].sort((a, b) => b[1].length - a[1].length)) {
    const perSet = sets.map((s) => list.filter((r) => r.set === s).length).join(' ');
    const paraphrases = list.filter((r) => /paraphrase|other-wording/.test(r.kind)).length;
    console.log(`  ${String(list.length).padStart(4)} (${paraphrases} paraphrases)  ${step}  [${perSet}]`);
  }
}

function main() {
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      losses: { type: 'boolean', default: false },
      out: { type: 'string', default: 'src/domain/ai/judge-scorer-weights.json' },
      signals: { type: 'string' },
      dump: { type: 'string' },
    },
    allowPositionals: false,
  });
  const cache = values.signals;
  const rows: Row[] = cache && existsSync(cache) ? (JSON.parse(readFileSync(cache, 'utf8')) as Row[]) : rowsOf();
  if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify(rows));
  const sets = [...new Set(rows.map((r) => r.set))];
  const may = rows.filter((r) => r.may);
  console.log(
    `${rows.length} answers, ${may.length} the scorer may decide (${may.filter((r) => r.label).length} right)`,
  );
  console.log('set                  rules: kappa  FA         FR         para     | + scorer, cross-validated');
  const models = crossValidated(SIGNAL_NAMES, rows, WRONG_ACCEPT_COST);
  const cv = new Map<Row, boolean>();
  for (const set of sets) {
    const model = models.get(set);
    const test = rows.filter((r) => r.set === set);
    for (const r of test)
      cv.set(
        r,
        !r.otherMember &&
          !r.otherAction &&
          !r.secondThing &&
          (r.rule || (!r.otherPerson && model !== undefined && scoredRight(model, r))),
      );
    const judged = (r: Row) => cv.get(r) ?? r.rule;
    console.log(
      `${set.padEnd(20)} ${figures(test, (r) => r.rule)} | ${figures(test, judged)} t=${model?.threshold.toFixed(3)}`,
    );
    if (values.list)
      for (const r of test.filter((r) => judged(r) !== r.rule))
        console.log(
          `    ${r.label ? 'right' : 'WRONG'} ${r.kind}: ${JSON.stringify(r.answer)} for ${JSON.stringify(r.keyAnswer)}`,
        );
  }
  console.log(`${'all'.padEnd(20)} ${figures(rows, (r) => r.rule)} | ${figures(rows, (r) => cv.get(r) ?? r.rule)}`);
  if (values.losses) printLosses(rows.filter((r) => r.label && !(cv.get(r) ?? r.rule)));
  if (values.dump) {
    const dumped = rows.map(({ set, kind, label, rule, answer, keyAnswer }, i) => ({
      set,
      kind,
      label,
      rule,
      judged: cv.get(rows[i] as Row) ?? rule,
      answer,
      keyAnswer,
    }));
    writeFileSync(values.dump, JSON.stringify(dumped));
  }
  if (!values.write) return;
  const model = fitScorer(SIGNAL_NAMES, rows, sets, WRONG_ACCEPT_COST);
  const rounded = (x: number) => Number(x.toPrecision(6));
  const out = {
    names: model.names,
    means: model.means.map(rounded),
    scales: model.scales.map(rounded),
    weights: model.weights.map(rounded),
    lows: model.lows.map(rounded),
    highs: model.highs.map(rounded),
    bias: rounded(model.bias),
    threshold: rounded(model.threshold),
  };
  writeFileSync(values.out, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`weights written to ${values.out}, threshold ${out.threshold}`);
  for (const [i, name] of SIGNAL_NAMES.entries())
    console.log(`  ${name.padEnd(24)} ${(out.weights[i] ?? 0).toFixed(3)}`);
}

main();
