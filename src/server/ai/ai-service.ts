/**
 * The AI service: one function per AI task, each built from structured input. With a model
 * configured, the prompt goes to it within the total timeout and one retry (model-call.ts); a failure, a
 * timeout or an unusable reply is logged and the offline rule answers instead, so AI failures never break a
 * quiz. Without a model, the offline tutor answers everything. Replies say which produced them (`source`).
 */
import { randomUUID } from 'node:crypto';
import type { AiSource, WritingScore } from '../../domain/api/ai-schema.ts';
import { answerContext, lessonContext, type Section, type StudentContext } from '../../domain/ai/ai-context.ts';
import { dashboardPrompt, type DashboardCounts } from '../../domain/ai/dashboard-prompt.ts';
import { explainPrompt } from '../../domain/ai/explain-prompt.ts';
import type { JudgeVerdict, OpenAnswerKey } from '../../domain/ai/judge-open-answer.ts';
import { judgeOpenAnswer } from '../../domain/ai/judge-scored.ts';
import { judgeAnswerPrompt, type JudgeContext } from '../../domain/ai/judge-prompts.ts';
import { formulaPrompt, topicPrompt, wrongAnswerPrompt } from '../../domain/ai/learn-prompts.ts';
import { gateJudgement } from '../../domain/ai/model-gate.ts';
import { readJudgement, readWritingScores } from '../../domain/ai/model-reply.ts';
import { dashboardAdviceOffline } from '../../domain/ai/offline-dashboard-advice.ts';
import {
  explainAnswerOffline,
  explainFormulaOffline,
  explainTopicOffline,
  explainWrongLessonAnswerOffline,
} from '../../domain/ai/offline-explain.ts';
import { areaOf, suggestOffline, type PerformanceEntry } from '../../domain/ai/offline-suggestion.ts';
import { lessonPath, offlineTutorReply, SUGGESTED_TOPICS } from '../../domain/ai/offline-tutor.ts';
import {
  applyHardRules,
  scoreWritingOffline,
  writingEstimateText,
  type WritingTools,
} from '../../domain/ai/offline-writing-score.ts';
import { NO_WORD_KNOWLEDGE, type WordKnowledge } from '../../domain/text/word-knowledge.ts';
import { keyOverlap, partialCredit, type Credit } from '../../domain/ai/partial-credit.ts';
import { revealsKey, type ActiveItem } from '../../domain/ai/key-leak.ts';
import { suggestPrompt, type AreaSummary, type PlanFocus } from '../../domain/ai/suggest-prompt.ts';
import { searchTopics } from '../../domain/ai/search-topics.ts';
import { plannedTarget, suggestionTarget, type QuizChoices } from '../../domain/ai/suggestion-target.ts';
import { OFFLINE_TEXTS } from '../../domain/ai/offline-texts.ts';
import type { PlannedArea } from '../../domain/api/standing-schema.ts';
import { slugify } from '../../domain/practice/slug.ts';
import { lessonExcerpt, tutorPrompt, type ChatTurn } from '../../domain/ai/tutor-prompt.ts';
import { writingPrompt as writingPromptBuilder } from '../../domain/ai/writing-prompt.ts';
import { LIMITS, limitSentences, limitWords } from '../../domain/ai/word-limit.ts';
import type {
  GrammarMcQuestion,
  GrammarQuestion,
  PassageMcQuestion,
  PassageQuestion,
  WritingPrompt,
} from '../../domain/content/schema.ts';
import { gradeGrammarChoice, gradeLetterChoice } from '../../domain/practice/compare-answer.ts';
import type { Language } from '../../domain/language.ts';
import type { Logger } from '../logger.ts';
import type { ChatModel } from './chat-model.ts';
import type { ContentIndex, QuestionEntry } from './content-index.ts';
import { englishLexicon, textAnalyser, wordKnowledge } from './language-tools.ts';
import type { EnglishLexicon } from '../../domain/text/english-lexicon.ts';
import { generateReply, streamReply, type ModelCallOptions } from './model-call.ts';

export interface AiReply {
  response: string;
  source: AiSource;
}

export type TutorEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; replyId: string; response: string; source: AiSource }
  | { type: 'error'; code: 'AI_BACKEND_ERROR'; message: string };

/** The language data of the judge and the writing estimate (language-tools.ts unless a test passes its own). */
export interface LanguageTools {
  /** Built just after the server is ready (loadJudgeData), or by the first open answer that comes before. */
  words(): WordKnowledge;
  /** The English word list alone (the offline tutor's sentence check), read on the first check. */
  lexicon(): EnglishLexicon;
  writingTools(): Promise<WritingTools>;
}

export const packagedLanguageTools = (): LanguageTools => ({
  words: wordKnowledge,
  lexicon: englishLexicon,
  writingTools: async () => ({ lexicon: englishLexicon(), analyse: await textAnalyser() }),
});

export interface AiServiceDeps {
  content: ContentIndex;
  /** Default: the data shipped in npm packages (language-tools.ts). */
  languageTools?: LanguageTools;
  /** Unset: the offline tutor answers everything. */
  model: ChatModel | undefined;
  timeoutMs: number;
  /** A streamed tutor reply's whole time (model-call.ts); default four times timeoutMs. */
  streamTimeoutMs?: number;
  logger: Logger;
}

/** An open question of any section, as the judge needs it. */
export interface OpenQuestionInput {
  section: Section;
  question: Extract<GrammarQuestion | PassageQuestion, { type: 'open' }>;
  /** The reading text or the listening script the question is about, as plain text. */
  passage?: string;
}

/** The text of a listening or reading test, as the judge reads it: paragraphs, or one line per turn. */
export function passageText(entry: QuestionEntry): string | undefined {
  if (entry.section === 'reading') return entry.test.paragraphs.join('\n\n');
  if (entry.section === 'listening') return entry.test.script.map((turn) => turn.text).join('\n');
  return undefined;
}

/** The judgement of an open answer: the verdict, the partial credit for the exam estimate, and who decided. */
export interface OpenJudgement {
  correct: boolean;
  credit: Credit;
  source: AiSource;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Asked right before a model call that a budget pays for: true takes a unit, false means the budget is used up. */
export type ModelBudget = () => Promise<boolean>;
const alwaysAsk: ModelBudget = async () => true;

export function openAnswerKey({ question, passage }: Pick<OpenQuestionInput, 'question' | 'passage'>): OpenAnswerKey {
  return {
    question: question.question,
    answer: question.answer,
    accepted: question.accepted,
    ...(question.keyPoints ? { keyPoints: question.keyPoints } : {}),
    support: question.rationale.en,
    ...(passage ? { passage } : {}),
  };
}

/** Grammar tests the exact form; listening and reading test understanding (judge-open-answer.ts). */
const modeOf = (section: Section) => (section === 'grammar' ? 'form' : 'meaning');

/**
 * Whether a multiple-choice answer is the key: the option text for grammar, the letter for listening and
 * reading. A choice that is not an option is simply not the key.
 */
export function isChoiceCorrect(entry: QuestionEntry, answer: string): boolean {
  const { question } = entry;
  if (question.type === 'open') return false;
  const grade = Array.isArray(question.options)
    ? gradeGrammarChoice(question as GrammarMcQuestion, answer)
    : gradeLetterChoice(question as PassageMcQuestion, answer.trim());
  return grade.kind === 'graded' && grade.correct;
}

/** The practice area of a mastery area's section. */
const areaOfSection = (section: PlannedArea['section']): 'grammar' | 'listening' | 'reading' =>
  section === 'Listening' ? 'listening' : section === 'Reading' ? 'reading' : 'grammar';

export function createAiService({
  content,
  model,
  timeoutMs,
  streamTimeoutMs,
  logger,
  languageTools = packagedLanguageTools(),
}: AiServiceDeps) {
  const call: ModelCallOptions | undefined = model
    ? { model, timeoutMs, ...(streamTimeoutMs ? { streamTimeoutMs } : {}), logger }
    : undefined;

  /**
   * The model's reply to `prompt` when it is usable, else the offline one. `mayAsk` is asked right before the model
   * would be (a budget that may be used up): false answers offline.
   */
  async function withFallback<T>(
    prompt: () => Parameters<typeof generateReply>[1],
    accept: (reply: string) => T | undefined,
    offline: () => T,
    mayAsk: ModelBudget = alwaysAsk,
  ): Promise<{ value: T; source: AiSource }> {
    if (call && (await mayAsk())) {
      const value = await generateReply(call, prompt(), accept);
      if (value !== undefined) return { value, source: 'model' };
    }
    return { value: offline(), source: 'offline' };
  }

  const text = (limit: (reply: string) => string) => (reply: string) => {
    const limited = limit(reply.trim());
    return limited === '' ? undefined : limited;
  };

  function judgeContext(input: OpenQuestionInput, answer: string): JudgeContext {
    const q = input.question;
    return {
      section: input.section,
      question: q.question,
      modelAnswer: q.answer,
      acceptedAnswers: q.accepted,
      ...(q.keyPoints ? { keyPoints: q.keyPoints } : {}),
      rationale: q.rationale.en,
      studentAnswer: answer,
    };
  }

  /**
   * Whether the key alone settles an answer: an accepted answer after normalising, an empty one, or any grammar
   * answer (the exact form is the key's to decide). Only the rest goes to the model.
   */
  function keySettles(input: OpenQuestionInput, verdict: JudgeVerdict): boolean {
    return (
      input.section === 'grammar' ||
      verdict.reason === 'exact' ||
      verdict.reason === 'normalized' ||
      verdict.reason === 'empty'
    );
  }

  /**
   * The verdict and the partial credit of an open answer. What the key settles is decided offline; the rest goes
   * to the model in one call, and its judgement counts only as far as the offline evidence allows (model-gate.ts).
   */
  async function judge(
    input: OpenQuestionInput,
    answer: string,
    mayAsk: ModelBudget = alwaysAsk,
  ): Promise<OpenJudgement> {
    const key = openAnswerKey(input);
    const mode = modeOf(input.section);
    const words = mode === 'form' ? NO_WORD_KNOWLEDGE : languageTools.words();
    const verdict = judgeOpenAnswer(answer, key, mode, words);
    const offline = () => ({
      correct: verdict.correct,
      credit: verdict.correct ? (1 as const) : partialCredit(answer, key, mode, words),
      source: 'offline' as const,
    });
    if (keySettles(input, verdict) || !call || !(await mayAsk())) return offline();
    const judgement = await generateReply(call, judgeAnswerPrompt(judgeContext(input, answer)), readJudgement);
    if (!judgement) return offline();
    const fallback = offline();
    const gated = gateJudgement(judgement, { ...fallback, overlap: keyOverlap(answer, key, mode, words) });
    return { correct: gated.correct, credit: gated.credit, source: gated.modelCounted ? 'model' : 'offline' };
  }

  async function judgeOpen(input: OpenQuestionInput, answer: string): Promise<AiReply & { correct: boolean }> {
    const { correct, source } = await judge(input, answer);
    return { response: correct ? 'CORRECT' : 'INCORRECT', source, correct };
  }

  async function judgePartial(input: OpenQuestionInput, answer: string): Promise<AiReply & { credit: Credit }> {
    const { credit, source } = await judge(input, answer);
    return { response: String(credit), source, credit };
  }

  function openInput(entry: QuestionEntry): OpenQuestionInput | undefined {
    if (entry.question.type !== 'open') return undefined;
    const passage = passageText(entry);
    return { section: entry.section, question: entry.question, ...(passage ? { passage } : {}) };
  }

  /**
   * The paragraph against the rubric. The offline estimate's hard rules hold whoever scores: a paragraph that is
   * too short or not English is never sent to the model, and the model's points are clipped to the rules' caps.
   */
  async function scoreWriting(
    task: WritingPrompt,
    essay: string,
    language: Language,
    mayAsk: ModelBudget = alwaysAsk,
  ): Promise<AiReply & { score: WritingScore }> {
    const rubric = content.writing.rubric;
    const offline = scoreWritingOffline(essay, task, rubric, await languageTools.writingTools());
    const settled = offline.rules.flags.includes('too-short') || offline.rules.flags.includes('not-english');
    const { value, source } = settled
      ? { value: offline, source: 'offline' as const }
      : await withFallback(
          () => writingPromptBuilder(rubric, task, essay, language),
          (reply) => {
            const criteria = readWritingScores(reply, rubric);
            return criteria && { ...offline, ...applyHardRules(criteria, offline.rules, rubric) };
          },
          () => offline,
          mayAsk,
        );
    const response = writingEstimateText(value, rubric, task.minWords, language, source === 'offline');
    return {
      response,
      source,
      score: {
        words: value.words,
        score: value.total,
        maxScore: value.maxScore,
        criteria: value.criteria.map((c) => ({
          id: c.id,
          name: rubric.criteria.find((r) => r.id === c.id)?.name ?? { en: c.id, az: c.id, ru: c.id },
          points: c.points,
          maxPoints: c.maxPoints,
          ...(c.comment ? { comment: c.comment } : {}),
        })),
        judgedBy: source,
        ...(value.rules.flags.length > 0 ? { flags: value.rules.flags } : {}),
      },
    };
  }

  /** What a reply must not name for each open exam question: its key texts, and the key's letter for lettered options. */
  function activeItems(questionIds: readonly string[]): ActiveItem[] {
    return questionIds.flatMap((id): ActiveItem[] => {
      const question = content.question(id)?.question;
      if (!question) return [];
      if (question.type === 'open') return [{ stem: question.question, keys: [question.answer, ...question.accepted] }];
      if (Array.isArray(question.options)) return [{ stem: question.question, keys: [question.answer] }];
      const letter = question.answer as string;
      const options = question.options as Record<string, string>;
      return [{ stem: question.question, keys: options[letter] ? [options[letter]] : [], keyLetter: letter }];
    });
  }

  return {
    /** Whether a model is configured: only its replies cost the student's daily quota. */
    usesModel: call !== undefined,
    question: (id: string) => content.question(id),
    writingPrompt: (id: string) => content.writingPrompt(id),
    topicExists: (id: string) => content.topic(id) !== undefined,
    quizOptionExists(topicId: string, quizIndex: number, answerIndex: number): boolean {
      const item = content.topic(topicId)?.quiz[quizIndex];
      return item !== undefined && answerIndex < item.options.length;
    },

    /** /api/ai/practice: explain a test answer, under 70 words, in the interface language. */
    async explainAnswer(entry: QuestionEntry, answer: string, language: Language): Promise<AiReply> {
      const open = openInput(entry);
      const correct = open
        ? judgeOpenAnswer(answer, openAnswerKey(open), modeOf(open.section), languageTools.words()).correct
        : isChoiceCorrect(entry, answer);
      const context = answerContext(
        {
          section: entry.section,
          question: entry.question,
          ...(entry.section === 'grammar' ? { topic: entry.topic } : {}),
        },
        answer,
        correct,
        language,
      );
      const { value, source } = await withFallback(
        () => explainPrompt(context, language),
        text((r) => limitWords(r, LIMITS.explainWords)),
        () => explainAnswerOffline(context, language),
      );
      return { response: value, source };
    },

    judge,
    judgeOpen,
    judgePartial,
    openInput,

    /**
     * /api/ai/practice: the next quiz from the student's performance, 1–2 sentences, with the menu slug of the quiz it
     * suggests (suggestion-target.ts; null when none fits).
     */
    async suggestNextQuiz(
      performance: readonly PerformanceEntry[],
      language: Language,
      now: Date,
      /** This week's plan (src/server/standing): its first area is the suggestion, and the model is given it. */
      plan?: readonly PlannedArea[],
    ): Promise<AiReply & { isNoDataMessage: boolean; quizSlug: string | null }> {
      const title = (key: string) => content.topicByKey(key)?.title[language];
      const offline = suggestOffline(performance, now, title, language);
      // Nothing answered: the spec's localized 'start answering' message, without asking the model.
      if (offline.isNoDataMessage) {
        return { response: offline.text, source: 'offline', isNoDataMessage: true, quizSlug: null };
      }
      const areas: AreaSummary[] = performance
        .filter((p) => p.correct + p.incorrect > 0)
        .map((p) => {
          const area = areaOf(p.key);
          const days = p.lastMistake
            ? Math.floor((now.getTime() - new Date(p.lastMistake).getTime()) / DAY_MS)
            : undefined;
          const topic = area === 'grammar' ? content.topicByKey(p.key)?.title[language] : undefined;
          return {
            area,
            ...(topic ? { topic } : {}),
            correct: p.correct,
            incorrect: p.incorrect,
            ...(days !== undefined && days >= 0 ? { daysSinceLastMistake: days } : {}),
          };
        });
      const first = plan?.[0];
      if (plan && first) {
        const planned = plan.map((p) => {
          const area = areaOfSection(p.section);
          const topic = area === 'grammar' ? content.topic(p.area)?.title[language] : undefined;
          return {
            area,
            ...(topic ? { topic } : {}),
            level: p.level,
            pointsAtStake: p.pointsAtStake,
            slug: p.practiceSlug,
          };
        });
        const lead = planned[0] as (typeof planned)[number];
        const t = OFFLINE_TEXTS[language].suggest;
        const focus: PlanFocus[] = planned.map(({ slug: _, ...f }) => f);
        const reply = await withFallback(
          () => suggestPrompt(areas, language, focus),
          text((r) => limitSentences(r, LIMITS.suggestSentences)),
          () => (lead.area === 'grammar' ? t.plannedGrammar(lead.topic ?? first.area) : t.plannedArea(lead.area)),
        );
        const quizSlug =
          plannedTarget(
            reply.value,
            planned.map((p) => ({ area: p.area, ...(p.topic ? { title: p.topic } : {}), slug: p.slug })),
          ) ?? null;
        return { response: reply.value, source: reply.source, isNoDataMessage: false, quizSlug };
      }
      const { value, source } = await withFallback(
        () => suggestPrompt(areas, language),
        text((r) => limitSentences(r, LIMITS.suggestSentences)),
        () => offline.text,
      );
      // Both the offline text and the model are given the topic's title in the student's language.
      const choices: QuizChoices = {
        grammar: [...content.topics.values()].map((t) => ({
          key: t.key,
          title: t.title[language],
          slug: slugify(t.id),
        })),
        listening: content.testIds.listening.map(slugify),
        reading: content.testIds.reading.map(slugify),
      };
      const quizSlug = suggestionTarget(value, offline.weakest, choices) ?? null;
      return { response: value, source, isNoDataMessage: false, quizSlug };
    },

    /** /api/ai/learn: the topic's formula, under 80 words. */
    async explainFormula(topicId: string, language: Language): Promise<AiReply | undefined> {
      const topic = content.topic(topicId);
      if (!topic) return undefined;
      const { value, source } = await withFallback(
        () => formulaPrompt(lessonContext(topic, language), language),
        text((r) => limitWords(r, LIMITS.formulaWords)),
        () => explainFormulaOffline(topic, language),
      );
      return { response: value, source };
    },

    /** /api/ai/learn: the topic, at most 120 words. */
    async explainTopic(topicId: string, language: Language): Promise<AiReply | undefined> {
      const topic = content.topic(topicId);
      if (!topic) return undefined;
      const { value, source } = await withFallback(
        () => topicPrompt(lessonContext(topic, language), language),
        text((r) => limitWords(r, LIMITS.topicWords)),
        () => explainTopicOffline(topic, language),
      );
      return { response: value, source };
    },

    /** /api/ai/learn: a wrong answer in a lesson quiz, 2–3 sentences. undefined: no such topic or quiz item. */
    async explainWrongLessonAnswer(
      topicId: string,
      quizIndex: number,
      answerIndex: number,
      language: Language,
    ): Promise<AiReply | undefined> {
      const topic = content.topic(topicId);
      const item = topic?.quiz[quizIndex];
      if (!topic || !item || answerIndex >= item.options.length) return undefined;
      const { value, source } = await withFallback(
        () =>
          wrongAnswerPrompt(
            {
              topic: topic.title.en,
              formula: topic.formula,
              question: item.question,
              options: item.options,
              studentAnswer: item.options[answerIndex] ?? '',
              correctAnswer: item.options[item.correctAnswerIndex] ?? '',
            },
            language,
          ),
        text((r) => limitSentences(r, LIMITS.wrongAnswerSentences)),
        () => explainWrongLessonAnswerOffline(topic, item, answerIndex, language),
      );
      return { response: value, source };
    },

    /** /api/ai/dashboard: one sentence from the right and wrong counts. No answers yet: the offline no-data one. */
    async dashboardAdvice(counts: DashboardCounts, language: Language): Promise<AiReply & { noData: boolean }> {
      const answered = Object.values(counts).some((c) => c.correct + c.incorrect > 0);
      if (!answered) return { response: dashboardAdviceOffline(counts, language), source: 'offline', noData: true };
      const { value, source } = await withFallback(
        () => dashboardPrompt(counts, language),
        text((r) => limitSentences(r, LIMITS.dashboardSentences)),
        () => dashboardAdviceOffline(counts, language),
      );
      return { response: value, source, noData: false };
    },

    scoreWriting,

    /**
     * The tutor's reply as events: text deltas, then `done` with the whole reply, or `error` when the model's
     * stream was cut after it had started (never presented as complete). A model that fails before its first
     * chunk is replaced by the offline tutor. During an unfinished exam (`openQuestionIds` not empty) the model's
     * reply is held back until it is whole and read for the keys of those questions; one that names a key is
     * replaced by the offline tutor's hint.
     */
    async *tutorReply(
      messages: readonly ChatTurn[],
      student: StudentContext,
      signal: AbortSignal,
      openQuestionIds: readonly string[] = [],
    ): AsyncGenerator<TutorEvent> {
      const replyId = randomUUID();
      const message = [...messages].reverse().find((m) => m.sender === 'user')?.text ?? '';
      if (call) {
        const lessons = searchTopics(content.search, message, 2).flatMap((hit) => {
          const topic = content.topic(hit.id);
          return topic
            ? [
                {
                  title: topic.title[student.language],
                  path: lessonPath(topic.id, student.language),
                  excerpt: lessonExcerpt(topic.formula, topic.explanation[student.language]),
                },
              ]
            : [];
        });
        const held = openQuestionIds.length > 0;
        for await (const event of streamReply(call, tutorPrompt(student, messages, lessons), signal)) {
          if (event.type === 'delta') {
            if (!held) yield event;
          } else if (event.type === 'done') {
            if (held && revealsKey(event.text, activeItems(openQuestionIds))) {
              logger.info('AI: a tutor reply named the key of an open exam question; the offline hint answers instead');
              break;
            }
            if (held) yield { type: 'delta', text: event.text };
            yield { type: 'done', replyId, response: event.text, source: 'model' };
            return;
          } else if (event.type === 'cut') {
            yield { type: 'error', code: 'AI_BACKEND_ERROR', message: 'The reply was cut off. Please try again.' };
            return;
          } else break;
        }
        if (signal.aborted) return;
      }
      const reply = offlineTutorReply({
        message,
        language: student.language,
        examInProgress: student.examInProgress,
        index: content.search,
        topics: content.topics,
        suggestedTopicIds: [...SUGGESTED_TOPICS, ...content.topics.keys()],
        lexicon: languageTools.lexicon(),
        isEnglishWord: (word) => languageTools.lexicon().rank(word) !== undefined,
      });
      const paragraphs = reply.text.split('\n\n');
      for (const [i, paragraph] of paragraphs.entries())
        yield { type: 'delta', text: i === 0 ? paragraph : `\n\n${paragraph}` };
      yield { type: 'done', replyId, response: reply.text, source: 'offline' };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
