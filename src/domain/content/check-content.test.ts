import { describe, expect, it } from 'vitest';
import type { AudioProbe } from './check-audio.ts';
import { checkContent } from './check-content.ts';
import { PROBLEM_CODES } from './content-problem.ts';
import {
  grammarTopicSchema,
  listeningTestSchema,
  readingTestSchema,
  siteConfigSchema,
  writingFileSchema,
} from './schema.ts';
import {
  makeContent,
  makeGrammarMc,
  makeListeningTest,
  makeLocalized,
  makePassageOpen,
  makeQuizItem,
  makeReadingTest,
  makeTopic,
} from './test-factories.ts';

const goodAudio = new Map<string, AudioProbe[]>([
  ['listening-01', [{ kind: 'decoded', path: 'listening/audio/listening-01.opus', seconds: 85, lufs: -16 }]],
]);

describe('checkContent', () => {
  it('the factories make content that fits the schemas', () => {
    const content = makeContent();
    expect(() => content.topics.forEach((t) => grammarTopicSchema.parse(t))).not.toThrow();
    expect(() => content.listening.forEach((t) => listeningTestSchema.parse(t))).not.toThrow();
    expect(() => content.reading.forEach((t) => readingTestSchema.parse(t))).not.toThrow();
    expect(() => writingFileSchema.parse(content.writing)).not.toThrow();
    expect(() => siteConfigSchema.parse(content.site)).not.toThrow();
  });

  it('finds nothing in good content (short amounts allowed)', () => {
    expect(checkContent(makeContent(), { allowShort: true, audio: goodAudio })).toEqual([]);
  });

  it('reports short amounts unless allowed', () => {
    expect(checkContent(makeContent()).map((p) => p.code)).toEqual(Array(5).fill('too-few-items'));
  });

  it('runs the audio rule only when given probes', () => {
    expect(checkContent(makeContent(), { allowShort: true })).toEqual([]);
    expect(checkContent(makeContent(), { allowShort: true, audio: new Map() }).map((p) => p.code)).toEqual([
      'audio-missing',
    ]);
  });

  it('reports every kind of problem in one run', () => {
    const broken = makeTopic(
      {
        id: 'broken',
        key: 'broken',
        title: makeLocalized({ az: 'Заман', ru: 'Tense "x"' }),
        quiz: [makeQuizItem({ correctAnswerIndex: 7 })],
        questions: [
          makeGrammarMc({ id: 'broken-001', answer: 'nope' }),
          makeGrammarMc({ id: 'broken-001', options: ['a', 'a', 'b', 'c'], answer: 'a' }),
          makeGrammarMc({ id: 'other-001' }),
          makeGrammarMc({ id: 'broken-002' }),
        ],
      },
      0,
    );
    const content = makeContent({
      topics: [broken],
      listening: [makeListeningTest({ script: [] })],
      reading: [
        makeReadingTest({
          questions: [makePassageOpen({ id: 'reading-01-q1', accepted: [], rationale: makeLocalized({ en: '' }) })],
        }),
      ],
      site: null,
    });
    const codes = new Set(checkContent(content, { audio: new Map() }).map((p) => p.code));
    expect([...codes].sort()).toEqual(
      [
        'answer-not-in-options',
        'audio-missing',
        'cyrillic-in-az',
        'duplicate-id',
        'duplicate-option',
        'duplicate-question',
        'incomplete-lesson',
        'missing-script',
        'missing-translation',
        'no-accepted-answers',
        'no-cyrillic-in-ru',
        'option-count',
        'question-id-prefix',
        'question-mix',
        'quiz-answer-out-of-range',
        'straight-quotes',
        'too-few-items',
        'too-few-questions',
      ].sort(),
    );
    // The codes left are found while reading files, or by rules covered in their own tests.
    expect(PROBLEM_CODES.filter((c) => !codes.has(c)).sort()).toEqual(
      [
        'audio-duration',
        'audio-loudness',
        'audio-pace',
        'audio-undecodable',
        'combination-guessable',
        'combination-shape',
        'invalid-json',
        'missing-file',
        'option-not-english',
        'rubric-levels',
        'rubric-max-score',
        'schema',
        'unknown-speaker',
      ].sort(),
    );
  });
});
