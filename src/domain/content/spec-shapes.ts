/**
 * Converts the spec's data files into our content types, so a curriculum written for the original app loads beside
 * ours:
 * - grammar: lessons from grammar_rules.json; test topics from grammar_tests.json and quiz_questions.json merged
 *   by `topic_name` with their questions concatenated; a lesson joins the topic with its id or its title;
 * - listening_tests.json: `passage` (the title), the audio path (`./listenings/x` → `/assets/data/listenings/x`),
 *   questions with letter-map options;
 * - reading_tests.json: `passage_id`, `passage_title`, `passage_text` (a string, split at blank lines, or a list).
 * What the spec's shapes do not have (translations, a listening script, a lesson) is left empty, and the content
 * check reports it; what cannot be converted at all is returned as an issue naming the file and path.
 */
import { z } from 'zod';
import { SPEC_DATA_URL_PREFIX } from './audio-path.ts';
import {
  difficultySchema,
  type GrammarTopic,
  type ListeningTest,
  type PassageQuestion,
  type ReadingTest,
  type ScriptLine,
  type Speaker,
  speakerSchema,
} from './schema.ts';
import { parseEntry, specEntries, toContentId, toLocalized, type SpecFile, type SpecIssue } from './spec-collection.ts';
import {
  grammarQuestionFromSpec,
  passageQuestionFromSpec,
  questionsOf,
  SPEC_DEFAULT_DIFFICULTY,
  specLocalizedSchema,
  specQuestionLists,
} from './spec-questions.ts';

/** The spec's file names, as they sit in the content directory. */
export const SPEC_FILES = {
  grammarRules: 'grammar_rules.json',
  grammarTests: 'grammar_tests.json',
  quizQuestions: 'quiz_questions.json',
  listeningTests: 'listening_tests.json',
  readingTests: 'reading_tests.json',
} as const;

/** A converted item and the spec files it came from. */
export interface FromSpec<T> {
  value: T;
  files: string[];
}

export interface SpecResult<T> {
  items: FromSpec<T>[];
  issues: SpecIssue[];
}

const specId = z.union([z.string(), z.number()]).transform(String);

const specGrammarTopicSchema = z
  .object({
    topic_id: specId.optional(),
    id: specId.optional(),
    key: z.string().optional(),
    topic_name: z.string().optional(),
    ...specQuestionLists,
  })
  .loose();

const specLessonSchema = z
  .object({
    id: specId.optional(),
    topic_id: specId.optional(),
    key: z.string().optional(),
    title: specLocalizedSchema.optional(),
    topic_name: z.string().optional(),
    description: specLocalizedSchema.optional(),
    formula: z.string().optional(),
    explanation: specLocalizedSchema.optional(),
    examples: z.array(specLocalizedSchema).optional(),
    quiz: z
      .array(
        z
          .object({
            question: z.string(),
            options: z.array(z.union([z.string(), z.number()]).transform(String)),
            correctAnswerIndex: z.number(),
            rationale: specLocalizedSchema.optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();
type SpecLesson = z.infer<typeof specLessonSchema>;

const specScriptSchema = z.union([z.array(z.object({ speaker: z.string(), text: z.string() }).loose()), z.string()]);

const specListeningSchema = z
  .object({
    id: specId.optional(),
    test_id: specId.optional(),
    passage: z.string().optional(),
    title: z.string().optional(),
    audio: z.string().optional(),
    audio_path: z.string().optional(),
    audioPath: z.string().optional(),
    kind: z.enum(['monologue', 'dialogue']).optional(),
    difficulty: difficultySchema.optional(),
    speakers: z.array(speakerSchema).optional(),
    script: specScriptSchema.optional(),
    transcript: specScriptSchema.optional(),
    ...specQuestionLists,
  })
  .loose();

const specReadingSchema = z
  .object({
    passage_id: specId.optional(),
    id: specId.optional(),
    passage_title: z.string().optional(),
    title: z.string().optional(),
    passage_text: z.union([z.string(), z.array(z.string())]).optional(),
    paragraphs: z.array(z.string()).optional(),
    difficulty: difficultySchema.optional(),
    ...specQuestionLists,
  })
  .loose();

/** Audio paths resolve under /assets/data/, so `./listenings/x` is `/assets/data/listenings/x`. */
export function specAudioUrl(path: string): string {
  const p = path.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('/')) return p;
  return SPEC_DATA_URL_PREFIX + p.replace(/^(?:\.\/)+/, '');
}

/** Paragraphs from `passage_text`: a list as it is, a string split at blank lines (or at line breaks if it has none). */
export function specParagraphs(text: string | string[] | undefined): string[] {
  if (text === undefined) return [];
  const parts = Array.isArray(text) ? text : /\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split('\n');
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function firstId(...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const id = candidate === undefined ? '' : toContentId(candidate);
    if (id !== '') return id;
  }
  return '';
}

function titleText(title: SpecLesson['title']): string | undefined {
  return typeof title === 'string' ? title : title?.en;
}

interface TopicGroup {
  id: string;
  key: string | undefined;
  name: string | undefined;
  files: Set<string>;
  questions: GrammarTopic['questions'];
}

/**
 * Grammar topics from the spec's lesson file and test files. `tests` are read in order (grammar_tests.json, then
 * quiz_questions.json): entries with the same `topic_name` (ignoring case and spaces) become one topic whose
 * questions are concatenated, with the first entry's id (a question id already taken in the topic gets the file's
 * name: `present-simple-quiz-questions-1`). Lessons without tests become topics without questions.
 */
export function topicsFromSpec(sources: { rules?: SpecFile; tests: SpecFile[] }): SpecResult<GrammarTopic> {
  const issues: SpecIssue[] = [];
  const groups = new Map<string, TopicGroup>();
  for (const file of sources.tests) {
    specEntries(file.json).forEach((entry, entryIndex) => {
      const topic = parseEntry(file.name, entry, specGrammarTopicSchema, issues);
      if (!topic) return;
      const name = topic.topic_name?.trim();
      const id = firstId(topic.topic_id, topic.id, entry.key, name) || `topic-${entryIndex + 1}`;
      const groupKey = name ? `name:${name.toLowerCase().replace(/\s+/g, ' ')}` : `id:${id}`;
      let group = groups.get(groupKey);
      if (!group) {
        group = { id, key: topic.key, name, files: new Set(), questions: [] };
        groups.set(groupKey, group);
      }
      group.files.add(file.name);
      const { questions } = questionsOf(topic);
      const offset = group.questions.length;
      const topicId = group.id;
      const taken = new Set(group.questions.map((q) => q.id));
      // Each file numbers its questions on its own, so a clash after merging is renamed after the file
      // (`present-simple-quiz-questions-1`): stable, unlike a position.
      const fileId = toContentId(file.name.replace(/\.json$/, ''));
      questions.forEach((q, i) => {
        const converted = grammarQuestionFromSpec(q, topicId, offset + i);
        if (taken.has(converted.id)) converted.id = `${topicId}-${fileId}-${converted.id.slice(topicId.length + 1)}`;
        taken.add(converted.id);
        group.questions.push(converted);
      });
    });
  }

  const lessons: { lesson: SpecLesson; id: string; byTitle: string; used: boolean }[] = [];
  if (sources.rules) {
    const rulesFile = sources.rules.name;
    for (const entry of specEntries(sources.rules.json)) {
      const lesson = parseEntry(rulesFile, entry, specLessonSchema, issues);
      if (!lesson) continue;
      const byTitle = firstId(titleText(lesson.title), lesson.topic_name);
      const id = firstId(lesson.id, lesson.topic_id, entry.key) || byTitle;
      if (id === '') {
        issues.push({ file: rulesFile, path: entry.path, message: 'a lesson needs an id or a title' });
        continue;
      }
      lessons.push({ lesson, id, byTitle, used: false });
    }
  }

  const items: FromSpec<GrammarTopic>[] = [];
  const build = (group: TopicGroup, lessonRef: (typeof lessons)[number] | undefined): FromSpec<GrammarTopic> => {
    const lesson = lessonRef?.lesson;
    const files = [...group.files];
    if (lessonRef && sources.rules) files.unshift(sources.rules.name);
    return {
      files,
      value: {
        id: group.id,
        key: firstId(group.key ?? lesson?.key, group.id).replace(/-/g, '_'),
        title: toLocalized(lesson?.title ?? group.name ?? group.id),
        description: toLocalized(lesson?.description),
        formula: lesson?.formula ?? '',
        explanation: toLocalized(lesson?.explanation),
        examples: (lesson?.examples ?? []).map((e) => toLocalized(e)),
        quiz: (lesson?.quiz ?? []).map((item) => ({
          question: item.question,
          options: item.options,
          correctAnswerIndex: item.correctAnswerIndex,
          rationale: toLocalized(item.rationale),
        })),
        questions: group.questions,
      },
    };
  };
  for (const group of groups.values()) {
    const nameId = group.name ? toContentId(group.name) : '';
    const lessonRef =
      lessons.find((l) => !l.used && l.id === group.id) ??
      lessons.find((l) => !l.used && nameId !== '' && (l.byTitle === nameId || l.id === nameId));
    if (lessonRef) lessonRef.used = true;
    items.push(build(group, lessonRef));
  }
  for (const lessonRef of lessons.filter((l) => !l.used)) {
    const group: TopicGroup = {
      id: lessonRef.id,
      key: undefined,
      name: titleText(lessonRef.lesson.title),
      files: new Set(),
      questions: [],
    };
    items.push(build(group, lessonRef));
  }
  return { items, issues };
}

/** Script lines from our list form, or from a plain transcript whose lines may start with "A: ". */
function scriptLines(script: z.infer<typeof specScriptSchema> | undefined): ScriptLine[] {
  if (script === undefined) return [];
  if (Array.isArray(script)) return script.map((line) => ({ speaker: line.speaker, text: line.text }));
  return script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = /^([A-Z]):\s*(.*)$/.exec(line);
      return match ? { speaker: match[1] ?? 'A', text: match[2] ?? '' } : { speaker: 'A', text: line };
    });
}

/** Speakers named after the letters a script uses, when the data names none (voices alternate for the audio tool). */
function speakersFor(script: ScriptLine[]): Speaker[] {
  const ids = [...new Set(script.map((line) => line.speaker))];
  return ids.map((id, i) => ({ id, name: `Speaker ${id}`, voice: i % 2 === 0 ? 'female' : 'male' }));
}

function passageQuestions(
  file: string,
  entryPath: string,
  entry: Parameters<typeof questionsOf>[0],
  testId: string,
  issues: SpecIssue[],
): PassageQuestion[] {
  const { listKey, questions } = questionsOf(entry);
  const converted: PassageQuestion[] = [];
  questions.forEach((q, i) => {
    const result = passageQuestionFromSpec(q, testId, i, { file, path: `${entryPath}.${listKey}[${i}]` });
    if ('issue' in result) issues.push(result.issue);
    else converted.push(result.question);
  });
  return converted;
}

/** Listening tests from listening_tests.json. A test without an audio path cannot be used: it is an issue. */
export function listeningFromSpec(file: SpecFile): SpecResult<ListeningTest> {
  const issues: SpecIssue[] = [];
  const items: FromSpec<ListeningTest>[] = [];
  specEntries(file.json).forEach((entry, index) => {
    const test = parseEntry(file.name, entry, specListeningSchema, issues);
    if (!test) return;
    const title = test.passage ?? test.title ?? '';
    const id = firstId(test.id, test.test_id, entry.key, title) || `listening-${index + 1}`;
    const audio = test.audio ?? test.audio_path ?? test.audioPath;
    if (audio === undefined || audio.trim() === '') {
      issues.push({ file: file.name, path: `${entry.path}.audio`, message: 'a listening test needs its audio path' });
      return;
    }
    const script = scriptLines(test.script ?? test.transcript);
    const speakers = test.speakers ?? speakersFor(script);
    items.push({
      files: [file.name],
      value: {
        id,
        title: title || id,
        kind: test.kind ?? (speakers.length > 1 ? 'dialogue' : 'monologue'),
        difficulty: test.difficulty ?? SPEC_DEFAULT_DIFFICULTY,
        speakers,
        script,
        audio: specAudioUrl(audio),
        questions: passageQuestions(file.name, entry.path, test, id, issues),
      },
    });
  });
  return { items, issues };
}

/** Reading tests from reading_tests.json. */
export function readingFromSpec(file: SpecFile): SpecResult<ReadingTest> {
  const issues: SpecIssue[] = [];
  const items: FromSpec<ReadingTest>[] = [];
  specEntries(file.json).forEach((entry, index) => {
    const test = parseEntry(file.name, entry, specReadingSchema, issues);
    if (!test) return;
    const title = test.passage_title ?? test.title ?? '';
    const id = firstId(test.passage_id, test.id, entry.key, title) || `reading-${index + 1}`;
    items.push({
      files: [file.name],
      value: {
        id,
        title: title || id,
        difficulty: test.difficulty ?? SPEC_DEFAULT_DIFFICULTY,
        paragraphs: test.paragraphs ?? specParagraphs(test.passage_text),
        questions: passageQuestions(file.name, entry.path, test, id, issues),
      },
    });
  });
  return { items, issues };
}
