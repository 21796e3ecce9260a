import { describe, expect, it } from 'vitest';
import { lessonDraw, lessonQuizIndexOf, lessonQuizItemId } from './lesson-draw.ts';

describe('lesson-quiz attempt draw (DESIGN.md §4.2 kind lesson)', () => {
  it('numbers the quiz items from 1, in the lesson order, as grammar questions of the topic', () => {
    const draw = lessonDraw('passive-voice', 5);
    expect(draw.questions.map((q) => q.questionId)).toEqual([
      'lesson:passive-voice:1',
      'lesson:passive-voice:2',
      'lesson:passive-voice:3',
      'lesson:passive-voice:4',
      'lesson:passive-voice:5',
    ]);
    expect(draw.questions[4]).toEqual({
      questionId: 'lesson:passive-voice:5',
      number: 5,
      section: 'Grammar',
      topicId: 'passive-voice',
    });
    expect(draw).toMatchObject({ listeningIds: [], readingIds: [] });
  });

  it('an item id reads back as its index for its own topic only', () => {
    expect(lessonQuizIndexOf('articles', lessonQuizItemId('articles', 3))).toBe(3);
    expect(lessonQuizIndexOf('articles', lessonQuizItemId('passive-voice', 3))).toBeUndefined();
    for (const id of [
      'lesson:articles:0',
      'lesson:articles:',
      'lesson:articles:01',
      'articles-001',
      'lesson:articles:x',
    ])
      expect(lessonQuizIndexOf('articles', id), id).toBeUndefined();
  });
});
