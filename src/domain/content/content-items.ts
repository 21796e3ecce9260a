/**
 * Walks the curriculum's questions with a readable content path for each, so every rule reports places the same
 * way: `grammar/<topic id>/<question id>`, `listening/<test id>/<question id>`, `reading/<test id>/<question id>`.
 */
import type { ContentDraft } from './content.ts';
import type { GrammarQuestion, GrammarTopic, ListeningTest, PassageQuestion, ReadingTest } from './schema.ts';

export type QuestionItem =
  | { section: 'grammar'; parent: GrammarTopic; parentWhere: string; where: string; question: GrammarQuestion }
  | {
      section: 'listening' | 'reading';
      parent: ListeningTest | ReadingTest;
      parentWhere: string;
      where: string;
      question: PassageQuestion;
    };

export function topicWhere(topic: GrammarTopic): string {
  return `grammar/${topic.id}`;
}

export function listeningWhere(test: ListeningTest): string {
  return `listening/${test.id}`;
}

export function readingWhere(test: ReadingTest): string {
  return `reading/${test.id}`;
}

export function questionItems(content: Pick<ContentDraft, 'topics' | 'listening' | 'reading'>): QuestionItem[] {
  const items: QuestionItem[] = [];
  for (const topic of content.topics) {
    const parentWhere = topicWhere(topic);
    for (const question of topic.questions) {
      items.push({ section: 'grammar', parent: topic, parentWhere, where: `${parentWhere}/${question.id}`, question });
    }
  }
  const passages = [
    ...content.listening.map((test) => ({ section: 'listening' as const, test, parentWhere: listeningWhere(test) })),
    ...content.reading.map((test) => ({ section: 'reading' as const, test, parentWhere: readingWhere(test) })),
  ];
  for (const { section, test, parentWhere } of passages) {
    for (const question of test.questions) {
      items.push({ section, parent: test, parentWhere, where: `${parentWhere}/${question.id}`, question });
    }
  }
  return items;
}
