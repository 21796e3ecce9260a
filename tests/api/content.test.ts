/**
 * The open lesson API, GET /api/content/topics and /api/content/topics/:topicId: open to everyone, the whole lesson in
 * three languages, its quiz without keys, and a not-found for an unknown topic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LessonResponse, TopicsResponse } from '../../src/domain/api/content-schema.ts';
import { grammarTopicSchema, type GrammarTopic } from '../../src/domain/content/schema.ts';
import { topicLevel } from '../../src/domain/mastery/area-order.ts';
import { TestClient, type ErrorBody } from '../support/http-client.ts';
import { useTestServer } from '../support/test-server.ts';

const contentTopics: GrammarTopic[] = readdirSync('content/grammar')
  .filter((f) => f.endsWith('.json'))
  .map((f) => grammarTopicSchema.parse(JSON.parse(readFileSync(`content/grammar/${f}`, 'utf8'))));

const server = useTestServer();

describe('GET /api/content/topics', () => {
  it('is open and lists every topic with its summary, slug and question count', async () => {
    const res = await new TestClient(server.url, { origin: null }).get<TopicsResponse>('/api/content/topics');
    expect(res.status).toBe(200);
    expect(res.body.topics).toHaveLength(contentTopics.length);
    for (const topic of contentTopics) {
      const summary = res.body.topics.find((t) => t.id === topic.id);
      expect(summary, topic.id).toEqual({
        id: topic.id,
        key: topic.key,
        title: topic.title,
        description: topic.description,
        slug: topic.id,
        questionCount: topic.questions.length,
      });
    }
  });

  it('lists the lessons A2 → B2: the mean level of a topic’s questions never falls along the list', async () => {
    const res = await new TestClient(server.url).get<TopicsResponse>('/api/content/topics');
    const levels = res.body.topics.map((t) => topicLevel(contentTopics.find((c) => c.id === t.id)!.questions));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBeLessThan(levels.at(-1)!);
  });

  it('may be cached for an hour (spec §7)', async () => {
    const res = await new TestClient(server.url).get('/api/content/topics');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('GET /api/content/topics/:topicId', () => {
  it('is open and returns the whole lesson in the three languages', async () => {
    const topic = contentTopics.find((t) => t.id === 'passive-voice') ?? contentTopics[0]!;
    const res = await new TestClient(server.url, { origin: null }).get<LessonResponse>(
      `/api/content/topics/${topic.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const { questions, quiz, ...lesson } = topic;
    expect(res.body.lesson).toEqual({
      ...lesson,
      quiz: quiz.map(({ question, options }) => ({ question, options })),
      slug: topic.id,
      questionCount: questions.length,
    });
    expect(res.body.lesson.quiz).toHaveLength(5);
    expect(res.body.lesson.explanation.ru.length).toBeGreaterThan(0);
  });

  it('never sends the test bank or its answers', async () => {
    const c = new TestClient(server.url);
    for (const topic of contentTopics) {
      const res = await c.get<LessonResponse>(`/api/content/topics/${topic.id}`);
      expect(res.status).toBe(200);
      expect(res.body.lesson).not.toHaveProperty('questions');
      const text = JSON.stringify(res.body);
      for (const question of topic.questions) {
        expect(text, question.id).not.toContain(`"${question.id}"`);
        expect(text, question.id).not.toContain(JSON.stringify(question.rationale.en));
      }
    }
  });

  it('sends the lesson quiz without its keys: no correctAnswerIndex in any lesson (LEARN-20)', async () => {
    const c = new TestClient(server.url);
    for (const topic of contentTopics) {
      const res = await c.get<LessonResponse>(`/api/content/topics/${topic.id}`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body), topic.id).not.toContain('correctAnswerIndex');
      for (const item of res.body.lesson.quiz) expect(Object.keys(item).sort()).toEqual(['options', 'question']);
    }
  });

  it.each([['no-such-topic'], ['PASSIVE-VOICE'], ['..%2Fsite'], ['%20']])(
    'answers 404 NOT_FOUND for an unknown topic (%s), not cached as a lesson',
    async (id) => {
      const res = await new TestClient(server.url).get<ErrorBody>(`/api/content/topics/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(res.headers.get('cache-control')).not.toContain('max-age=3600');
    },
  );

  it('is read-only', async () => {
    const c = new TestClient(server.url);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await c.request(method, '/api/content/topics/passive-voice', {});
      expect(res.status, method).toBe(404);
    }
  });
});
