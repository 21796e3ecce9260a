/**
 * GET /api/content/topics and GET /api/content/topics/:topicId: the open lesson API behind /learn.
 * Lessons are public and change only with a deploy, so they may be cached for an hour, by the browser
 * and by any shared cache. Neither the test bank of a topic nor the keys of its lesson quiz leave through here: their
 * answers are graded elsewhere (/api/practice, /api/lessons).
 */
import { Hono } from 'hono';
import type { Lesson, LessonResponse, TopicSummary, TopicsResponse } from '../../domain/api/content-schema.ts';
import type { GrammarTopic } from '../../domain/content/schema.ts';
import { areaOrder } from '../../domain/mastery/area-order.ts';
import { toPublicLesson } from '../../domain/practice/public-lesson.ts';
import type { AppEnv } from '../http/app-env.ts';
import { lazyPrepared, sendPrepared } from '../http/compression.ts';
import { HttpError } from '../http/errors.ts';

/** Grammar data may be cached for one hour. */
export const LESSON_CACHE_CONTROL = 'public, max-age=3600';

/** The practice slug of a topic (/practice/{slug}) is its id. */
const slugOf = (topic: GrammarTopic) => topic.id;

export function topicSummary(topic: GrammarTopic): TopicSummary {
  return {
    id: topic.id,
    key: topic.key,
    title: topic.title,
    description: topic.description,
    slug: slugOf(topic),
    questionCount: topic.questions.length,
  };
}

/** The lesson without its test bank and without its quiz keys (graded by /api/lessons, lesson-quiz-routes.ts). */
export function lessonOf(topic: GrammarTopic): Lesson {
  return toPublicLesson(topic, slugOf(topic));
}

/**
 * The lesson list of /learn in lesson order, A2 → B2 (the mastery map's order, area-order.ts): the server-rendered
 * page and the API give the same order.
 */
export function topicList(topics: readonly GrammarTopic[]): TopicsResponse {
  const byId = new Map(topics.map((t) => [t.id, t]));
  const ordered = areaOrder(topics).flatMap(({ area }) => {
    const topic = byId.get(area);
    return topic ? [topic] : [];
  });
  return { topics: ordered.map(topicSummary) };
}

export function contentRoutes(topics: readonly GrammarTopic[]) {
  // Content is loaded once at start-up, so the answers are built once too.
  const list = lazyPrepared((): TopicsResponse => topicList(topics));
  const lessons = new Map(topics.map((t) => [t.id, lazyPrepared((): LessonResponse => ({ lesson: lessonOf(t) }))]));

  return new Hono<AppEnv>()
    .get('/topics', (c) => sendPrepared(c, list(), LESSON_CACHE_CONTROL))
    .get('/topics/:topicId', (c) => {
      const lesson = lessons.get(c.req.param('topicId'));
      if (!lesson) throw new HttpError(404, 'NOT_FOUND', 'No such topic');
      return sendPrepared(c, lesson(), LESSON_CACHE_CONTROL);
    });
}
