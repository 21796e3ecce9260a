import { describe, expect, it } from 'vitest';
import { checkContent } from './check-content.ts';
import { listeningFromSpec, readingFromSpec, specAudioUrl, specParagraphs, topicsFromSpec } from './spec-shapes.ts';
import { makeContent } from './test-factories.ts';

/** A question in the spec's grammar shape: options a list, the answer an option's text. */
function grammarItem(n: number, idField: 'id' | 'question_id' = 'id'): Record<string, unknown> {
  return {
    [idField]: n,
    question: `Sentence ${n}: she ___ to school.`,
    options: ['go', 'goes', 'went', 'gone', 'going'],
    correct_answer: 'goes',
  };
}

const lesson = {
  id: 'present_simple',
  title: 'Present Simple',
  description: { en: 'Habits.', az: 'Vərdişlər.', ru: 'Привычки.' },
  formula: 'Subject + V1(s)',
  explanation: { en: 'Use it for habits.', az: 'Vərdişlər üçün.', ru: 'Для привычек.' },
  examples: [{ en: 'I walk.', az: 'Mən gəzirəm.', ru: 'Я гуляю.' }],
  quiz: [{ question: 'He ___ tea.', options: ['like', 'likes', 'liking'], correctAnswerIndex: 1 }],
};

describe('topicsFromSpec (grammar topics from two files merged by topic name, questions concatenated)', () => {
  it('merges grammar_tests.json and quiz_questions.json entries with the same topic_name and joins the lesson', () => {
    const result = topicsFromSpec({
      rules: { name: 'grammar_rules.json', json: [lesson] },
      tests: [
        {
          name: 'grammar_tests.json',
          json: [
            { topic_id: 'present_simple', topic_name: 'Present Simple', questions: [grammarItem(1), grammarItem(2)] },
          ],
        },
        {
          name: 'quiz_questions.json',
          json: [{ id: 9, topic_name: ' present  simple', questions: [grammarItem(3, 'question_id')] }],
        },
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.items).toHaveLength(1);
    const [topic] = result.items;
    expect(topic?.files).toEqual(['grammar_rules.json', 'grammar_tests.json', 'quiz_questions.json']);
    expect(topic?.value).toMatchObject({
      id: 'present-simple',
      key: 'present_simple',
      title: { en: 'Present Simple', az: '', ru: '' },
      description: lesson.description,
      formula: 'Subject + V1(s)',
      examples: lesson.examples,
      quiz: lesson.quiz,
    });
    expect(topic?.value.questions.map((q) => q.id)).toEqual([
      'present-simple-1',
      'present-simple-2',
      'present-simple-3',
    ]);
    expect(topic?.value.questions[2]).toMatchObject({
      type: 'mc',
      answer: 'goes',
      question: 'Sentence 3: she ___ to school.',
    });
  });

  it("keeps a lesson-quiz item's rationale, and leaves a missing one empty for the content check to report", () => {
    const rationale = { en: 'Third person: likes.', az: 'Üçüncü şəxs: likes.', ru: 'Третье лицо: likes.' };
    const quiz = [{ ...lesson.quiz[0], rationale }, lesson.quiz[0]];
    const result = topicsFromSpec({ rules: { name: 'grammar_rules.json', json: [{ ...lesson, quiz }] }, tests: [] });
    expect(result.items[0]?.value.quiz.map((item) => item.rationale)).toEqual([rationale, { en: '', az: '', ru: '' }]);
  });

  it('reads object maps whose entries hold exercises or tests, taking the key as the id', () => {
    const result = topicsFromSpec({
      rules: { name: 'grammar_rules.json', json: { articles: { ...lesson, id: undefined, title: 'Articles' } } },
      tests: [
        { name: 'grammar_tests.json', json: { articles: { topic_name: 'Articles', exercises: [grammarItem(1)] } } },
        { name: 'quiz_questions.json', json: { Articles: { topic_name: 'Articles', tests: [grammarItem(2)] } } },
      ],
    });
    expect(result.issues).toEqual([]);
    expect(result.items.map((t) => [t.value.id, t.value.formula, t.value.questions.length])).toEqual([
      ['articles', 'Subject + V1(s)', 2],
    ]);
  });

  it('keeps a lesson without tests, and tests without a lesson, as topics', () => {
    const result = topicsFromSpec({
      rules: { name: 'grammar_rules.json', json: [lesson] },
      tests: [{ name: 'grammar_tests.json', json: [{ topic_name: 'Articles', questions: [grammarItem(1)] }] }],
    });
    expect(
      result.items.map((t) => ({ id: t.value.id, questions: t.value.questions.length, formula: t.value.formula })),
    ).toEqual([
      { id: 'articles', questions: 1, formula: '' },
      { id: 'present-simple', questions: 0, formula: 'Subject + V1(s)' },
    ]);
  });

  it('renames a question id that the other file already used, after the file', () => {
    const result = topicsFromSpec({
      tests: [
        { name: 'grammar_tests.json', json: [{ topic_name: 'Articles', questions: [grammarItem(1), grammarItem(2)] }] },
        {
          name: 'quiz_questions.json',
          json: [{ topic_name: 'Articles', questions: [{ ...grammarItem(1), question: 'Other ___.' }] }],
        },
      ],
    });
    expect(result.items[0]?.value.questions.map((q) => q.id)).toEqual([
      'articles-1',
      'articles-2',
      'articles-quiz-questions-1',
    ]);
  });

  it('returns an issue naming the file and path for data it cannot read', () => {
    const result = topicsFromSpec({
      tests: [{ name: 'grammar_tests.json', json: [{ topic_name: 'Articles', questions: [{ question: 42 }] }] }],
    });
    expect(result.issues).toEqual([
      {
        file: 'grammar_tests.json',
        path: '[0].questions[0].question',
        message: 'Invalid input: expected string, received number',
      },
    ]);
  });
});

describe('listeningFromSpec', () => {
  const test = {
    passage: 'The science fair',
    audio: './listenings/test1.mp3',
    questions: [
      {
        question_id: 1,
        question: 'Where?',
        options: { A: 'hall', B: 'yard', C: 'library', D: 'park', E: 'room' },
        correct_answer: 'A',
      },
      { question_id: 2, question: 'When does it open?', type: 'open', correct_answer: 'at ten' },
    ],
  };

  it('converts the spec shape: passage as title, ./listenings/ audio under /assets/data/, letter-map options', () => {
    const result = listeningFromSpec({ name: 'listening_tests.json', json: [test] });
    expect(result.issues).toEqual([]);
    expect(result.items).toEqual([
      {
        files: ['listening_tests.json'],
        value: {
          id: 'the-science-fair',
          title: 'The science fair',
          kind: 'monologue',
          difficulty: 'B1',
          speakers: [],
          script: [],
          audio: '/assets/data/listenings/test1.mp3',
          questions: [
            expect.objectContaining({ id: 'the-science-fair-1', type: 'mc', answer: 'A' }),
            expect.objectContaining({ id: 'the-science-fair-2', type: 'open', accepted: ['at ten'] }),
          ],
        },
      },
    ]);
  });

  it('reads a transcript with speaker letters as the script and names its speakers', () => {
    const result = listeningFromSpec({
      name: 'listening_tests.json',
      json: { t1: { ...test, transcript: 'A: Hello, Murad.\nB: Hi, Leyla!\nA: Ready?' } },
    });
    expect(result.items[0]?.value).toMatchObject({
      id: 't1',
      kind: 'dialogue',
      speakers: [
        { id: 'A', name: 'Speaker A', voice: 'female' },
        { id: 'B', name: 'Speaker B', voice: 'male' },
      ],
      script: [
        { speaker: 'A', text: 'Hello, Murad.' },
        { speaker: 'B', text: 'Hi, Leyla!' },
        { speaker: 'A', text: 'Ready?' },
      ],
    });
  });

  it('returns issues for a test without audio and for an unconvertible answer (leaving that question out)', () => {
    const badAnswer = { ...test, questions: [{ ...test.questions[0], correct_answer: 'Z' }, test.questions[1]] };
    const result = listeningFromSpec({
      name: 'listening_tests.json',
      json: [{ ...test, audio: undefined }, badAnswer],
    });
    expect(result.issues).toEqual([
      { file: 'listening_tests.json', path: '[0].audio', message: 'a listening test needs its audio path' },
      {
        file: 'listening_tests.json',
        path: '[1].questions[0].correct_answer',
        message: '"Z" is neither an option letter (A to E) nor the text of an option',
      },
    ]);
    expect(result.items.map((t) => t.value.questions.length)).toEqual([1]);
  });
});

describe('readingFromSpec (passage_text as a string or a list)', () => {
  const questions = [
    {
      question_id: 'q1',
      question: 'Main idea?',
      options: { A: 'a', B: 'b', C: 'c', D: 'd', E: 'e' },
      correct_answer: 'B',
    },
  ];

  it('splits a passage_text string into paragraphs', () => {
    const result = readingFromSpec({
      name: 'reading_tests.json',
      json: [{ passage_id: 3, passage_title: 'The Caspian seal', passage_text: 'First.\n\nSecond.\n', questions }],
    });
    expect(result.items[0]?.value).toMatchObject({
      id: '3',
      title: 'The Caspian seal',
      paragraphs: ['First.', 'Second.'],
    });
    expect(result.items[0]?.value.questions[0]).toMatchObject({ id: '3-q1', answer: 'B' });
  });
  it('keeps a passage_text list', () => {
    const result = readingFromSpec({
      name: 'reading_tests.json',
      json: { tests: [{ passage_id: 'seal', passage_title: 'Seal', passage_text: ['One.', 'Two.'], questions }] },
    });
    expect(result.items[0]?.value.paragraphs).toEqual(['One.', 'Two.']);
  });
});

describe('specAudioUrl and specParagraphs', () => {
  it('maps ./listenings/ and other relative paths under /assets/data/, and leaves URLs alone', () => {
    expect(specAudioUrl('./listenings/a.mp3')).toBe('/assets/data/listenings/a.mp3');
    expect(specAudioUrl('listenings/a.mp3')).toBe('/assets/data/listenings/a.mp3');
    expect(specAudioUrl('/assets/data/listenings/a.mp3')).toBe('/assets/data/listenings/a.mp3');
    expect(specAudioUrl('https://cdn.example.com/a.mp3')).toBe('https://cdn.example.com/a.mp3');
  });
  it('splits at line breaks when there is no blank line', () => {
    expect(specParagraphs('One.\nTwo.')).toEqual(['One.', 'Two.']);
    expect(specParagraphs(undefined)).toEqual([]);
  });
});

describe('spec-shaped content and the content check', () => {
  it('reports what the spec shapes lack (translations, lesson, script) rather than failing to load', () => {
    const topics = topicsFromSpec({
      tests: [{ name: 'grammar_tests.json', json: [{ topic_name: 'Articles', questions: [grammarItem(1)] }] }],
    });
    const codes = new Set(
      checkContent(makeContent({ topics: topics.items.map((t) => t.value), listening: [], reading: [] }), {
        allowShort: true,
      }).map((p) => p.code),
    );
    expect(codes).toEqual(new Set(['missing-translation', 'too-few-questions', 'incomplete-lesson']));
  });
});
