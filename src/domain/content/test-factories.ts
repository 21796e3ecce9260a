/**
 * Typed factories for tests of the content rules and loader. Every factory returns content that passes the
 * schemas and every check (`checkContent(makeContent())` is empty); a test overrides the one field it is about.
 */
import type { ContentDraft } from './content.ts';
import type {
  GrammarMcQuestion,
  GrammarOpenQuestion,
  GrammarTopic,
  LessonQuizItem,
  ListeningTest,
  Localized,
  PassageMcQuestion,
  PassageOpenQuestion,
  ReadingTest,
  SiteConfig,
  TutorPromo,
  WritingFile,
  WritingPrompt,
} from './schema.ts';

export function makeLocalized(overrides: Partial<Localized> = {}): Localized {
  return { en: 'A short explanation.', az: 'Qısa izah.', ru: 'Короткое объяснение.', ...overrides };
}

export function makeGrammarMc(overrides: Partial<GrammarMcQuestion> = {}): GrammarMcQuestion {
  return {
    id: 'topic-001',
    type: 'mc',
    difficulty: 'B1',
    question: 'She ___ to school every day.',
    options: ['go', 'goes', 'going', 'gone', 'is go'],
    answer: 'goes',
    rationale: makeLocalized(),
    ...overrides,
  };
}

export function makeGrammarOpen(overrides: Partial<GrammarOpenQuestion> = {}): GrammarOpenQuestion {
  return {
    id: 'topic-002',
    type: 'open',
    difficulty: 'B1',
    question: 'Write the Past Simple of "go".',
    answer: 'went',
    accepted: ['went'],
    rationale: makeLocalized(),
    ...overrides,
  };
}

export function makeQuizItem(overrides: Partial<LessonQuizItem> = {}): LessonQuizItem {
  return {
    question: 'He ___ tea.',
    options: ['like', 'likes', 'liking'],
    correctAnswerIndex: 1,
    rationale: makeLocalized(),
    ...overrides,
  };
}

/** A topic with `questionCount` distinct questions (30 by default, the minimum), every fifth one open. */
export function makeTopic(overrides: Partial<GrammarTopic> = {}, questionCount = 30): GrammarTopic {
  const id = overrides.id ?? 'topic';
  const questions = Array.from({ length: questionCount }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return i % 5 === 4
      ? makeGrammarOpen({ id: `${id}-${n}`, question: `Open question number ${n} of ${id}: write the answer.` })
      : makeGrammarMc({ id: `${id}-${n}`, question: `Sentence number ${n} of ${id}: she ___ to school.` });
  });
  return {
    id,
    key: id.replace(/-/g, '_'),
    title: makeLocalized({ en: 'Present Simple', az: 'İndiki sadə zaman', ru: 'Простое настоящее время' }),
    description: makeLocalized(),
    formula: 'Subject + V1(s/es)',
    explanation: makeLocalized(),
    examples: Array.from({ length: 6 }, (_, i) =>
      makeLocalized({ en: `Example ${i + 1}.`, az: `Nümunə ${i + 1}.`, ru: `Пример ${i + 1}.` }),
    ),
    quiz: Array.from({ length: 5 }, (_, i) => makeQuizItem({ question: `Quiz ${i + 1}: he ___ tea.` })),
    questions,
    ...overrides,
  };
}

export function makePassageMc(overrides: Partial<PassageMcQuestion> = {}): PassageMcQuestion {
  return {
    id: 'test-q1',
    type: 'mc',
    difficulty: 'B1',
    question: 'What is the text mainly about?',
    options: { A: 'a school', B: 'a river', C: 'a city', D: 'a festival', E: 'a book' },
    answer: 'C',
    rationale: makeLocalized(),
    ...overrides,
  };
}

export function makePassageOpen(overrides: Partial<PassageOpenQuestion> = {}): PassageOpenQuestion {
  return {
    id: 'test-q5',
    type: 'open',
    difficulty: 'B1',
    question: 'Where does the speaker live?',
    answer: 'in Baku',
    accepted: ['in Baku', 'Baku'],
    rationale: makeLocalized(),
    ...overrides,
  };
}

/** `mc` multiple-choice then `open` open questions, ids `<testId>-q1`, `-q2`, ... */
function passageQuestions(testId: string, mc: number, open: number): (PassageMcQuestion | PassageOpenQuestion)[] {
  return [
    ...Array.from({ length: mc }, (_, i) =>
      makePassageMc({ id: `${testId}-q${i + 1}`, question: `Multiple-choice question ${i + 1}?` }),
    ),
    ...Array.from({ length: open }, (_, i) =>
      makePassageOpen({ id: `${testId}-q${mc + i + 1}`, question: `Open question ${i + 1}?` }),
    ),
  ];
}

/** A monologue of 200 words (audio of 50 to 125 seconds fits it) with 4 multiple-choice and 3 open questions. */
export function makeListeningTest(overrides: Partial<ListeningTest> = {}): ListeningTest {
  const id = overrides.id ?? 'listening-01';
  const line = Array.from({ length: 20 }, () => 'word').join(' ');
  return {
    id,
    title: 'A school trip',
    kind: 'monologue',
    difficulty: 'B1',
    speakers: [{ id: 'A', name: 'Teacher', voice: 'female' }],
    script: Array.from({ length: 10 }, () => ({ speaker: 'A', text: line })),
    audio: `audio/${id}.opus`,
    questions: passageQuestions(id, 4, 3),
    ...overrides,
  };
}

export function makeReadingTest(overrides: Partial<ReadingTest> = {}): ReadingTest {
  const id = overrides.id ?? 'reading-01';
  return {
    id,
    title: 'The Caspian seal',
    difficulty: 'B1',
    paragraphs: ['First paragraph.', 'Second paragraph.'],
    questions: passageQuestions(id, 4, 4),
    ...overrides,
  };
}

export function makeWritingPrompt(overrides: Partial<WritingPrompt> = {}): WritingPrompt {
  return {
    id: 'writing-01',
    topic: makeLocalized({ en: 'My favourite season', az: 'Sevimli fəslim', ru: 'Моё любимое время года' }),
    instructions: makeLocalized(),
    minWords: 100,
    hints: [makeLocalized(), makeLocalized()],
    ...overrides,
  };
}

/** A rubric of two criteria (3 + 2 points, maxScore 5), each with maxPoints + 1 levels. */
export function makeWritingFile(overrides: Partial<WritingFile> = {}): WritingFile {
  const levels = (n: number): Localized[] =>
    Array.from({ length: n + 1 }, (_, i) => makeLocalized({ en: `${i} points`, az: `${i} bal`, ru: `${i} балла` }));
  return {
    rubric: {
      maxScore: 5,
      criteria: [
        { id: 'content', name: makeLocalized(), maxPoints: 3, levels: levels(3) },
        { id: 'language', name: makeLocalized(), maxPoints: 2, levels: levels(2) },
      ],
    },
    prompts: [makeWritingPrompt()],
    ...overrides,
  };
}

export function makeTutor(overrides: Partial<TutorPromo> = {}): TutorPromo {
  return {
    id: 'tutor-1',
    name: 'Aysel',
    title: makeLocalized(),
    photo: '/tutors/aysel.webp',
    rating: 4.9,
    topStat: { label: makeLocalized(), value: '300+' },
    context: makeLocalized(),
    platform: 'Online',
    contactUrl: 'https://example.com/aysel',
    monthlyRate: 30,
    currency: 'AZN',
    ...overrides,
  };
}

export function makeSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    contactEmail: 'hello@example.com',
    social: [{ name: 'Instagram', url: 'https://instagram.com/example' }],
    landing: { successRatePercent: 94, studentsCount: 5500 },
    exam: { minutes: 60, listeningPlays: 2 },
    support: {
      cardNumber: '4169 0000 0000 0000',
      moneyBoxUrl: 'https://example.com/box',
      currency: 'AZN',
      monthlyGoal: 500,
      raisedThisMonth: 120,
      coffeeAmount: { az: 2, ru: 3, en: 5 },
      aiWeekCost: 10,
      aiWeekStudents: 20,
      privateTutorMonthly: { min: 50, max: 100 },
    },
    tutorPromo: { advertisingPriceFrom: 60, alwaysShow: false, tutors: [makeTutor()] },
    ...overrides,
  };
}

/** One valid item of each kind; far below the required amounts (check with `allowShort`). */
export function makeContent(overrides: Partial<ContentDraft> = {}): ContentDraft {
  return {
    topics: [makeTopic()],
    listening: [makeListeningTest()],
    reading: [makeReadingTest()],
    writing: makeWritingFile(),
    site: makeSiteConfig(),
    ...overrides,
  };
}
