/** Finds what AI requests name (question, topic, writing prompt ids) in the loaded content. */
import type { Content } from '../../domain/content/content.ts';
import type {
  GrammarQuestion,
  GrammarTopic,
  ListeningTest,
  PassageQuestion,
  ReadingTest,
  WritingPrompt,
} from '../../domain/content/schema.ts';
import { buildTopicIndex, buildTopicIndexInChunks, type TopicIndex } from '../../domain/ai/search-topics.ts';

export type QuestionEntry =
  | { section: 'grammar'; question: GrammarQuestion; topic: GrammarTopic }
  | { section: 'listening'; question: PassageQuestion; test: ListeningTest }
  | { section: 'reading'; question: PassageQuestion; test: ReadingTest };

export interface ContentIndex {
  question(id: string): QuestionEntry | undefined;
  topic(id: string): GrammarTopic | undefined;
  topicByKey(key: string): GrammarTopic | undefined;
  writingPrompt(id: string): WritingPrompt | undefined;
  topics: ReadonlyMap<string, GrammarTopic>;
  search: TopicIndex;
  writing: Content['writing'];
  /** Listening and reading test ids, in content order (the next-quiz suggestion's targets). */
  testIds: { listening: string[]; reading: string[] };
  /** Builds the lesson search index without holding the event loop; resolves once it is there. */
  warmSearch(): Promise<void>;
}

export function indexContent(content: Pick<Content, 'topics' | 'listening' | 'reading' | 'writing'>): ContentIndex {
  const questions = new Map<string, QuestionEntry>();
  for (const topic of content.topics)
    for (const question of topic.questions) questions.set(question.id, { section: 'grammar', question, topic });
  for (const test of content.listening)
    for (const question of test.questions) questions.set(question.id, { section: 'listening', question, test });
  for (const test of content.reading)
    for (const question of test.questions) questions.set(question.id, { section: 'reading', question, test });
  const topics = new Map(content.topics.map((t) => [t.id, t]));
  const byKey = new Map(content.topics.map((t) => [t.key, t]));
  const prompts = new Map(content.writing.prompts.map((p) => [p.id, p]));
  // The lesson search index is built in the background soon after start-up (warmSearch), in chunks; a tutor message
  // that comes first builds it at once.
  let search: TopicIndex | undefined;
  let warming: Promise<void> | undefined;
  return {
    question: (id) => questions.get(id),
    topic: (id) => topics.get(id),
    topicByKey: (key) => byKey.get(key),
    writingPrompt: (id) => prompts.get(id),
    topics,
    get search() {
      search ??= buildTopicIndex(content.topics);
      return search;
    },
    warmSearch() {
      warming ??= buildTopicIndexInChunks(content.topics).then((built) => {
        search ??= built;
      });
      return warming;
    },
    writing: content.writing,
    testIds: { listening: content.listening.map((t) => t.id), reading: content.reading.map((t) => t.id) },
  };
}
