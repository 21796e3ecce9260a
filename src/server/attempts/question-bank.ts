/**
 * Every question of the loaded content an attempt can draw (grammar topics, listening and reading tests), indexed
 * once at start-up by id, with what grading needs: its topic or test and the performance key its answers move.
 * Practice, mock exams, the diagnostic and the daily challenge all draw from it; lesson quizzes have their own items.
 */
import type { Content } from '../../domain/content/content.ts';
import type {
  GrammarQuestion,
  GrammarTopic,
  ListeningTest,
  PassageQuestion,
  ReadingTest,
} from '../../domain/content/schema.ts';

export type QuestionEntry =
  | { kind: 'grammar'; question: GrammarQuestion; topic: GrammarTopic; performanceKey: string }
  | { kind: 'listening'; question: PassageQuestion; test: ListeningTest; performanceKey: 'listening' }
  | { kind: 'reading'; question: PassageQuestion; test: ReadingTest; performanceKey: 'reading' };

export interface QuestionBank {
  question(id: string): QuestionEntry | undefined;
}

export function createQuestionBank(content: Pick<Content, 'topics' | 'listening' | 'reading'>): QuestionBank {
  const questions = new Map<string, QuestionEntry>();
  for (const topic of content.topics)
    for (const question of topic.questions)
      questions.set(question.id, { kind: 'grammar', question, topic, performanceKey: topic.key });
  for (const test of content.listening)
    for (const question of test.questions)
      questions.set(question.id, { kind: 'listening', question, test, performanceKey: 'listening' });
  for (const test of content.reading)
    for (const question of test.questions)
      questions.set(question.id, { kind: 'reading', question, test, performanceKey: 'reading' });
  return { question: (id) => questions.get(id) };
}
