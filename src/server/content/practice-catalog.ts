/**
 * The practice side of the loaded content, indexed once at start-up: the menu, which item a slug names, and the
 * public shapes of passages (the questions themselves are in src/server/attempts/question-bank.ts). Nothing here
 * reaches the browser with a key: questions leave through toPublicQuestion only.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type {
  ExamModel,
  MenuItem,
  MenuResponse,
  OfflinePack,
  PublicListening,
  PublicReading,
  PublicWriting,
  QuizKind,
} from '../../domain/api/practice-schema.ts';
import { GRAMMAR_QUIZ_SIZE } from '../../domain/api/practice-schema.ts';
import { audioContentPath } from '../../domain/content/audio-path.ts';
import { fallbackAudioPath } from '../../domain/content/check-audio.ts';
import type { Content } from '../../domain/content/content.ts';
import type {
  ListeningTest,
  Localized,
  ReadingTest,
  WritingPrompt,
  WritingRubric,
} from '../../domain/content/schema.ts';
import {
  assembleClassicMock,
  assembleNewMock,
  CLASSIC_MOCK,
  MockAssemblyError,
  NEW_MOCK,
} from '../../domain/practice/assemble-mock.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import { drawGrammarSession, drawListeningSession, drawReadingSession } from '../../domain/practice/draw-practice.ts';
import { findBySlug } from '../../domain/practice/match-topic.ts';
import type { Random } from '../../domain/practice/random.ts';
import { MOCK_TITLES } from '../../domain/practice/mock-titles.ts';
import { toPublicQuestion } from '../../domain/practice/public-question.ts';
import { slugify } from '../../domain/practice/slug.ts';

/** Where the app serves listening audio (see audio-routes.ts). */
export const AUDIO_URL_PREFIX = '/api/content/audio/';

export interface PracticeItem {
  menu: MenuItem;
  kind: QuizKind;
  model?: ExamModel;
  /** Grammar, listening and reading grade each answer as it is given; mock exams at Finish. */
  immediateFeedback: boolean;
  draw(random: Random): Draw;
  /**
   * Grammar topics: the questions a session may be drawn from, without their keys, for a session started offline
   * (src/domain/practice/offline-draw.ts).
   */
  offline?: OfflinePack;
}

export interface AudioFile {
  /** The file under the content directory. */
  path: string;
  /** The file name in the URL: `<test id>.<ext>`. */
  name: string;
}

export interface PracticeCatalog {
  menu: MenuResponse;
  find(slug: string): PracticeItem | undefined;
  /** The menu item an attempt was started from, by its id. */
  byId(id: string): PracticeItem | undefined;
  listening(id: string): ListeningTest | undefined;
  reading(id: string): ReadingTest | undefined;
  writingPrompt(id: string): WritingPrompt | undefined;
  rubric: WritingRubric;
  publicListening(test: ListeningTest, withTranscript: boolean): PublicListening;
  publicReading(test: ReadingTest): PublicReading;
  publicWriting(prompt: WritingPrompt): PublicWriting;
  /** Audio files by URL name, and by the spec's /assets/data/ URL when the content used one. */
  audioByName(name: string): AudioFile | undefined;
  audioBySpecUrl(url: string): AudioFile | undefined;
}

const LISTENING_KIND: Record<ListeningTest['kind'], Localized> = {
  monologue: { en: 'Monologue', az: 'Monoloq', ru: 'Монолог' },
  dialogue: { en: 'Dialogue', az: 'Dialoq', ru: 'Диалог' },
};

const EXCERPT_LENGTH = 140;
function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** A short content hash of a file, so its URL changes when the file does and it can be cached for a year. */
function fileVersion(path: string): string {
  try {
    const stat = statSync(path);
    return createHash('sha256').update(`${stat.size}:${stat.mtimeMs}`).digest('hex').slice(0, 10);
  } catch {
    return '0';
  }
}

export function createPracticeCatalog(
  content: Pick<Content, 'topics' | 'listening' | 'reading' | 'writing'>,
  contentDir: string,
): PracticeCatalog {
  const listeningById = new Map(content.listening.map((t) => [t.id, t]));
  const readingById = new Map(content.reading.map((t) => [t.id, t]));
  const promptById = new Map(content.writing.prompts.map((p) => [p.id, p]));

  const audioByName = new Map<string, AudioFile>();
  const audioBySpecUrl = new Map<string, AudioFile>();
  const audioUrl = new Map<string, string>();
  const fallbackAudioUrl = new Map<string, string>();
  for (const test of content.listening) {
    const relative = audioContentPath(test.audio);
    if (relative === null) continue;
    const extension = /\.[a-z0-9]+$/.exec(relative)?.[0] ?? '';
    const file: AudioFile = { path: join(contentDir, relative), name: `${test.id}${extension}` };
    audioByName.set(file.name, file);
    if (test.audio.startsWith('/assets/data/')) audioBySpecUrl.set(test.audio, file);
    audioUrl.set(test.id, `${AUDIO_URL_PREFIX}${file.name}?v=${fileVersion(file.path)}`);
    // The MP3 the audio tool writes next to an Opus recording, for browsers without Opus.
    const fallback = fallbackAudioPath(relative);
    if (fallback !== null && existsSync(join(contentDir, fallback))) {
      const mp3: AudioFile = { path: join(contentDir, fallback), name: `${test.id}.mp3` };
      audioByName.set(mp3.name, mp3);
      fallbackAudioUrl.set(test.id, `${AUDIO_URL_PREFIX}${mp3.name}?v=${fileVersion(mp3.path)}`);
    }
  }

  const mockSource = {
    topics: content.topics,
    listening: content.listening,
    reading: content.reading,
    writingPrompts: content.writing.prompts,
  };
  // A mock exam needs all its parts: its card is listed only when the content can assemble
  // one, so a curriculum with no questions shows 'No practice data available'.
  const assembles = (mock: PracticeItem) => {
    try {
      mock.draw(Math.random);
      return true;
    } catch (error) {
      if (error instanceof MockAssemblyError) return false;
      throw error;
    }
  };
  const mockItems: PracticeItem[] = [
    {
      kind: 'mock_exam',
      model: 'classic',
      immediateFeedback: false,
      menu: {
        key: 'mock_exam',
        id: 'mock-exam',
        type: 'mock_exam',
        model: 'classic',
        slug: 'mock-exam',
        ...MOCK_TITLES.classic,
        questionCount:
          CLASSIC_MOCK.listeningMc +
          CLASSIC_MOCK.listeningOpen +
          CLASSIC_MOCK.grammar +
          CLASSIC_MOCK.readingMc +
          CLASSIC_MOCK.readingOpen,
      },
      draw: (random) => assembleClassicMock(mockSource, random),
    },
    {
      kind: 'mock_exam',
      model: 'new',
      immediateFeedback: false,
      menu: {
        key: 'mock_exam_new',
        id: 'mock-exam-new',
        type: 'mock_exam',
        model: 'new',
        slug: 'mock-exam-new',
        ...MOCK_TITLES.new,
        // The paragraph is task 26.
        questionCount: NEW_MOCK.listeningMc + NEW_MOCK.grammar + NEW_MOCK.readingTexts * NEW_MOCK.readingMc + 1,
      },
      draw: (random) => assembleNewMock(mockSource, random),
    },
  ];
  const items: PracticeItem[] = [
    ...mockItems.filter(assembles),
    ...content.topics.map((topic): PracticeItem => ({
      kind: 'grammar',
      immediateFeedback: true,
      menu: {
        key: topic.key,
        id: topic.id,
        type: 'grammar',
        slug: slugify(topic.id),
        title: topic.title,
        details: topic.description,
        questionCount: Math.min(GRAMMAR_QUIZ_SIZE, topic.questions.length),
      },
      draw: (random) => drawGrammarSession(topic, random),
      offline: {
        slug: slugify(topic.id),
        topicId: topic.id,
        title: topic.title,
        size: Math.min(GRAMMAR_QUIZ_SIZE, topic.questions.length),
        questions: topic.questions.map((q, i) =>
          toPublicQuestion(q, { number: i + 1, section: 'Grammar', topicId: topic.id }),
        ),
      },
    })),
    ...content.listening.map((test): PracticeItem => ({
      kind: 'listening',
      immediateFeedback: true,
      menu: {
        key: test.id,
        id: test.id,
        type: 'listening',
        slug: slugify(test.id),
        title: test.title,
        details: LISTENING_KIND[test.kind],
        questionCount: test.questions.length,
        difficulty: test.difficulty,
      },
      draw: () => drawListeningSession(test),
    })),
    ...content.reading.map((test): PracticeItem => ({
      kind: 'reading',
      immediateFeedback: true,
      menu: {
        key: test.id,
        id: test.id,
        type: 'reading',
        slug: slugify(test.id),
        title: test.title,
        details: excerpt(test.paragraphs[0] ?? ''),
        questionCount: test.questions.length,
        difficulty: test.difficulty,
      },
      draw: () => drawReadingSession(test),
    })),
  ];
  // Topics are also found by their key read as words (the spec's topic_name, e.g. present_simple → present simple).
  const named = items.map((item) => ({
    item,
    id: item.menu.id,
    key: item.menu.key,
    title: item.menu.title,
    name: item.kind === 'grammar' ? item.menu.key.replace(/_/g, ' ') : undefined,
  }));
  const byId = new Map(items.map((item) => [item.menu.id, item]));

  return {
    menu: { items: items.map((i) => i.menu) },
    find: (slug) => findBySlug(named, slug)?.item,
    byId: (id) => byId.get(id),
    listening: (id) => listeningById.get(id),
    reading: (id) => readingById.get(id),
    writingPrompt: (id) => promptById.get(id),
    rubric: content.writing.rubric,
    publicListening(test, withTranscript) {
      const out: PublicListening = { id: test.id, title: test.title, audioUrl: audioUrl.get(test.id) ?? '' };
      const fallback = fallbackAudioUrl.get(test.id);
      if (fallback) out.fallbackAudioUrl = fallback;
      if (withTranscript) {
        const names = new Map(test.speakers.map((s) => [s.id, s.name]));
        out.transcript = test.script.map((line) => ({
          speaker: names.get(line.speaker) ?? line.speaker,
          text: line.text,
        }));
      }
      return out;
    },
    publicReading: (test) => ({ id: test.id, title: test.title, paragraphs: [...test.paragraphs] }),
    publicWriting: (prompt) => ({
      promptId: prompt.id,
      topic: prompt.topic,
      instructions: prompt.instructions,
      minWords: prompt.minWords,
      rubric: {
        maxScore: content.writing.rubric.maxScore,
        criteria: content.writing.rubric.criteria.map(({ id, name, maxPoints, levels }) => ({
          id,
          name,
          maxPoints,
          levels: [...levels],
        })),
      },
    }),
    audioByName: (name) => audioByName.get(name),
    audioBySpecUrl: (url) => audioBySpecUrl.get(url),
  };
}
