/**
 * The curriculum's file formats. Every file under `content/` is parsed with these schemas
 * (by `npm run content:check` and by the server at start-up), so a typo in the data is caught before a
 * student sees it. `content/README.md` documents the same shapes in prose.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

/** A text written in all three interface languages. */
export const localizedSchema = z.object({ en: text, az: text, ru: text }).strict();
export type Localized = z.infer<typeof localizedSchema>;

export const DIFFICULTIES = ['A2', 'B1', 'B2'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export const optionLetterSchema = z.enum(OPTION_LETTERS);
export type OptionLetter = (typeof OPTION_LETTERS)[number];

const idSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');

/** The answer data of an open (written) question: what we show as the model answer and what we accept. */
const openAnswerFields = {
  type: z.literal('open'),
  /** The model answer shown after grading ("suggested answer" in the spec). */
  answer: text,
  /** Every answer that counts as correct, compared after normalising case, spacing and punctuation. */
  accepted: z.array(text).min(1),
  /** For longer answers: ideas a correct answer must contain (used by the offline judge). */
  keyPoints: z.array(text).optional(),
};

const commonQuestionFields = {
  id: idSchema,
  difficulty: difficultySchema,
  question: text,
  /** Why the answer is right, for the student, in the three interface languages. */
  rationale: localizedSchema,
};

/** A grammar or vocabulary test question. Multiple choice has exactly five options (A–E), as in DİM's exam. */
export const grammarMcQuestionSchema = z
  .object({
    ...commonQuestionFields,
    type: z.literal('mc'),
    options: z.array(text).length(5),
    /** The text of the correct option; it must equal one of `options`. */
    answer: text,
  })
  .strict();

export const grammarOpenQuestionSchema = z.object({ ...commonQuestionFields, ...openAnswerFields }).strict();

export const grammarQuestionSchema = z.discriminatedUnion('type', [grammarMcQuestionSchema, grammarOpenQuestionSchema]);
export type GrammarQuestion = z.infer<typeof grammarQuestionSchema>;
export type GrammarMcQuestion = z.infer<typeof grammarMcQuestionSchema>;
export type GrammarOpenQuestion = z.infer<typeof grammarOpenQuestionSchema>;

/** The short quiz at the end of a lesson, in the spec's shape. */
export const lessonQuizItemSchema = z
  .object({
    question: text,
    options: z.array(text).min(3).max(5),
    correctAnswerIndex: z.number().int().min(0),
    /** Why the correct option is right, for the student, in the three interface languages (shown with the verdict). */
    rationale: localizedSchema,
  })
  .strict();
export type LessonQuizItem = z.infer<typeof lessonQuizItemSchema>;

export const exampleSchema = localizedSchema;

/** One grammar topic: the lesson and its bank of test questions (one file per topic in content/grammar/). */
export const grammarTopicSchema = z
  .object({
    id: idSchema,
    /** Key of the topic in a student's performance map (snake_case). */
    key: z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/),
    title: localizedSchema,
    description: localizedSchema,
    formula: text,
    explanation: localizedSchema,
    examples: z.array(exampleSchema).min(6),
    quiz: z.array(lessonQuizItemSchema).length(5),
    questions: z.array(grammarQuestionSchema),
  })
  .strict();
export type GrammarTopic = z.infer<typeof grammarTopicSchema>;

/** Listening and reading questions: multiple choice with options keyed by letter, or open. */
export const passageMcQuestionSchema = z
  .object({
    ...commonQuestionFields,
    type: z.literal('mc'),
    options: z.record(optionLetterSchema, text),
    /** The letter of the correct option. */
    answer: optionLetterSchema,
  })
  .strict();

export const passageOpenQuestionSchema = z.object({ ...commonQuestionFields, ...openAnswerFields }).strict();

export const passageQuestionSchema = z.discriminatedUnion('type', [passageMcQuestionSchema, passageOpenQuestionSchema]);
export type PassageQuestion = z.infer<typeof passageQuestionSchema>;
export type PassageMcQuestion = z.infer<typeof passageMcQuestionSchema>;
export type PassageOpenQuestion = z.infer<typeof passageOpenQuestionSchema>;

export const speakerSchema = z
  .object({
    id: z.string().regex(/^[A-Z]$/),
    name: text,
    /** Which synthesizer voice reads this speaker. */
    voice: z.enum(['female', 'male']),
    /** A teenager is read by a younger-sounding voice than an adult (default adult). */
    age: z.enum(['adult', 'teen']).optional(),
  })
  .strict();

export const listeningTestSchema = z
  .object({
    id: idSchema,
    title: text,
    kind: z.enum(['monologue', 'dialogue']),
    difficulty: difficultySchema,
    speakers: z.array(speakerSchema).min(1).max(2),
    script: z.array(z.object({ speaker: z.string().regex(/^[A-Z]$/), text }).strict()).min(1),
    /** Audio file path relative to content/listening/ (generated by `npm run content:audio`). */
    audio: z.string().regex(/^audio\/[a-z0-9-]+\.(opus|mp3|ogg)$/),
    questions: z.array(passageQuestionSchema).min(7),
  })
  .strict();
export type ListeningTest = z.infer<typeof listeningTestSchema>;
export type Speaker = z.infer<typeof speakerSchema>;
export type ScriptLine = ListeningTest['script'][number];

export const readingTestSchema = z
  .object({
    id: idSchema,
    title: text,
    difficulty: difficultySchema,
    paragraphs: z.array(text).min(2),
    questions: z.array(passageQuestionSchema).min(8),
  })
  .strict();
export type ReadingTest = z.infer<typeof readingTestSchema>;

export const writingPromptSchema = z
  .object({
    id: idSchema,
    topic: localizedSchema,
    instructions: localizedSchema,
    minWords: z.number().int().min(50),
    /** Ideas a student might use, shown on request. */
    hints: z.array(localizedSchema).min(2),
  })
  .strict();
export type WritingPrompt = z.infer<typeof writingPromptSchema>;

export const writingRubricSchema = z
  .object({
    maxScore: z.number().int().positive(),
    criteria: z
      .array(
        z
          .object({
            id: idSchema,
            name: localizedSchema,
            maxPoints: z.number().int().positive(),
            /** What each point value means, from 0 up to maxPoints. */
            levels: z.array(localizedSchema).min(2),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type WritingRubric = z.infer<typeof writingRubricSchema>;

export const writingFileSchema = z
  .object({ rubric: writingRubricSchema, prompts: z.array(writingPromptSchema) })
  .strict();
export type WritingFile = z.infer<typeof writingFileSchema>;

/** Tutor promo item: every field of the spec's tutor promo item. */
export const tutorPromoSchema = z
  .object({
    id: idSchema,
    name: text,
    title: localizedSchema,
    photo: text,
    rating: z.number().min(0).max(5),
    topStat: z.object({ label: localizedSchema, value: text }).strict(),
    context: localizedSchema,
    platform: text,
    contactUrl: z.url(),
    monthlyRate: z.number().positive(),
    currency: z.literal('AZN'),
  })
  .strict();
export type TutorPromo = z.infer<typeof tutorPromoSchema>;

/** The site configuration (support page, contact, social links, tutor promos): changed without a code change. */
export const siteConfigSchema = z
  .object({
    contactEmail: z.email(),
    social: z.array(z.object({ name: text, url: z.url() }).strict()).min(1),
    landing: z
      .object({
        successRatePercent: z.number().min(0).max(100),
        studentsCount: z.number().int().nonnegative(),
      })
      .strict(),
    support: z
      .object({
        cardNumber: z.string().regex(/^\d{4} \d{4} \d{4} \d{4}$/),
        moneyBoxUrl: z.url(),
        currency: z.literal('AZN'),
        monthlyGoal: z.number().positive(),
        raisedThisMonth: z.number().nonnegative(),
        /** A coffee-sized suggested amount per interface language (1 to 5 AZN). */
        coffeeAmount: z
          .object({ az: z.number().min(1).max(5), ru: z.number().min(1).max(5), en: z.number().min(1).max(5) })
          .strict(),
        /** The support page's text: 10 currency units = one week of AI lessons for 20 students. */
        aiWeekCost: z.number().positive(),
        aiWeekStudents: z.number().int().positive(),
        privateTutorMonthly: z.object({ min: z.number().positive(), max: z.number().positive() }).strict(),
      })
      .strict(),
    /** The mock exam as a rehearsal of the hall (docs/decisions/019-exam-clock.md). */
    exam: z
      .object({
        /** Time allowed for a mock exam, in minutes: a third of the first stage's three hours for three subjects. */
        minutes: z.number().int().min(1).max(240).default(60),
        /** How many times the listening recording may be played in a mock exam, as it is played aloud in the hall. */
        listeningPlays: z.number().int().min(1).max(5).default(2),
      })
      .strict()
      .default({ minutes: 60, listeningPlays: 2 }),
    tutorPromo: z
      .object({
        advertisingPriceFrom: z.number().positive(),
        /** Show the card after every result, also at 90 % or more. */
        alwaysShow: z.boolean().default(false),
        tutors: z.array(tutorPromoSchema).min(1),
      })
      .strict(),
  })
  .strict();
export type SiteConfig = z.infer<typeof siteConfigSchema>;
