/**
 * A student's ability per topic (each grammar topic, listening, reading), estimated from all their answers.
 *
 * Model: a student has a general ability g and, per topic t, an ability θ_t = g + δ_t, where δ_t ~ N(0, τ²) is how
 * much better or worse they are at that topic than in general; g ~ N(0, 1). A right answer to a question of
 * difficulty b has probability logistic(θ_t - b) (Rasch). So a topic a student has not touched is predicted from
 * their other topics, and a topic with many answers is predicted mostly from its own.
 *
 * State: per topic, what its answers say about θ_t as a Gaussian message (precision λ_t and precision-weighted mean
 * η_t), plus counts. Five numbers per topic, nothing per answer. One answer updates its topic's message by one
 * Newton step of the logistic likelihood at the current estimate (the Glicko / Laplace update); the general
 * ability and every topic's estimate are then exact Gaussian combinations of the messages, computed in O(topics).
 * Old evidence fades: each message's precision halves every HALF_LIFE_DAYS without answers on the topic, so a
 * topic practised a year ago counts for less than one practised this week.
 */
import { chanceOfRight, type Ability, type ItemDifficulty } from './item-difficulty.ts';

/** The mastery areas besides grammar topics (whose ids are the topics' ids). */
export const LISTENING_AREA = 'listening';
export const READING_AREA = 'reading';

export const GENERAL_PRIOR: Ability = { mean: 0, variance: 1 };
/** τ: how far one topic's ability typically sits from the student's general ability, in logits. */
export const TOPIC_SD = 0.6;
export const HALF_LIFE_DAYS = 180;
const DAY_MS = 86_400_000;

export interface TopicEvidence {
  /** Answers on the topic, and the points they earned (1 per right answer, ½ per half-right open task). */
  n: number;
  points: number;
  /** The answers' Gaussian message about θ_t: precision and precision × mean. */
  precision: number;
  weightedMean: number;
  /** When the last answer was given (epoch ms). */
  lastAt: number;
}

/** A student's whole state: one entry per topic answered. Plain data, JSON-safe. */
export interface StudentAbility {
  topics: Record<string, TopicEvidence>;
}

/** One graded answer, as the model needs it. */
export interface MasteryAnswer {
  questionId: string;
  /** Grammar topic id, or LISTENING_AREA / READING_AREA. */
  topicId: string;
  /** 1 right, 0 wrong, ½ for half the points of an open task. */
  score: number;
  answeredAt: number;
}

export const emptyAbility = (): StudentAbility => ({ topics: {} });

const FADE_PER_MS = Math.LN2 / (HALF_LIFE_DAYS * DAY_MS);
const TAU2 = TOPIC_SD ** 2;

/**
 * How long the sums over all topics stay valid before they are recomputed with fresh fading: within a day evidence
 * fades by under 0.4%, so the fold updates one topic's share of the sums per answer and revisits every topic only
 * when the history's clock has moved on a day (a history of 10,000 answers costs about 10,000 steps, not 400,000).
 */
const SUMS_VALID_MS = DAY_MS;

/** The state unpacked into arrays, with g's sums kept up to date answer by answer. */
class Working {
  readonly index = new Map<string, number>();
  ids: string[] = [];
  n: number[] = [];
  points: number[] = [];
  precision: number[] = [];
  weightedMean: number[] = [];
  lastAt: number[] = [];
  /** Each topic's share of g's posterior (precision, precision × mean), the totals, and when they were computed. */
  shareP: number[] = [];
  shareW: number[] = [];
  totalP = 0;
  totalW = 0;
  sumsAt = NaN;

  constructor(state: StudentAbility) {
    for (const id in state.topics) {
      const e = state.topics[id] as TopicEvidence;
      this.slot(id);
      const i = this.ids.length - 1;
      this.n[i] = e.n;
      this.points[i] = e.points;
      this.precision[i] = e.precision;
      this.weightedMean[i] = e.weightedMean;
      this.lastAt[i] = e.lastAt;
    }
  }

  slot(id: string): number {
    const found = this.index.get(id);
    if (found !== undefined) return found;
    this.index.set(id, this.ids.length);
    this.ids.push(id);
    this.n.push(0);
    this.points.push(0);
    this.precision.push(0);
    this.weightedMean.push(0);
    this.lastAt.push(-Infinity);
    this.shareP.push(0);
    this.shareW.push(0);
    return this.ids.length - 1;
  }

  /** How much of topic i's evidence is left at `now`. */
  fade(i: number, now: number): number {
    const ms = now - (this.lastAt[i] as number);
    return ms > 0 && Number.isFinite(ms) ? Math.exp(-ms * FADE_PER_MS) : 1;
  }

  /** Topic i's share of g's posterior: its message about g is N(m_i, 1/λ_i + τ²). */
  private share(i: number, now: number) {
    const f = this.fade(i, now);
    const lambda = (this.precision[i] as number) * f;
    const k = 1 / (1 + lambda * TAU2);
    this.shareP[i] = lambda * k;
    this.shareW[i] = (this.weightedMean[i] as number) * f * k;
  }

  private sums(now: number) {
    if (Math.abs(now - this.sumsAt) <= SUMS_VALID_MS) return;
    this.totalP = 1 / GENERAL_PRIOR.variance;
    this.totalW = GENERAL_PRIOR.mean / GENERAL_PRIOR.variance;
    for (let i = 0; i < this.ids.length; i++) {
      this.share(i, now);
      this.totalP += this.shareP[i] as number;
      this.totalW += this.shareW[i] as number;
    }
    this.sumsAt = now;
  }

  /**
   * θ_t's estimate: g's posterior from every other topic's answers, widened by τ², combined with topic t's own
   * faded message (t = -1: a topic without answers).
   */
  topic(t: number, now: number): Ability {
    this.sums(now);
    const precision = this.totalP - (t >= 0 ? (this.shareP[t] as number) : 0);
    const weighted = this.totalW - (t >= 0 ? (this.shareW[t] as number) : 0);
    const priorVariance = 1 / precision + TAU2;
    const priorMean = weighted / precision;
    let ownPrecision = 0;
    let ownWeighted = 0;
    if (t >= 0) {
      const f = this.fade(t, now);
      ownPrecision = (this.precision[t] as number) * f;
      ownWeighted = (this.weightedMean[t] as number) * f;
    }
    const posterior = 1 / priorVariance + ownPrecision;
    return { mean: (priorMean / priorVariance + ownWeighted) / posterior, variance: 1 / posterior };
  }

  add(answer: MasteryAnswer, item: Pick<ItemDifficulty, 'mean' | 'variance'>) {
    const now = answer.answeredAt;
    const t = this.slot(answer.topicId);
    const ability = this.topic(t, now);
    const p = chanceOfRight(ability, item);
    const info = p * (1 - p);
    const f = this.fade(t, now);
    this.n[t] = (this.n[t] as number) + 1;
    this.points[t] = (this.points[t] as number) + answer.score;
    // One Newton step: the posterior's precision gains the answer's information and its mean moves by
    // (score - p) / precision; written as the topic's message, that is η += info × μ + (score - p).
    this.precision[t] = (this.precision[t] as number) * f + info;
    this.weightedMean[t] = (this.weightedMean[t] as number) * f + info * ability.mean + (answer.score - p);
    this.lastAt[t] = Math.max(now, this.lastAt[t] as number);
    this.totalP -= this.shareP[t] as number;
    this.totalW -= this.shareW[t] as number;
    this.share(t, now);
    this.totalP += this.shareP[t] as number;
    this.totalW += this.shareW[t] as number;
  }

  state(): StudentAbility {
    const topics: Record<string, TopicEvidence> = {};
    this.ids.forEach((id, i) => {
      topics[id] = {
        n: this.n[i] as number,
        points: this.points[i] as number,
        precision: this.precision[i] as number,
        weightedMean: this.weightedMean[i] as number,
        lastAt: this.lastAt[i] as number,
      };
    });
    return { topics };
  }
}

/** θ_t's estimate at `now`: the other topics' view of it (through g, plus τ²) combined with its own answers. */
export function topicAbility(state: StudentAbility, topicId: string, now: number): Ability {
  const w = new Working(state);
  return w.topic(w.index.get(topicId) ?? -1, now);
}

/** The general ability g at `now`: what all the student's answers say, each topic's answers counted once. */
export function generalAbility(state: StudentAbility, now: number): Ability {
  // g is θ of a topic with no answers, less the τ² a topic adds.
  const none = new Working(state).topic(-1, now);
  return { mean: none.mean, variance: none.variance - TAU2 };
}

/**
 * Topic t's own answers at `now` as a Gaussian message (precision, precision × mean; zeros for a topic without
 * answers): with the general ability g drawn, θ_t | g has precision 1/τ² + precision and mean
 * (g/τ² + weightedMean) / that, which is how the score prediction draws abilities.
 */
export function topicMessage(
  state: StudentAbility,
  topicId: string,
  now: number,
): { precision: number; weightedMean: number } {
  const w = new Working(state);
  const t = w.index.get(topicId);
  if (t === undefined) return { precision: 0, weightedMean: 0 };
  const f = w.fade(t, now);
  return { precision: (w.precision[t] as number) * f, weightedMean: (w.weightedMean[t] as number) * f };
}

/** Every topic's estimate at once (O(topics²), the same as topicAbility topic by topic without re-reading the state). */
export function topicAbilities(state: StudentAbility, topicIds: readonly string[], now: number): Ability[] {
  const w = new Working(state);
  return topicIds.map((id) => w.topic(w.index.get(id) ?? -1, now));
}

/** The state after one more answer (the input is not changed). */
export function abilityAfterAnswer(
  state: StudentAbility,
  answer: MasteryAnswer,
  item: Pick<ItemDifficulty, 'mean' | 'variance'>,
): StudentAbility {
  const w = new Working(state);
  w.add(answer, item);
  return w.state();
}

/**
 * The state from a whole history, in the order given (oldest first), each answer against its question's current
 * difficulty estimate (`itemOf`). The same as applying abilityAfterAnswer answer by answer, without the copies
 * (up to the fading of other topics within a day, under 0.4%).
 */
export function abilityFromHistory(
  answers: Iterable<MasteryAnswer>,
  itemOf: (questionId: string) => Pick<ItemDifficulty, 'mean' | 'variance'>,
): StudentAbility {
  const w = new Working(emptyAbility());
  for (const answer of answers) w.add(answer, itemOf(answer.questionId));
  return w.state();
}

/**
 * The state after more answers, in the order given, each against its question's current estimate (`itemOf`), as
 * abilityFromHistory does from an empty state. `before` is told each answer with the student's ability on its
 * topic just before it (what the question's difficulty is updated against), so the server updates both from one
 * pass over a batch, without unpacking the state per answer.
 */
export function abilityAfterAnswers(
  state: StudentAbility,
  answers: Iterable<MasteryAnswer>,
  itemOf: (questionId: string) => Pick<ItemDifficulty, 'mean' | 'variance'>,
  before?: (answer: MasteryAnswer, ability: Ability) => void,
): StudentAbility {
  const w = new Working(state);
  for (const answer of answers) {
    const item = itemOf(answer.questionId);
    before?.(answer, w.topic(w.index.get(answer.topicId) ?? -1, answer.answeredAt));
    w.add(answer, item);
  }
  return w.state();
}
