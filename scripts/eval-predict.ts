/**
 * `npm run eval:predict`: how well the predicted DİM score (src/domain/prediction/predict-score.ts) foretells a
 * student's next classic mock exam, on simulated students over the real question bank.
 *
 * The simulation: every question of content/ gets a true difficulty (its CEFR prior plus noise of the prior's
 * spread); every student a true general ability g ~ N(0, 1) and a true offset per grammar topic, listening and
 * reading ~ N(0, 0.6²). Over eight weeks students practise as they do: a few favourite grammar topics often, others
 * rarely or never, listening and reading tests now and then, zero to three mock exams; how much they practise varies
 * twenty-fold. Answers follow the Rasch model (an open task: two halves, each earned with the same probability).
 * Then, as the server will: question difficulties are estimated online from everyone's answers (CEFR prior), each
 * student's mastery is folded from their history, and their next mock exam (assembled as the app does) is predicted
 * and then sat.
 *
 * Figures: mae (predicted expected score against the score sat), coverage80 (share of scores inside the 80%
 * interval), and the bounds: mae_oracle, an oracle that knows every true ability and difficulty (only the mock's own
 * randomness is left: which questions, which answers), and mae_known_items, this model with the true difficulties
 * given (what calibrating the bank costs). The best any model can do with the students' evidence lies between
 * mae_oracle and mae.
 *
 * Usage: npm run eval:predict [-- --students 1000] [-- --seed 1]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from '../src/server/content/load-content.ts';
import type { Difficulty } from '../src/domain/content/schema.ts';
import { priorDifficulty, updateItemDifficulty, type ItemDifficulty } from '../src/domain/mastery/item-difficulty.ts';
import {
  abilityAfterAnswer,
  abilityFromHistory,
  emptyAbility,
  generalAbility,
  LISTENING_AREA,
  READING_AREA,
  TOPIC_SD,
  topicAbility,
  topicMessage,
  type MasteryAnswer,
  type StudentAbility,
} from '../src/domain/mastery/student-ability.ts';
import { assembleClassicMock } from '../src/domain/practice/assemble-mock.ts';
import { dimEstimate, type OpenPoints } from '../src/domain/practice/dim-estimate.ts';
import { seededRandom, type Random } from '../src/domain/practice/random.ts';
import { examBank } from '../src/domain/prediction/exam-bank.ts';
import { predictScore } from '../src/domain/prediction/predict-score.ts';

const { values } = parseArgs({
  options: { students: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' } },
  allowPositionals: false,
});
const students = Number(values.students);
const seed = Number(values.seed);
if (!Number.isInteger(students) || students < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run eval:predict [-- --students N] [-- --seed S]  (N ≥ 1, S an integer)');
  process.exit(1);
}

const DAY = 86_400_000;
const START = Date.UTC(2026, 8, 1);
const WEEKS = 8;
const EXAM_AT = START + WEEKS * 7 * DAY;
const random = seededRandom(seed);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const pickOne = <T>(items: readonly T[], r: Random = random): T => items[Math.floor(r() * items.length)] as T;

const loaded = loadContent(process.env.CONTENT_DIR ?? join(import.meta.dirname, '..', 'content'));
const content = { ...loaded, writingPrompts: loaded.writing.prompts };

interface Question {
  id: string;
  area: string;
  type: 'mc' | 'open';
  level: Difficulty;
  trueDifficulty: number;
}
const questions = new Map<string, Question>();
const add = (area: string, q: { id: string; type: 'mc' | 'open'; difficulty: Difficulty }) =>
  questions.set(q.id, {
    id: q.id,
    area,
    type: q.type,
    level: q.difficulty,
    trueDifficulty: priorDifficulty(q.difficulty).mean + Math.sqrt(priorDifficulty(q.difficulty).variance) * normal(),
  });
for (const t of content.topics) for (const q of t.questions) add(t.id, q);
for (const t of content.listening) for (const q of t.questions) add(LISTENING_AREA, q);
for (const t of content.reading) for (const q of t.questions) add(READING_AREA, q);
const areas = [...content.topics.map((t) => t.id), LISTENING_AREA, READING_AREA];

interface Student {
  trueAbility: Map<string, number>;
  answers: MasteryAnswer[];
}

/** The points a student of true ability θ earns on a question: 0/1, or 0/½/1 for an open task. */
function sit(theta: number, q: Question): number {
  const p = logistic(theta - q.trueDifficulty);
  if (q.type === 'mc') return random() < p ? 1 : 0;
  return ((random() < p ? 1 : 0) + (random() < p ? 1 : 0)) / 2;
}

function answer(s: Student, questionId: string, at: number) {
  const q = questions.get(questionId) as Question;
  s.answers.push({ questionId, topicId: q.area, score: sit(s.trueAbility.get(q.area) as number, q), answeredAt: at });
}

/** Sits a classic mock exam as the app assembles it; returns its DİM score. `at` < 0: not recorded as practice. */
function mockExam(s: Student, at: number): number {
  const draw = assembleClassicMock(content, random);
  let closed = 0;
  const open: OpenPoints[] = [];
  draw.questions.forEach((d, i) => {
    const q = questions.get(d.questionId) as Question;
    const points = sit(s.trueAbility.get(q.area) as number, q);
    if (q.type === 'mc') closed += points;
    else open.push(points as OpenPoints);
    if (at >= 0) s.answers.push({ questionId: q.id, topicId: q.area, score: points, answeredAt: at + i * 60_000 });
  });
  return dimEstimate(closed, open);
}

// Practice: sessions spread over the weeks before the exam.
const population: Student[] = [];
for (let i = 0; i < students; i++) {
  const g = normal();
  const trueAbility = new Map(areas.map((a) => [a, g + TOPIC_SD * normal()]));
  const s: Student = { trueAbility, answers: [] };
  const sessions = Math.max(1, Math.round(Math.exp(2.2 + 0.9 * normal())));
  const favourites = Array.from({ length: 1 + Math.floor(random() * 6) }, () => pickOne(content.topics));
  const mocks = Math.floor(random() * 4);
  const likesListening = random() < 0.6;
  const likesReading = random() < 0.6;
  const times = Array.from({ length: sessions + mocks }, () => START + random() * (EXAM_AT - START - DAY)).sort(
    (a, b) => a - b,
  );
  const mockSlots = new Set(Array.from({ length: mocks }, () => Math.floor(random() * times.length)));
  times.forEach((at, k) => {
    if (mockSlots.has(k)) return void mockExam(s, at);
    const kind = random();
    if (kind < 0.12 && likesListening) {
      pickOne(content.listening).questions.forEach((q, j) => answer(s, q.id, at + j * 60_000));
    } else if (kind < 0.24 && likesReading) {
      pickOne(content.reading).questions.forEach((q, j) => answer(s, q.id, at + j * 60_000));
    } else {
      const topic = random() < 0.8 ? pickOne(favourites) : pickOne(content.topics);
      for (let j = 0; j < 10; j++) answer(s, pickOne(topic.questions).id, at + j * 60_000);
    }
  });
  population.push(s);
}

// Calibration: every answer of every student in time order, as the server would see them.
const items = new Map<string, ItemDifficulty>();
const itemOf = (id: string) => {
  let item = items.get(id);
  if (!item) {
    item = priorDifficulty((questions.get(id) as Question).level);
    items.set(id, item);
  }
  return item;
};
const stream = population
  .flatMap((s, who) => s.answers.map((a) => ({ who, a })))
  .sort((x, y) => x.a.answeredAt - y.a.answeredAt);
const running: StudentAbility[] = population.map(() => emptyAbility());
for (const { who, a } of stream) {
  const state = running[who] as StudentAbility;
  const item = itemOf(a.questionId);
  items.set(a.questionId, updateItemDifficulty(item, topicAbility(state, a.topicId, a.answeredAt), a.score));
  running[who] = abilityAfterAnswer(state, a, item);
}

const bank = examBank(content, (id) => items.get(id));
const trueBank = examBank(content, (id) => ({ mean: (questions.get(id) as Question).trueDifficulty, variance: 0 }));

// A mock's expected raw points given the abilities, exactly: each area's questions weighted by the chance a mock
// draws them (a listening test among the eligible, then 3 of its multiple-choice and 3 of its open questions; 16 of
// the grammar topics, then one of the topic's multiple-choice questions; likewise reading), tabulated on a grid of
// abilities once per area.
const GRID_LOW = -10;
const GRID_STEP = 0.01;
const GRID = 2001;
const curves = new Map<string, Float64Array>();
function weigh(area: string, id: string, w: number) {
  const q = questions.get(id) as Question;
  let curve = curves.get(area);
  if (!curve) curves.set(area, (curve = new Float64Array(GRID)));
  for (let k = 0; k < GRID; k++)
    curve[k] = (curve[k] as number) + w * logistic(GRID_LOW + k * GRID_STEP - q.trueDifficulty);
}
function weighPassages(
  area: string,
  tests: readonly { questions: readonly { id: string; type: 'mc' | 'open' }[] }[],
  mc: number,
  open: number,
) {
  const eligible = tests.filter(
    (t) =>
      t.questions.filter((q) => q.type === 'mc').length >= mc &&
      t.questions.filter((q) => q.type === 'open').length >= open,
  );
  for (const t of eligible) {
    const mcs = t.questions.filter((q) => q.type === 'mc');
    const opens = t.questions.filter((q) => q.type === 'open');
    for (const q of mcs) weigh(area, q.id, mc / mcs.length / eligible.length);
    for (const q of opens) weigh(area, q.id, (2 * open) / opens.length / eligible.length);
  }
}
weighPassages(LISTENING_AREA, content.listening, 3, 3);
weighPassages(READING_AREA, content.reading, 4, 4);
const withMc = content.topics.filter((t) => t.questions.some((q) => q.type === 'mc'));
for (const t of withMc) {
  const mcs = t.questions.filter((q) => q.type === 'mc');
  for (const q of mcs) weigh(t.id, q.id, 16 / withMc.length / mcs.length);
}
function expectedScore(theta: (area: string) => number): number {
  let raw = 0;
  for (const [area, curve] of curves) {
    const x = (theta(area) - GRID_LOW) / GRID_STEP;
    const k = Math.min(GRID - 2, Math.max(0, Math.floor(x)));
    const f = Math.min(1, Math.max(0, x - k));
    raw += (curve[k] as number) * (1 - f) + (curve[k + 1] as number) * f;
  }
  return (raw * 100) / 37;
}

/**
 * The best prediction the evidence allows, approximately: the expected score under the true model's exact
 * posterior (true difficulties, true population, no fading), by importance sampling with the mastery model's
 * posterior, widened, as the proposal. Returns the prediction and the effective sample size.
 */
function bestForEvidence(s: Student, proposal: StudentAbility): { expected: number; ess: number } {
  const draws = 400;
  const widen = 1.5;
  const g = generalAbility(proposal, EXAM_AT);
  const messages = areas.map((a) => topicMessage(proposal, a, EXAM_AT));
  const index = new Map(areas.map((a, i) => [a, i]));
  const tau2 = TOPIC_SD ** 2;
  const logNormal = (x: number, mean: number, variance: number) =>
    -0.5 * ((x - mean) ** 2 / variance + Math.log(variance));
  const logWeights: number[] = [];
  const values: number[] = [];
  const theta = new Float64Array(areas.length);
  for (let k = 0; k < draws; k++) {
    const gv = g.variance * widen;
    const gDraw = g.mean + Math.sqrt(gv) * normal();
    let logQ = logNormal(gDraw, g.mean, gv);
    let logP = logNormal(gDraw, 0, 1);
    areas.forEach((_, i) => {
      const m = messages[i] as { precision: number; weightedMean: number };
      const precision = 1 / tau2 + m.precision;
      const mean = (gDraw / tau2 + m.weightedMean) / precision;
      const variance = (m.precision > 0 ? widen : 1) / precision;
      theta[i] = mean + Math.sqrt(variance) * normal();
      logQ += logNormal(theta[i] as number, mean, variance);
      logP += logNormal(theta[i] as number, gDraw, tau2);
    });
    for (const a of s.answers) {
      const q = questions.get(a.questionId) as Question;
      const p = logistic((theta[index.get(a.topicId) as number] as number) - q.trueDifficulty);
      const right = q.type === 'mc' ? a.score : 2 * a.score;
      const wrong = (q.type === 'mc' ? 1 : 2) - right;
      logP += right * Math.log(p) + wrong * Math.log(1 - p);
    }
    logWeights.push(logP - logQ);
    values.push(expectedScore((area) => theta[index.get(area) as number] as number));
  }
  const top = Math.max(...logWeights);
  const w = logWeights.map((l) => Math.exp(l - top));
  const sum = w.reduce((a, b) => a + b, 0);
  const ess = sum ** 2 / w.reduce((a, b) => a + b * b, 0);
  return { expected: w.reduce((acc, wi, i) => acc + wi * (values[i] as number), 0) / sum, ess };
}

let absError = 0;
let absKnown = 0;
let absOracle = 0;
let absBest = 0;
let essTotal = 0;
let covered = 0;
let width = 0;
let missing = 0;
/** Figures by how much a student practised: the gap to the best shrinks as evidence grows. */
const BUCKETS = [
  { name: 'under 60 answers', upTo: 59 },
  { name: '60 to 199 answers', upTo: 199 },
  { name: '200 answers or more', upTo: Infinity },
].map((b) => ({ ...b, n: 0, mae: 0, best: 0, oracle: 0, covered: 0 }));
const started = performance.now();
for (const s of population) {
  const state = abilityFromHistory(s.answers, (id) => itemOf(id));
  const prediction = predictScore(state, bank, { model: 'classic', now: EXAM_AT });
  const knownState = abilityFromHistory(s.answers, (id) => ({
    mean: (questions.get(id) as Question).trueDifficulty,
    variance: 0,
  }));
  const known = predictScore(knownState, trueBank, { model: 'classic', now: EXAM_AT });
  const sat = mockExam(s, -1);
  absError += Math.abs(prediction.expected - sat);
  absKnown += Math.abs(known.expected - sat);
  absOracle += Math.abs(expectedScore((area) => s.trueAbility.get(area) as number) - sat);
  const best = bestForEvidence(s, knownState);
  absBest += Math.abs(best.expected - sat);
  essTotal += best.ess;
  if (sat >= prediction.low && sat <= prediction.high) covered++;
  width += prediction.high - prediction.low;
  if (prediction.missingSections.length > 0) missing++;
  const bucket = BUCKETS.find((b) => s.answers.length <= b.upTo) as (typeof BUCKETS)[number];
  bucket.n++;
  bucket.mae += Math.abs(prediction.expected - sat);
  bucket.best += Math.abs(best.expected - sat);
  bucket.oracle += Math.abs(expectedScore((area) => s.trueAbility.get(area) as number) - sat);
  if (sat >= prediction.low && sat <= prediction.high) bucket.covered++;
}
const seconds = (performance.now() - started) / 1000;

const answered = population.map((s) => s.answers.length).sort((a, b) => a - b);
console.log(
  `Students: ${students} (seed ${seed}), ${stream.length} answers, per student median ${answered[answered.length >> 1]}, min ${answered[0]}, max ${answered.at(-1)}`,
);
console.log(
  `Bank: ${questions.size} questions; ${[...items.values()].filter((i) => i.n > 0).length} answered at least once`,
);
console.log(
  `Students told a section lacks evidence: ${missing}; mean 80% interval width ${(width / students).toFixed(1)} points`,
);
for (const b of BUCKETS)
  if (b.n > 0)
    console.log(
      `  ${b.name.padEnd(20)} n=${String(b.n).padStart(4)}  mae=${(b.mae / b.n).toFixed(2)}  best=${(b.best / b.n).toFixed(2)}  oracle=${(b.oracle / b.n).toFixed(2)}  coverage80=${(b.covered / b.n).toFixed(3)}`,
    );
const mae = absError / students;
const best = absBest / students;
console.log(
  `mae_oracle=${(absOracle / students).toFixed(2)}  (knows the true abilities: the mock's own noise, the floor)`,
);
console.log(
  `mae_best=${best.toFixed(2)}  (exact posterior of the true model on each student's evidence, importance sampled; mean effective sample ${(essTotal / students).toFixed(0)} of 400)`,
);
console.log(
  `mae_known_items=${(absKnown / students).toFixed(2)}  (this model given the true difficulties: what calibrating the bank costs)`,
);
console.log(
  `mae / mae_best = ${(mae / best).toFixed(3)}  (target ≤ 1.10); mae / mae_oracle = ${(mae / (absOracle / students)).toFixed(3)}; ${seconds.toFixed(0)} s`,
);
console.log(`predict: n=${students} mae=${mae.toFixed(2)} coverage80=${(covered / students).toFixed(3)}`);
