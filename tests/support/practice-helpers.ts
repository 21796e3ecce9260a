/**
 * For practice API tests and the answer-save benchmark: the content's answer keys (to answer right or wrong on
 * purpose), a clock that can be set, and typed calls of the practice API.
 */
import { randomUUID } from 'node:crypto';
import type { ResultsResponse, SaveAnswerResponse, SessionResponse } from '../../src/domain/api/practice-schema.ts';
import type { GrammarQuestion, PassageQuestion } from '../../src/domain/content/schema.ts';
import type { Clock } from '../../src/server/clock.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import type { TestClient } from './http-client.ts';

export type KeyedQuestion = (GrammarQuestion | PassageQuestion) & { source: 'grammar' | 'passage' };

/** Every question of the content by id, with its key. */
export function answerKeys(contentDir = 'content'): Map<string, KeyedQuestion> {
  const content = loadContent(contentDir);
  const keys = new Map<string, KeyedQuestion>();
  for (const t of content.topics) for (const q of t.questions) keys.set(q.id, { ...q, source: 'grammar' });
  for (const t of [...content.listening, ...content.reading])
    for (const q of t.questions) keys.set(q.id, { ...q, source: 'passage' });
  return keys;
}

/** A right answer to a question. */
export function rightAnswer(q: KeyedQuestion): string {
  return q.type === 'open' ? (q.accepted[0] ?? q.answer) : q.answer;
}

/** A wrong answer that is still a valid choice (or wrong text for open questions). */
export function wrongAnswer(q: KeyedQuestion): string {
  if (q.type === 'open') return 'zzz qqq';
  if (Array.isArray(q.options)) return q.options.find((o) => o !== q.answer) ?? '';
  return Object.keys(q.options).find((letter) => letter !== q.answer) ?? '';
}

/** A clock that runs with real time from an instant the test sets. */
export class TestClock implements Clock {
  private offset = 0;
  set(instant: string | Date): void {
    this.offset = new Date(instant).getTime() - Date.now();
  }
  reset(): void {
    this.offset = 0;
  }
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
}

export async function startSession(c: TestClient, slug: string): Promise<SessionResponse> {
  const res = await c.post<SessionResponse>('/api/practice/sessions', { slug });
  if (res.status !== 201) throw new Error(`start ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function saveAnswer(
  c: TestClient,
  attemptId: string,
  questionId: string,
  answer: string,
  options: { answerId?: string } = {},
) {
  return c.post<SaveAnswerResponse>(`/api/practice/sessions/${attemptId}/answers`, {
    answerId: options.answerId ?? randomUUID(),
    questionId,
    answer,
  });
}

export function finish(c: TestClient, attemptId: string) {
  return c.post<ResultsResponse>(`/api/practice/sessions/${attemptId}/finish`, {});
}

const loaded = new Map<string, ReturnType<typeof loadContent>>();
function contentOf(dir: string): ReturnType<typeof loadContent> {
  let content = loaded.get(dir);
  if (!content) loaded.set(dir, (content = loadContent(dir)));
  return content;
}

/**
 * Answers one given question through the practice API, as a student must before its AI explanation opens:
 * a listening or reading test holds all its questions; a grammar session draws 10 of its topic's at random, so
 * sessions are started until one has the question.
 */
export async function answerQuestion(
  c: TestClient,
  questionId: string,
  answer: string,
  contentDir = 'content',
): Promise<SaveAnswerResponse> {
  const content = contentOf(contentDir);
  const slug =
    [...content.listening, ...content.reading].find((t) => t.questions.some((q) => q.id === questionId))?.id ??
    content.topics.find((t) => t.questions.some((q) => q.id === questionId))?.id;
  if (!slug) throw new Error(`no quiz has ${questionId}`);
  for (let i = 0; i < 60; i++) {
    const session = await startSession(c, slug);
    if (!session.questions.some((q) => q.id === questionId)) continue;
    const res = await saveAnswer(c, session.attemptId, questionId, answer);
    if (res.status !== 200) throw new Error(`answer ${questionId}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  throw new Error(`${questionId} was never drawn`);
}

/**
 * Fields of a question payload that would give its key away. Checked on the objects, not on the JSON text: an
 * option may itself be the word "answer".
 */
export function keyFieldsIn(questions: readonly object[]): string[] {
  const forbidden = new Set(['answer', 'accepted', 'rationale', 'correctAnswer', 'correctAnswerIndex', 'keyPoints']);
  return questions.flatMap((q) => Object.keys(q).filter((field) => forbidden.has(field)));
}

/** A real paragraph for writing-01 (my favourite season), over 100 words: no hard rule of the rubric limits it. */
export const SPRING_PARAGRAPH =
  'My favourite season is spring because nature wakes up after the long winter. In March the weather in Baku becomes warmer and the days get longer. The trees in our park turn green and colourful flowers appear everywhere. I especially love the smell of fresh grass after the rain. Spring is also the time of Novruz, when families cook pakhlava and shekerbura together. However, summer is too hot for me and winter is often windy and grey. That is why spring is the most beautiful season for me, and I always look forward to it every single year with my family.';

/**
 * A real paragraph of over 100 words about any writing prompt: it names the prompt's title twice and is otherwise
 * ordinary student prose, so no hard rule of the rubric (off the topic, copied, repeated) limits it.
 */
export function paragraphAbout(title: string): string {
  return [
    `In this paragraph I would like to write about ${title.toLowerCase().replace(/[?.!]$/, '')}.`,
    'It is a subject that many teenagers in Azerbaijan discuss with their friends and parents.',
    'First of all, I think it matters because it changes how we spend our days and what we learn.',
    'For example, my older sister told me a story about it last year, and her experience made me think carefully.',
    'However, not everyone agrees, and some of my classmates have a very different opinion.',
    `In my opinion, ${title.toLowerCase().replace(/[?.!]$/, '')} deserves more attention at school and at home.`,
    'That is why I believe we should talk about it openly, listen to each other and make sensible decisions together.',
  ].join(' ');
}
