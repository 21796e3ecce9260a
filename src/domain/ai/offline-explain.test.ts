import { describe, expect, it } from 'vitest';
import { makeLocalized, makeQuizItem, makeTopic } from '../content/test-factories.ts';
import { LANGUAGES } from '../language.ts';
import type { AnswerContext } from './ai-context.ts';
import {
  explainAnswerOffline,
  explainFormulaOffline,
  explainTopicOffline,
  explainWrongLessonAnswerOffline,
} from './offline-explain.ts';
import { countWords } from '../text/count-words.ts';
import { countSentences } from './word-limit.ts';

const long = (n: number) =>
  Array.from({ length: n }, (_, i) => `Sentence ${i + 1} explains the rule in a few words.`).join(' ');
const context: AnswerContext = {
  section: 'grammar',
  topic: 'Passive Voice',
  formula: 'S + be + V3',
  question: 'The Center ___ by Zaha Hadid.',
  options: ['designed', 'was designed'],
  correctAnswer: 'was designed',
  studentAnswer: 'designed',
  studentWasCorrect: false,
  rationale: 'The building receives the action, so we need be + V3.',
};

describe("the offline tutor's explanations (DESIGN.md §6: from the rationale and the lesson)", () => {
  it('explains a wrong answer with the key, the rationale and the rule, under 70 words (AI-04)', () => {
    expect(explainAnswerOffline(context, 'en')).toBe(
      'Not quite. You chose "designed". The correct answer is "was designed". The building receives the action, so we need be + V3. The rule: S + be + V3.',
    );
    expect(explainAnswerOffline({ ...context, studentWasCorrect: true }, 'az')).toMatch(/^Düzdür! The building/);
    expect(explainAnswerOffline({ ...context, options: undefined }, 'ru')).toContain('Образец ответа: «was designed».');
    for (const language of LANGUAGES) {
      expect(countWords(explainAnswerOffline({ ...context, rationale: long(20) }, language))).toBeLessThan(70);
      expect(countWords(explainAnswerOffline({ ...context, rationale: 'word '.repeat(200) }, language))).toBeLessThan(
        70,
      );
    }
  });

  it('sets the chosen option against the key: the lettered option as seen, and each numbered candidate', () => {
    const lettered: AnswerContext = {
      ...context,
      section: 'reading',
      options: ['A) in the park', 'B) at school'],
      correctAnswer: 'B) at school',
      studentAnswer: 'A',
      studentAnswerText: 'A) in the park',
    };
    expect(explainAnswerOffline(lettered, 'az')).toMatch(
      /^Təəssüf ki, düz deyil\. Sən «A\) in the park» seçdin\. Düzgün cavab: «B\) at school»\./,
    );
    const combination: AnswerContext = {
      ...context,
      question: '1) has gone 2) went 3) had gone 4) walked — which fit "He ___ home yesterday."?',
      options: ['1, 2', '2, 3', '2, 4', '1, 4', '3, 4'],
      correctAnswer: '2, 4',
      studentAnswer: '1, 4',
    };
    expect(explainAnswerOffline(combination, 'ru')).toMatch(
      /^Не совсем\. Твой выбор — «1, 4»\. Правильный ответ: «2, 4»\. Не подходит: 1\. Подходит, но не выбрано: 2\./,
    );
    expect(explainAnswerOffline({ ...combination, studentAnswer: '2, 3', correctAnswer: '1, 2' }, 'en')).toContain(
      'Does not fit: 3. Also fits, but not chosen: 1.',
    );
  });

  it('explains the formula under 80 words and the topic in at most 120 (AI-09)', () => {
    const topic = makeTopic({
      description: makeLocalized({ en: long(3) }),
      explanation: makeLocalized({ en: long(40), az: long(40), ru: long(40) }),
    });
    for (const language of LANGUAGES) {
      const formula = explainFormulaOffline(topic, language);
      expect(formula).toContain('Subject + V1(s/es)');
      expect(countWords(formula)).toBeLessThan(80);
      expect(countWords(explainTopicOffline(topic, language))).toBeLessThanOrEqual(120);
    }
    expect(explainTopicOffline(topic, 'en')).toMatch(/^Sentence 1/);
  });

  it('explains a wrong lesson answer in 2–3 sentences (AI-09)', () => {
    const topic = makeTopic();
    const item = makeQuizItem({ question: 'He ___ tea.', options: ['like', 'likes', 'liking'], correctAnswerIndex: 1 });
    const wrong = explainWrongLessonAnswerOffline(topic, item, 0, 'en');
    expect(wrong).toBe(
      'You chose "like", but the correct answer is "likes". Remember the rule: Subject + V1(s/es). For example: Example 1.',
    );
    expect(countSentences(wrong)).toBe(3);
    expect(explainWrongLessonAnswerOffline(topic, item, 1, 'az')).toMatch(/^«likes» düzgün cavabdır\./);
    const noExample = makeTopic({
      examples: Array.from({ length: 6 }, () => makeLocalized({ en: 'Look! It rains.' })),
    });
    expect(countSentences(explainWrongLessonAnswerOffline(noExample, item, 0, 'ru'))).toBe(2);
  });
});
