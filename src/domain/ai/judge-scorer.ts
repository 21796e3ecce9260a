/**
 * A logistic regression over the judge's signals (judge-signals.ts): weights anyone can read, one per signal, on
 * signals scaled to mean 0 and spread 1 over the training answers. Trained by plain full-batch gradient descent from
 * zero weights, so the same answers always give the same weights (scripts/train-judge-scorer.ts).
 */

export interface ScorerModel {
  names: readonly string[];
  means: readonly number[];
  scales: readonly number[];
  weights: readonly number[];
  /**
   * Each signal's least and greatest value among the training answers: a signal is read within them, so an answer
   * unlike any trained on (forty content words where they had at most a dozen) gets no more weight than the most
   * extreme one seen.
   */
  lows: readonly number[];
  highs: readonly number[];
  bias: number;
  /** The probability from which the scorer calls a candidate answer right. */
  threshold: number;
}

export interface TrainingRow {
  x: readonly number[];
  label: boolean;
}

export interface TrainingOptions {
  iterations: number;
  learningRate: number;
  /** L2 penalty on the weights (never on the bias). */
  l2: number;
}

export const TRAINING: TrainingOptions = { iterations: 800, learningRate: 0.5, l2: 0.01 };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability that the answer with signals `x` is right. */
export function scoreOf(
  model: Pick<ScorerModel, 'means' | 'scales' | 'weights' | 'lows' | 'highs' | 'bias'>,
  x: readonly number[],
) {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) {
    const value = Math.min(Math.max(x[i] ?? 0, model.lows[i] ?? -Infinity), model.highs[i] ?? Infinity);
    z += (model.weights[i] ?? 0) * ((value - (model.means[i] ?? 0)) / (model.scales[i] ?? 1));
  }
  return sigmoid(z);
}

/** Weights fitted to the rows (threshold 0.5 until one is chosen). */
export function trainScorer(
  names: readonly string[],
  rows: readonly TrainingRow[],
  options: TrainingOptions = TRAINING,
): ScorerModel {
  const d = names.length;
  const n = Math.max(rows.length, 1);
  const means = names.map((_, j) => rows.reduce((s, r) => s + (r.x[j] ?? 0), 0) / n);
  const scales = names.map((_, j) => {
    const variance = rows.reduce((s, r) => s + ((r.x[j] ?? 0) - (means[j] ?? 0)) ** 2, 0) / n;
    // A signal that never varies in training gets weight 0 and no division by zero.
    return variance > 1e-12 ? Math.sqrt(variance) : 1;
  });
  const xs = rows.map((r) => r.x.map((v, j) => (v - (means[j] ?? 0)) / (scales[j] ?? 1)));
  const weights = new Array<number>(d).fill(0);
  let bias = 0;
  for (let step = 0; step < options.iterations; step++) {
    const grad = new Array<number>(d).fill(0);
    let gradBias = 0;
    xs.forEach((x, i) => {
      let z = bias;
      for (let j = 0; j < d; j++) z += (weights[j] ?? 0) * (x[j] ?? 0);
      const error = sigmoid(z) - (rows[i]?.label ? 1 : 0);
      gradBias += error;
      for (let j = 0; j < d; j++) grad[j] = (grad[j] ?? 0) + error * (x[j] ?? 0);
    });
    for (let j = 0; j < d; j++)
      weights[j] = (weights[j] ?? 0) - options.learningRate * ((grad[j] ?? 0) / n + options.l2 * (weights[j] ?? 0));
    bias -= (options.learningRate * gradBias) / n;
  }
  // With no rows every weight stays 0: the range is then [0, 0], not the infinities JSON cannot hold.
  const lows = names.map((_, j) => (rows.length === 0 ? 0 : Math.min(...rows.map((r) => r.x[j] ?? 0))));
  const highs = names.map((_, j) => (rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.x[j] ?? 0))));
  return { names: [...names], means, scales, weights, lows, highs, bias, threshold: 0.5 };
}

/** A threshold above every probability (a score that rounds to 1 still stays under it); finite, for the JSON file. */
export const NOTHING_PASSES = 2;

/**
 * The threshold that gains the most right answers for the wrong ones it lets in, each wrong one costing `cost` right
 * ones, among scored candidates (out of fold). NOTHING_PASSES where no threshold gains.
 */
export function chooseThreshold(scored: readonly { score: number; label: boolean }[], cost: number): number {
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  let best = 0;
  let threshold = NOTHING_PASSES;
  let gain = 0;
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i];
    if (!item) break;
    gain += item.label ? 1 : -cost;
    const next = sorted[i + 1];
    // Only between two different scores: a threshold cannot split equal ones.
    if (gain > best && (!next || next.score < item.score)) {
      best = gain;
      threshold = next ? (item.score + next.score) / 2 : item.score;
    }
  }
  return threshold;
}

/** One answer of a labelled set, as the scorer sees it. */
export interface ScorerRow extends TrainingRow {
  set: string;
  /** The scorer may decide it (judge-scored.ts scorerMayDecide); only these are trained on and scored. */
  may: boolean;
}

/**
 * The scorer trained on the rows of `sets`, its threshold chosen out of fold: each of those sets in turn is scored by
 * weights trained on the others, and the threshold that gains the most over those scores is kept.
 */
export function fitScorer(
  names: readonly string[],
  rows: readonly ScorerRow[],
  sets: readonly string[],
  wrongAcceptCost: number,
  options: TrainingOptions = TRAINING,
): ScorerModel {
  const train = (keep: (r: ScorerRow) => boolean) =>
    trainScorer(
      names,
      rows.filter((r) => r.may && keep(r)),
      options,
    );
  const scored = sets.flatMap((held) => {
    const model = train((r) => r.set !== held && sets.includes(r.set));
    return rows.filter((r) => r.set === held && r.may).map((r) => ({ score: scoreOf(model, r.x), label: r.label }));
  });
  return { ...train((r) => sets.includes(r.set)), threshold: chooseThreshold(scored, wrongAcceptCost) };
}

/** Leave-one-set-out: for each set, the model fitted on the others (threshold chosen inside them). */
export function crossValidated(
  names: readonly string[],
  rows: readonly ScorerRow[],
  wrongAcceptCost: number,
  options: TrainingOptions = TRAINING,
): Map<string, ScorerModel> {
  const sets = [...new Set(rows.map((r) => r.set))];
  return new Map(
    sets.map((held) => [
      held,
      fitScorer(
        names,
        rows,
        sets.filter((s) => s !== held),
        wrongAcceptCost,
        options,
      ),
    ]),
  );
}

/** Whether the scorer, given the rules' verdict, calls the row right. */
export const scoredRight = (model: ScorerModel, row: Pick<ScorerRow, 'x' | 'may'>) =>
  row.may && scoreOf(model, row.x) >= model.threshold;
