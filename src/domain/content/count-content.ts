/**
 * The figures the content check prints, and the amounts the curriculum must reach (the content issue): at least
 * 32 topics, 1,000 grammar questions, 15 listening tests, 15 reading tests and 20 writing prompts.
 */
import type { ContentDraft } from './content.ts';
import { isCombinationItem } from './is-combination-item.ts';
import type { Difficulty, PassageQuestion } from './schema.ts';

export interface QuestionKinds {
  mc: number;
  open: number;
}

export interface ContentCounts {
  topics: number;
  grammarQuestions: number;
  grammarByType: QuestionKinds;
  grammarByDifficulty: Record<Difficulty, number>;
  combinationItems: number;
  listeningTests: number;
  listeningQuestions: QuestionKinds;
  readingTests: number;
  readingQuestions: QuestionKinds;
  writingPrompts: number;
}

export type RequiredAmount = 'topics' | 'grammarQuestions' | 'listeningTests' | 'readingTests' | 'writingPrompts';

export const REQUIRED_AMOUNTS: Readonly<Record<RequiredAmount, number>> = {
  topics: 32,
  grammarQuestions: 1900,
  listeningTests: 25,
  readingTests: 25,
  writingPrompts: 20,
};

function kinds(questions: readonly { type: 'mc' | 'open' }[]): QuestionKinds {
  return {
    mc: questions.filter((q) => q.type === 'mc').length,
    open: questions.filter((q) => q.type === 'open').length,
  };
}

export function countContent(content: ContentDraft): ContentCounts {
  const grammar = content.topics.flatMap((t) => t.questions);
  const byDifficulty: Record<Difficulty, number> = { A2: 0, B1: 0, B2: 0 };
  for (const q of grammar) byDifficulty[q.difficulty] += 1;
  const passage = (tests: readonly { questions: PassageQuestion[] }[]): PassageQuestion[] =>
    tests.flatMap((t) => t.questions);
  return {
    topics: content.topics.length,
    grammarQuestions: grammar.length,
    grammarByType: kinds(grammar),
    grammarByDifficulty: byDifficulty,
    combinationItems: grammar.filter(isCombinationItem).length,
    listeningTests: content.listening.length,
    listeningQuestions: kinds(passage(content.listening)),
    readingTests: content.reading.length,
    readingQuestions: kinds(passage(content.reading)),
    writingPrompts: content.writing.prompts.length,
  };
}
