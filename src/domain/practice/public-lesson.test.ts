import { describe, expect, it } from 'vitest';
import { makeQuizItem, makeTopic } from '../content/test-factories.ts';
import { toPublicLesson, toPublicLessonQuizItem } from './public-lesson.ts';

describe('toPublicLesson (DESIGN.md §4.4: no answer key before the answer; checklist LEARN-20)', () => {
  const topic = makeTopic({
    id: 'passive-voice',
    quiz: [0, 1, 2, 0, 1].map((key, i) => makeQuizItem({ question: `Q${i}`, correctAnswerIndex: key })),
  });

  it('the quiz keeps its questions and options in order, without correctAnswerIndex', () => {
    const lesson = toPublicLesson(topic, 'passive-voice');
    expect(lesson.quiz).toEqual(topic.quiz.map((item) => ({ question: item.question, options: item.options })));
    expect(JSON.stringify(lesson)).not.toContain('correctAnswerIndex');
  });

  it('drops the test bank but keeps its size, and everything else of the lesson', () => {
    const lesson = toPublicLesson(topic, 'slug-1');
    expect(lesson).not.toHaveProperty('questions');
    expect(lesson).toMatchObject({
      id: topic.id,
      key: topic.key,
      title: topic.title,
      description: topic.description,
      formula: topic.formula,
      explanation: topic.explanation,
      examples: topic.examples,
      slug: 'slug-1',
      questionCount: topic.questions.length,
    });
    const json = JSON.stringify(lesson);
    for (const question of topic.questions) expect(json).not.toContain(`"${question.id}"`);
  });

  it('an item is rebuilt from an allow-list: unknown fields do not pass', () => {
    const item = { ...makeQuizItem(), hint: 'the answer is B' };
    expect(toPublicLessonQuizItem(item)).toEqual({ question: item.question, options: item.options });
  });
});
