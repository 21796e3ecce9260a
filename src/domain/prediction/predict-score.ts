/**
 * The predicted score of the student's next mock exam, classic (DİM's 100-point formula) or new model, with an 80%
 * interval and the chance of reaching a target.
 *
 * The prediction is the score's whole distribution, averaged over what is not known: the student's abilities (drawn
 * from the mastery model's posterior: the general ability, then each topic's ability given it), which questions the
 * mock draws (a listening test, 16 grammar topics, a reading test, questions within them, as assemble-mock.ts does),
 * and how the student answers them (a right answer with the Rasch probability; an open task's 0, ½ or 1 point as two
 * halves each earned with that probability). For each of SAMPLES draws of abilities and mock, the exact distribution
 * of the raw score is built question by question; their average is the prediction. A fixed seed makes the result
 * depend on its inputs only.
 */
import type { ExamModel, Section } from '../api/practice-schema.ts';
import { chanceOfRight } from '../mastery/item-difficulty.ts';
import {
  generalAbility,
  LISTENING_AREA,
  READING_AREA,
  TOPIC_SD,
  topicMessage,
  type StudentAbility,
} from '../mastery/student-ability.ts';
import { dimEstimate } from '../practice/dim-estimate.ts';
import { NEW_MODEL_WRITING_POINTS } from '../practice/new-model-score.ts';
import { seededRandom, type Random } from '../practice/random.ts';
import { exactPercent } from '../practice/score-band.ts';
import { BLUEPRINTS, type BankGroup, type BankItem, type ExamBank } from './exam-bank.ts';

export const SAMPLES = 500;
const SEED = 20_270_601;

/** Below these answers a section's part of the prediction rests on the other sections, and the student is told. */
export const EVIDENCE_NEEDED: Record<Section, number> = { Listening: 6, Grammar: 16, Reading: 8, Writing: 1 };

export interface PredictOptions {
  model: ExamModel;
  now: number;
  /** The student's target on the model's 0–100 scale. */
  target?: number;
  /** New model: the rubric shares (0–1) of the student's past paragraphs, oldest first. */
  writingShares?: readonly number[];
  samples?: number;
}

export interface ScorePrediction {
  model: ExamModel;
  /** Expected score, 0–100. */
  expected: number;
  /** The 80% interval: the score is below `low` with 10% chance and above `high` with 10%. */
  low: number;
  high: number;
  /** Chance of a score at or above the target; null without a target. */
  chanceOfTarget: number | null;
  /** Sections with too few answers to say much; their part is predicted from the general ability. */
  missingSections: Section[];
  /** Expected points of each section (classic: open tasks count 2; writing on its 10-point scale). */
  sections: { section: Section; expected: number; max: number }[];
}

/** A standard normal draw (Box–Muller). */
function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** `n` distinct random items of `items` (a partial Fisher–Yates on a copy). */
function pick<T>(items: readonly T[], n: number, random: Random): T[] {
  const copy = [...items];
  const m = Math.min(n, copy.length);
  for (let i = 0; i < m; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, m);
}

/** Puts `n` random distinct entries of `order` first, in place (a partial Fisher–Yates). */
function shuffle(order: Int32Array, n: number, random: Random) {
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    const x = order[i] as number;
    order[i] = order[j] as number;
    order[j] = x;
  }
}

/** Adds one question worth `points` steps (0..points, binomial with chance p) to the raw-score distribution. */
function convolve(dist: Float64Array, top: number, p: number, points: number): number {
  for (let r = top; r >= 0; r--) {
    const here = dist[r] as number;
    if (here === 0) continue;
    dist[r] = 0;
    if (points === 1) {
      dist[r] = (dist[r] as number) + here * (1 - p);
      dist[r + 1] = (dist[r + 1] as number) + here * p;
    } else {
      const q = 1 - p;
      dist[r] = (dist[r] as number) + here * q * q;
      dist[r + 1] = (dist[r + 1] as number) + here * 2 * p * q;
      dist[r + 2] = (dist[r + 2] as number) + here * p * p;
    }
  }
  return top + points;
}

function sectionAnswers(state: StudentAbility, bank: ExamBank): Record<Section, number> {
  const grammar = bank.topics.reduce((sum, t) => sum + (state.topics[t.id]?.n ?? 0), 0);
  return {
    Listening: state.topics[LISTENING_AREA]?.n ?? 0,
    Grammar: grammar,
    Reading: state.topics[READING_AREA]?.n ?? 0,
    Writing: 0,
  };
}

export function predictScore(state: StudentAbility, bank: ExamBank, options: PredictOptions): ScorePrediction {
  const { model, now } = options;
  const blueprint = BLUEPRINTS[model];
  const samples = options.samples ?? SAMPLES;
  const random = seededRandom(SEED);
  // Raw units: classic, one per closed task and two per open task (DİM's 37); new, half-points (25 closed tasks at
  // 2, the paragraph's 0–20 rubric at 1 per rubric point: 70 units = 35 points).
  const unit = model === 'classic' ? 1 : 2;
  const maxUnits = model === 'classic' ? blueprint.maxRaw : 2 * blueprint.maxRaw;
  const mixture = new Float64Array(maxUnits + 1);
  const dist = new Float64Array(maxUnits + 3);

  const g = generalAbility(state, now);
  const tau2 = TOPIC_SD ** 2;
  const message = (id: string) => topicMessage(state, id, now);
  const grammarTopics = bank.topics.filter((t) => t.mc.length > 0).map((t) => ({ ...t, m: message(t.id) }));
  const listeningTests = bank.listening.filter(
    (t) => t.mc.length >= blueprint.listening.mc && t.open.length >= blueprint.listening.open,
  );
  const readingTests = bank.reading.filter(
    (t) => t.mc.length >= blueprint.reading.mc && t.open.length >= blueprint.reading.open,
  );
  const order = Int32Array.from(grammarTopics, (_, i) => i);
  const listeningMessage = message(LISTENING_AREA);
  const readingMessage = message(READING_AREA);
  const writingShares = options.writingShares ?? [];
  const expectedBySection: Record<Section, number> = { Listening: 0, Grammar: 0, Reading: 0, Writing: 0 };

  /** θ of a topic given g: its own answers' message combined with N(g, τ²). */
  const drawTopic = (gDraw: number, m: { precision: number; weightedMean: number }) => {
    const precision = 1 / tau2 + m.precision;
    return (gDraw / tau2 + m.weightedMean) / precision + normal(random) / Math.sqrt(precision);
  };

  for (let s = 0; s < samples; s++) {
    const gDraw = g.mean + Math.sqrt(g.variance) * normal(random);
    dist.fill(0);
    dist[0] = 1;
    let top = 0;
    const ask = (theta: number, item: BankItem, points: number, section: Section) => {
      // chanceOfRight at a drawn ability (no ability variance left), inlined: this runs 15,000 times a prediction.
      const p = 1 / (1 + Math.exp(-(theta - item.mean) / Math.sqrt(1 + (Math.PI * item.variance) / 8)));
      expectedBySection[section] += (p * points) / unit;
      top = convolve(dist, top, p, points);
    };
    const passages = (tests: BankGroup[], part: typeof blueprint.listening, theta: number, section: Section) => {
      for (const test of pick(tests, part.tests, random)) {
        for (const item of pick(test.mc, part.mc, random)) ask(theta, item, unit, section);
        for (const item of pick(test.open, part.open, random)) ask(theta, item, 2, section);
      }
    };
    passages(listeningTests, blueprint.listening, drawTopic(gDraw, listeningMessage), 'Listening');
    // Grammar: one question from each of `grammar` random topics (a second round when there are fewer topics).
    shuffle(order, Math.min(blueprint.grammar, order.length), random);
    for (let k = 0; k < blueprint.grammar && order.length > 0; k++) {
      const topic = grammarTopics[order[k % order.length] as number] as (typeof grammarTopics)[number];
      const item = topic.mc[Math.floor(random() * topic.mc.length)] as BankItem;
      ask(drawTopic(gDraw, topic.m), item, unit, 'Grammar');
    }
    passages(readingTests, blueprint.reading, drawTopic(gDraw, readingMessage), 'Reading');
    if (blueprint.writingPoints > 0) {
      // The paragraph: its rubric share is the mean of the last three paragraphs' shares, or without any the
      // chance of a B1 question right at the general ability; its spread is four criteria moving together
      // (0, 5, 10, 15 or 20 of 20), wider than any one question.
      const recent = writingShares.slice(-3);
      const share =
        recent.length > 0
          ? recent.reduce((a, b) => a + b, 0) / recent.length
          : chanceOfRight({ mean: gDraw, variance: 0 }, { mean: 0, variance: 0 });
      const q = Math.min(1, Math.max(0, share));
      for (let c = 0; c < 4; c++) {
        // Each criterion's 5 rubric points move as one: 5 units with chance q.
        for (let r = top; r >= 0; r--) {
          const here = dist[r] as number;
          dist[r] = here * (1 - q);
          dist[r + 5] = (dist[r + 5] as number) + here * q;
        }
        top += 5;
        expectedBySection.Writing += (5 * q) / 2;
      }
    }
    for (let r = 0; r <= maxUnits; r++) mixture[r] = (mixture[r] as number) + (dist[r] as number) / samples;
  }

  const score = (units: number) =>
    model === 'classic' ? dimEstimate(units, []) : Math.round(exactPercent(units / 2, blueprint.maxRaw) * 10) / 10;
  // The interval's ends are read at the middle of each score's probability (mid-distribution quantiles): a score
  // is inside when at least half of its probability lies in the central 80%. Scores are whole raw points, so taking
  // a score's whole probability at each end would cover about 84% instead of 80%.
  let expected = 0;
  let below = 0;
  let low = NaN;
  let high = score(0);
  let chanceOfTarget = options.target === undefined ? null : 0;
  for (let r = 0; r <= maxUnits; r++) {
    const mass = mixture[r] as number;
    expected += mass * score(r);
    const middle = below + mass / 2;
    if (Number.isNaN(low) && middle >= 0.1) low = score(r);
    if (middle <= 0.9) high = score(r);
    below += mass;
    if (chanceOfTarget !== null && options.target !== undefined && score(r) >= options.target) chanceOfTarget += mass;
  }
  // Nearly all the probability on one score: the interval is that score.
  if (Number.isNaN(low) || high < low) low = high = score(Math.round((expected / 100) * maxUnits));

  const answers = sectionAnswers(state, bank);
  answers.Writing = writingShares.length;
  const sections: Section[] =
    model === 'classic' ? ['Listening', 'Grammar', 'Reading'] : ['Listening', 'Grammar', 'Reading', 'Writing'];
  const max: Record<Section, number> = {
    Listening: blueprint.listening.tests * (blueprint.listening.mc + 2 * blueprint.listening.open),
    Grammar: blueprint.grammar,
    Reading: blueprint.reading.tests * (blueprint.reading.mc + 2 * blueprint.reading.open),
    Writing: NEW_MODEL_WRITING_POINTS,
  };
  return {
    model,
    expected: Math.round(expected * 10) / 10,
    low,
    high,
    chanceOfTarget: chanceOfTarget === null ? null : Math.min(1, chanceOfTarget),
    missingSections: sections.filter((s) => answers[s] < EVIDENCE_NEEDED[s]),
    sections: sections.map((s) => ({
      section: s,
      expected: Math.round((expectedBySection[s] / samples) * 10) / 10,
      max: max[s],
    })),
  };
}
