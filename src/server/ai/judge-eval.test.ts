/**
 * The judge evaluation sets and the offline judge's agreement with them, on the real offline service and the real
 * content: the bank set (content/eval/judge-set.json), the blind dev set the judge is tuned on (judge-dev.json) and
 * the blind holdouts it is never tuned on (judge-holdout.json, and judge-holdout-2.json by another author), all
 * self-contained. The holdouts' bounds are what the judge reaches today, so that a change that loses ground fails;
 * the figures per kind are in docs/decisions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../content/load-content.ts';
import { createLogger } from '../logger.ts';
import { createAiService } from './ai-service.ts';
import { indexContent, type ContentIndex } from './content-index.ts';
import {
  evaluateJudge,
  invalidItems,
  judgeSummaryLine,
  readJudgeCases,
  readJudgeSet,
  type BankJudgeSet,
  type JudgeEvaluation,
} from './judge-eval.ts';

let content: ContentIndex;
let set: BankJudgeSet;
beforeAll(() => {
  content = indexContent(loadContent('content'));
  set = readJudgeSet('content');
});

describe('the judge evaluation set', () => {
  it('has at least 150 labelled answers to open listening and reading questions, of every kind', () => {
    expect(set.items.length).toBeGreaterThanOrEqual(150);
    expect(invalidItems(set, content)).toEqual([]);
    const kinds = new Set(set.items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['correct', 'other-wording', 'partial', 'typo', 'wrong']);
    expect(set.items.some((i) => i.label === 'CORRECT') && set.items.some((i) => i.label === 'INCORRECT')).toBe(true);
    expect(new Set(set.items.map((i) => i.questionId)).size).toBeGreaterThanOrEqual(100);
  });

  it('the offline judge agrees with the labels: accuracy ≥ 0.9 overall and on the held-out split', async () => {
    const service = createAiService({ content, model: undefined, timeoutMs: 1000, logger: createLogger('silent') });
    const result = await evaluateJudge(readJudgeCases('content/eval/judge-set.json', content, service), service, 1);
    expect(result.items.every((i) => i.source === 'offline')).toBe(true);
    expect(result.overall.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(result.overall.kappa).toBeGreaterThanOrEqual(0.8);
    expect(result.bySplit.holdout?.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the self-contained blind sets', () => {
  const figures = async (file: string) => {
    const service = createAiService({ content, model: undefined, timeoutMs: 1000, logger: createLogger('silent') });
    const cases = readJudgeCases(file, content, service);
    return { cases, result: await evaluateJudge(cases, service, 1) };
  };
  const acceptedShare = (result: JudgeEvaluation, kind: string) => {
    const c = result.byKind[kind]?.confusion;
    return c ? c.truePositive / (c.truePositive + c.falseNegative) : Number.NaN;
  };

  it('the holdout: at least 600 answers to 40 questions; false accepts ≤ 3%, false rejects ≤ 10%, kappa ≥ 0.85, paraphrases ≥ 80%, broken-but-right English ≥ 80% and spelling slips ≥ 90% accepted', async () => {
    const { cases, result } = await figures('content/eval/judge-holdout.json');
    expect(cases.length).toBeGreaterThanOrEqual(600);
    expect(new Set(cases.map((c) => c.input.question)).size).toBeGreaterThanOrEqual(40);
    expect(result.falseAccept).toBeLessThanOrEqual(0.03);
    expect(result.overall.kappa).toBeGreaterThanOrEqual(0.85);
    expect(acceptedShare(result, 'broken')).toBeGreaterThanOrEqual(0.8);
    expect(acceptedShare(result, 'spelling')).toBeGreaterThanOrEqual(0.9);
    expect(result.falseReject).toBeLessThanOrEqual(0.08);
    expect(acceptedShare(result, 'paraphrase')).toBeGreaterThanOrEqual(0.8);
    expect(judgeSummaryLine(result)).toMatch(
      /^judge: n=\d+ accuracy=[\d.]+ kappa=[\d.]+ false_accept=[\d.]+ false_reject=[\d.]+$/,
    );
  });

  it('the second holdout: at least 600 answers to 40 questions; false accepts ≤ 3%, false rejects ≤ 10%, kappa ≥ 0.85, paraphrases ≥ 80%, broken-but-right English ≥ 80% and spelling slips ≥ 90% accepted', async () => {
    const { cases, result } = await figures('content/eval/judge-holdout-2.json');
    expect(cases.length).toBeGreaterThanOrEqual(600);
    expect(new Set(cases.map((c) => c.input.question)).size).toBeGreaterThanOrEqual(40);
    expect(result.falseAccept).toBeLessThanOrEqual(0.03);
    expect(acceptedShare(result, 'broken-but-right')).toBeGreaterThanOrEqual(0.8);
    expect(acceptedShare(result, 'spelling-slip')).toBeGreaterThanOrEqual(0.9);
    expect(result.overall.kappa).toBeGreaterThanOrEqual(0.85);
    expect(result.falseReject).toBeLessThanOrEqual(0.1);
    expect(acceptedShare(result, 'paraphrase')).toBeGreaterThanOrEqual(0.8);
  });

  it('the dev set: false accepts ≤ 3%, kappa ≥ 0.95, spelling slips ≥ 90% and numbers ≥ 90% accepted', async () => {
    const { result } = await figures('content/eval/judge-dev.json');
    expect(result.falseAccept).toBeLessThanOrEqual(0.03);
    expect(result.overall.kappa).toBeGreaterThanOrEqual(0.95);
    expect(acceptedShare(result, 'spelling')).toBeGreaterThanOrEqual(0.9);
    expect(acceptedShare(result, 'numbers')).toBeGreaterThanOrEqual(0.9);
  });

  // With the learned scorer (judge-scored.ts), trained on these sets: its cross-validated figures, each set judged by
  // weights trained without it, are in docs/decisions/007-honest-marking.md (rounds 18, 19, 22, 23 and 24, and the seventeen-set training after it).
  it('the blind dev sets: kappa and false rejects at least as good as today, false accepts no higher', async () => {
    const bounds: [file: string, kappa: number, falseAccept: number, falseReject: number][] = [
      ['content/eval/judge-dev-blind.json', 0.926, 0.011, 0.049],
      ['content/eval/judge-dev-blind-2.json', 0.918, 0.011, 0.063],
      ['content/eval/judge-dev-blind-3.json', 0.958, 0.023, 0.018],
      // Measured unseen before any tuning on it (kappa 0.693 before the ninth round, 0.715 after), then a dev set.
      ['content/eval/judge-dev-blind-4.json', 0.883, 0.033, 0.074],
      // Measured unseen before any tuning on it (kappa 0.897 before the eleventh and twelfth rounds, 0.909 after);
      // then the two false accepts the two rounds added were looked at, and one rule fixed.
      ['content/eval/judge-dev-blind-5.json', 0.941, 0.03, 0.027],
      // Measured unseen after the thirteenth round, then a dev set (kappa 0.898, false rejects 0.072 before the
      // fourteenth round).
      ['content/eval/judge-dev-blind-6.json', 0.934, 0.012, 0.047],
      // Measured unseen before the sixteenth round (kappa 0.843, false accepts 0.031, false rejects 0.101) and after
      // it (0.847, 0.031, 0.098), then a dev set; 0.864, 0.025, 0.088 after the seventeenth, 0.879, 0.025, 0.076
      // with the eighteenth round's scorer (0.879, 0.028, 0.075 cross-validated, trained without this set).
      ['content/eval/judge-dev-blind-7.json', 0.896, 0.015, 0.07],
      // Written after the eighteenth round's scorer was trained and measured unseen: kappa 0.833, false accepts 0.024,
      // false rejects 0.121 by the rules alone, 0.855, 0.024, 0.103 with the scorer (nine more right answers, no
      // wrong one); the same after the scorer's gate was made stricter. Trained on since the nineteenth round.
      ['content/eval/judge-dev-blind-8.json', 0.892, 0.013, 0.081],
      // Written after the scorer's gate was made stricter and measured unseen on the judge as it stands: kappa 0.806,
      // false accepts 0.033, false rejects 0.127 (paraphrases 114 of 151): under the targets the holdouts meet.
      // Trained on since the nineteenth round: 0.818, 0.033, 0.118 cross-validated, 0.821, 0.033, 0.116 in-sample.
      ['content/eval/judge-dev-blind-9.json', 0.842, 0.017, 0.109],
      // Written after the nineteenth round and measured unseen on the judge before it (kappa 0.842, false accepts
      // 0.047, false rejects 0.095) and after it (0.857, 0.047, 0.083): every target but false accepts. Trained on
      // since the twenty-second round.
      ['content/eval/judge-dev-blind-10.json', 0.894, 0.022, 0.07],
      // By another author, measured unseen on the nineteenth round's judge: kappa 0.774, false accepts 0.038, false
      // rejects 0.164 (right paraphrases 107 of 159). Trained on since the twenty-second round (0.787, 0.031, 0.157
      // cross-validated).
      ['content/eval/judge-dev-blind-11.json', 0.802, 0.019, 0.154],
      // Written while rounds 21-23 ran and measured unseen after round 23 (blind-12 kappa 0.828, blind-13 0.817; the
      // figures before and after are in decision 007), then dev sets, trained on since round 24.
      ['content/eval/judge-dev-blind-12.json', 0.837, 0.03, 0.111],
      ['content/eval/judge-dev-blind-13.json', 0.845, 0.032, 0.105],
      // Written after round 23 and measured unseen before and after round 24 (kappa 0.868 and 0.862, false accepts
      // 0.059 and 0.042 against the target of 0.03), then dev sets, trained on since.
      ['content/eval/judge-dev-blind-14.json', 0.885, 0.039, 0.066],
      ['content/eval/judge-dev-blind-15.json', 0.883, 0.018, 0.088],
      // The kappa and false-accept bounds moved with rounds 25-27's refusals (an answer against its own question,
      // another action or a denial, a second thing beside the key: decision 007): cross-validated over the seventeen
      // dev sets they refused 58 wrong answers and no right one.
    ];
    for (const [file, kappa, falseAccept, falseReject] of bounds) {
      const { result } = await figures(file);
      expect(result.overall.kappa, file).toBeGreaterThanOrEqual(kappa);
      expect(result.falseAccept, file).toBeLessThanOrEqual(falseAccept);
      expect(result.falseReject, file).toBeLessThanOrEqual(falseReject);
    }
    // Fifteen sets, some 12,000 answers judged cold: seconds on a quiet machine, far more beside other work.
  }, 120_000);
});
