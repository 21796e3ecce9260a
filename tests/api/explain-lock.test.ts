/** An AI explanation names the key, so it is refused for a question of the student's unfinished mock exam. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/domain/api/practice-schema.ts';
import { TestClient, type ErrorBody } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => server.close());

describe('explanations during a mock exam', () => {
  it('are refused until the exam is finished, then allowed', async () => {
    const student = new TestClient(server.url);
    await student.signUp('examinee@example.az');
    const session = (await student.post<SessionResponse>('/api/practice/sessions', { slug: 'mock-exam' })).body;
    const grammarQuestion = session.questions.find((q) => q.section === 'Grammar')!;
    const body = { task: 'explain', questionId: grammarQuestion.id, answer: 'x', language: 'az' };

    const locked = await student.post<ErrorBody>('/api/ai/practice', body);
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('EXPLAIN_LOCKED');

    // Another student, not sitting that exam, may ask about the same question.
    const other = new TestClient(server.url);
    await other.signUp('other@example.az');
    expect((await other.post('/api/ai/practice', body)).status).toBe(200);

    expect((await student.post(`/api/practice/sessions/${session.attemptId}/finish`, {})).status).toBe(200);
    expect((await student.post('/api/ai/practice', body)).status).toBe(200);
  });
});
