/**
 * What a mock exam can be made of, as the score prediction needs it: every grammar topic, listening test and reading
 * test with the difficulty estimates of its multiple-choice and open questions, plus how many of each a mock takes
 * (the counts of assemble-mock.ts). The server builds it once from the content and the current difficulty estimates.
 */
import type { Difficulty } from '../content/schema.ts';
import type { ExamModel } from '../api/practice-schema.ts';
import { CLASSIC_MOCK, NEW_MOCK } from '../practice/assemble-mock.ts';
import { priorDifficulty, type ItemDifficulty } from '../mastery/item-difficulty.ts';
import { LISTENING_AREA, READING_AREA } from '../mastery/student-ability.ts';

export type BankItem = Pick<ItemDifficulty, 'mean' | 'variance'>;

export interface BankGroup {
  /** A grammar topic's id, or a listening or reading test's id. */
  id: string;
  mc: BankItem[];
  open: BankItem[];
}

export interface ExamBank {
  topics: BankGroup[];
  listening: BankGroup[];
  reading: BankGroup[];
}

/** How many questions a mock of each model takes from each part (assemble-mock.ts draws them). */
export interface Blueprint {
  listening: { tests: number; mc: number; open: number };
  grammar: number;
  reading: { tests: number; mc: number; open: number };
  /** Points of the paragraph (new model), 0 for none. */
  writingPoints: number;
  /** The raw points of the whole exam (open tasks count 2 in the classic model). */
  maxRaw: number;
}

export const BLUEPRINTS: Record<ExamModel, Blueprint> = {
  classic: {
    listening: { tests: 1, mc: CLASSIC_MOCK.listeningMc, open: CLASSIC_MOCK.listeningOpen },
    grammar: CLASSIC_MOCK.grammar,
    reading: { tests: 1, mc: CLASSIC_MOCK.readingMc, open: CLASSIC_MOCK.readingOpen },
    writingPoints: 0,
    maxRaw: 37,
  },
  new: {
    listening: { tests: 1, mc: NEW_MOCK.listeningMc, open: 0 },
    grammar: NEW_MOCK.grammar,
    reading: { tests: NEW_MOCK.readingTexts, mc: NEW_MOCK.readingMc, open: 0 },
    writingPoints: 10,
    maxRaw: 35,
  },
};

interface SourceQuestion {
  id: string;
  type: 'mc' | 'open';
  difficulty: Difficulty;
}
interface SourceGroup {
  id: string;
  questions: readonly SourceQuestion[];
}

/** The bank from the content, each question at its current estimate (`itemOf`) or its CEFR prior when it has none. */
export function examBank(
  content: { topics: readonly SourceGroup[]; listening: readonly SourceGroup[]; reading: readonly SourceGroup[] },
  itemOf: (questionId: string) => BankItem | undefined,
): ExamBank {
  const group = (g: SourceGroup): BankGroup => {
    const item = (q: SourceQuestion) => itemOf(q.id) ?? priorDifficulty(q.difficulty);
    return {
      id: g.id,
      mc: g.questions.filter((q) => q.type === 'mc').map(item),
      open: g.questions.filter((q) => q.type === 'open').map(item),
    };
  };
  return {
    topics: content.topics.map(group),
    listening: content.listening.map(group),
    reading: content.reading.map(group),
  };
}

/**
 * The exam points a mastery area feeds on average per mock: a grammar topic its share of the grammar tasks (one
 * task each when drawn, 16 of 38 topics in a classic mock), listening and reading their tasks (open ones twice in
 * the classic model). The plan weighs weak topics by this.
 */
export function pointsPerMock(bank: ExamBank, model: ExamModel): Map<string, number> {
  const b = BLUEPRINTS[model];
  const openWeight = model === 'classic' ? 2 : 1;
  const topics = bank.topics.filter((t) => t.mc.length > 0);
  const out = new Map<string, number>();
  for (const t of topics) out.set(t.id, b.grammar / Math.max(topics.length, 1));
  out.set(LISTENING_AREA, b.listening.tests * (b.listening.mc + openWeight * b.listening.open));
  out.set(READING_AREA, b.reading.tests * (b.reading.mc + openWeight * b.reading.open));
  return out;
}
