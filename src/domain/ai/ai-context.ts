/**
 * The context the model sees, built here from lesson and answer state only. It is small, documented JSON: the question
 * as the student saw it, the key, the student's answer and whether it was right, the rationale and the topic's rule,
 * and about the student only their first name, the interface language and whether a test is in progress. Never raw
 * database rows, emails, surnames or ids of other tables.
 */
import type { Language } from '../language.ts';
import type { GrammarQuestion, GrammarTopic, Localized, PassageQuestion } from '../content/schema.ts';
import { firstNameOf } from './first-name.ts';

export type Section = 'grammar' | 'listening' | 'reading';

export interface StudentContext {
  /** First name only, when the profile has a real one. */
  firstName?: string;
  language: Language;
  /** A mock exam, diagnostic or daily challenge is unfinished: hints only, no answers. */
  examInProgress: boolean;
}

export function studentContext(input: {
  profileName?: string | null;
  language: Language;
  examInProgress: boolean;
}): StudentContext {
  const firstName = firstNameOf(input.profileName);
  return { ...(firstName ? { firstName } : {}), language: input.language, examInProgress: input.examInProgress };
}

/** A test question with the student's answer, as the explanation and judging prompts describe it. */
export interface AnswerContext {
  section: Section;
  /** The grammar topic's English title. */
  topic?: string;
  /** The topic's formula, the rule behind the answer. */
  formula?: string;
  question: string;
  /** Options as the student saw them: "A) ...", or the grammar options in order. */
  options?: string[];
  correctAnswer: string;
  studentAnswer: string;
  /** The chosen option as the student saw it ("B) in the park") when they answered with a letter. */
  studentAnswerText?: string;
  studentWasCorrect: boolean;
  /** Why the key is right, in the student's language. */
  rationale: string;
}

export interface QuestionSource {
  section: Section;
  question: GrammarQuestion | PassageQuestion;
  topic?: Pick<GrammarTopic, 'title' | 'formula'>;
}

/** "C) in the sports hall" for a passage option letter; the grammar option text as is. */
export function correctAnswerText(question: GrammarQuestion | PassageQuestion): string {
  if (question.type === 'open') return question.answer;
  if (Array.isArray(question.options)) return question.answer;
  const options = question.options as Partial<Record<string, string>>;
  return `${question.answer}) ${options[question.answer] ?? ''}`.trim();
}

export function optionLines(question: GrammarQuestion | PassageQuestion): string[] | undefined {
  if (question.type === 'open') return undefined;
  if (Array.isArray(question.options)) return [...question.options];
  return Object.entries(question.options as Partial<Record<string, string>>).map(
    ([letter, text]) => `${letter}) ${text ?? ''}`,
  );
}

export function answerContext(
  source: QuestionSource,
  studentAnswer: string,
  studentWasCorrect: boolean,
  language: Language,
): AnswerContext {
  const { question, topic } = source;
  const options = optionLines(question);
  const letter = studentAnswer.trim().toUpperCase();
  const letteredText =
    question.type === 'mc' && !Array.isArray(question.options)
      ? (question.options as Partial<Record<string, string>>)[letter]
      : undefined;
  return {
    section: source.section,
    ...(topic ? { topic: topic.title.en, formula: topic.formula } : {}),
    question: question.question,
    ...(options ? { options } : {}),
    correctAnswer: correctAnswerText(question),
    studentAnswer,
    ...(letteredText ? { studentAnswerText: `${letter}) ${letteredText}` } : {}),
    studentWasCorrect,
    rationale: (question.rationale as Localized)[language],
  };
}

/** A lesson as the learn prompts describe it, in the student's language. */
export interface LessonContext {
  title: string;
  formula: string;
  description: string;
  explanation: string;
  examples: string[];
}

export function lessonContext(topic: GrammarTopic, language: Language, maxExamples = 3): LessonContext {
  return {
    title: topic.title.en,
    formula: topic.formula,
    description: topic.description[language],
    explanation: topic.explanation[language],
    examples: topic.examples.slice(0, maxExamples).map((e) => e.en),
  };
}
