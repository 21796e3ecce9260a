import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../domain/content/check-content.ts';
import { makeContent, makeListeningTest, makeTopic } from '../../domain/content/test-factories.ts';
import { ContentError, countQuestions, loadContent, readContent } from './load-content.ts';
import { tempContentDir, writeContentTree } from './test-content-tree.ts';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/content');
const made: string[] = [];

function tempDir(): string {
  const dir = tempContentDir();
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadContent: our own files', () => {
  it('reads every section and the site configuration', () => {
    const content = makeContent({ topics: [makeTopic({ id: 'articles', key: 'articles' })] });
    const loaded = loadContent(writeContentTree(tempDir(), content));
    expect(loaded).toEqual(content);
    expect(countQuestions(loaded)).toBe(30 + 7 + 8);
  });

  it('gives an empty writing section when writing.json is absent (the server starts without it)', () => {
    const dir = writeContentTree(tempDir(), makeContent());
    rmSync(join(dir, 'writing'), { recursive: true });
    expect(loadContent(dir).writing.prompts).toEqual([]);
  });

  it('throws a ContentError naming the file and path of each schema error', () => {
    const dir = join(FIXTURES, 'broken');
    expect(() => loadContent(dir)).toThrow(ContentError);
    try {
      loadContent(dir);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      expect(error.message).toContain(
        `${join(dir, 'reading/reading-01.json')}: paragraphs: Too small: expected array to have >=2 items`,
      );
      expect(error.message).toContain(`${join(dir, 'site.json')}: the site configuration is required`);
      expect(error.problems.map((p) => p.code)).toEqual(['schema', 'schema', 'missing-file']);
    }
  });

  it('names the question by index and id in a schema error', () => {
    const dir = writeContentTree(tempDir(), makeContent());
    const topic = makeTopic();
    const broken = { ...topic, questions: topic.questions.map((q, i) => (i === 3 ? { ...q, difficulty: 'C1' } : q)) };
    writeFileSync(join(dir, 'grammar', 'topic.json'), JSON.stringify(broken));
    expect(readContent(dir).problems).toEqual([
      {
        code: 'schema',
        where: 'grammar/topic.json',
        detail: 'questions[3](topic-004).difficulty: Invalid option: expected one of "A2"|"B1"|"B2"',
      },
    ]);
  });
});

describe('readContent: collects every problem and keeps going (for content:check)', () => {
  it('reports invalid JSON and schema errors, and returns the files that parsed', () => {
    const dir = writeContentTree(tempDir(), makeContent());
    writeFileSync(join(dir, 'listening', 'listening-02.json'), '{ "id": "listening-02", ');
    writeFileSync(join(dir, 'reading', 'reading-02.json'), JSON.stringify({ id: 'reading-02' }));
    const report = readContent(dir);
    expect(report.problems.map((p) => [p.code, p.where])).toEqual([
      ['invalid-json', 'listening/listening-02.json'],
      ['schema', 'reading/reading-02.json'],
      ['schema', 'reading/reading-02.json'],
      ['schema', 'reading/reading-02.json'],
      ['schema', 'reading/reading-02.json'],
    ]);
    expect(report.content.listening.map((t) => t.id)).toEqual(['listening-01']);
    expect(report.content.reading.map((t) => t.id)).toEqual(['reading-01']);
  });

  it('maps each topic and test to its file', () => {
    const dir = writeContentTree(tempDir(), makeContent({ listening: [makeListeningTest({ id: 'listening-07' })] }));
    expect(Object.fromEntries(readContent(dir).sources)).toEqual({
      'grammar/topic': 'grammar/topic.json',
      'listening/listening-07': 'listening/listening-07.json',
      'reading/reading-01': 'reading/reading-01.json',
    });
  });

  it('returns site null and a missing-file problem without site.json', () => {
    const report = readContent(writeContentTree(tempDir(), makeContent({ site: null })));
    expect(report.content.site).toBeNull();
    expect(report.problems).toEqual([
      { code: 'missing-file', where: 'site.json', detail: 'the site configuration is required' },
    ]);
  });
});

describe('loadContent: the spec’s data shapes (spec §3 "Test data", §7 "Static data")', () => {
  it('loads topics arrays: grammar tests and quiz questions merged by topic name, listening and reading tests', () => {
    const content = loadContent(join(FIXTURES, 'spec-arrays'));
    expect(content.topics).toHaveLength(1);
    const [topic] = content.topics;
    expect(topic).toMatchObject({ id: 'present-simple', key: 'present_simple', formula: 'Subject + V1(s/es)' });
    expect(topic?.questions.map((q) => [q.id, q.type])).toEqual([
      ['present-simple-1', 'mc'],
      ['present-simple-2', 'mc'],
      ['present-simple-quiz-questions-1', 'mc'],
      ['present-simple-quiz-questions-2', 'open'],
    ]);
    expect(topic?.questions[1]?.question).toBe(
      'Choose the correct variants.\n1. He works.\n2. He work.\n3. He is work.',
    );
    expect(content.listening).toMatchObject([
      {
        id: 'the-science-fair',
        title: 'The science fair',
        audio: '/assets/data/listenings/science-fair.mp3',
        questions: [
          { id: 'the-science-fair-1', type: 'mc', answer: 'A', options: { A: 'in the hall' } },
          { id: 'the-science-fair-2', type: 'open', answer: 'at ten', accepted: ['at ten'] },
        ],
      },
    ]);
    expect(content.reading).toMatchObject([
      {
        id: 'caspian-seal',
        title: 'The Caspian seal',
        paragraphs: ['The Caspian seal lives nowhere else.', 'It is one of the smallest seals in the world.'],
        questions: [
          { id: 'caspian-seal-q1', answer: 'B' },
          { id: 'caspian-seal-q2', type: 'open' },
        ],
      },
    ]);
  });

  it('loads object maps whose entries hold exercises or tests, with keys as ids and passage_text as a list', () => {
    const content = loadContent(join(FIXTURES, 'spec-maps'));
    expect(content.topics.map((t) => [t.id, t.formula, t.questions.map((q) => q.id)])).toEqual([
      ['articles', 'a/an + singular noun; the + known noun', ['articles-a1', 'articles-a2']],
    ]);
    expect(content.listening.map((t) => [t.id, t.audio])).toEqual([
      ['festival', '/assets/data/listenings/festival.mp3'],
    ]);
    expect(content.reading.map((t) => [t.id, t.paragraphs, t.questions[0]?.type])).toEqual([
      ['seal', ['First paragraph.', 'Second paragraph.'], 'open'],
    ]);
  });

  it('loads spec files beside our own files, and names their source', () => {
    const dir = writeContentTree(tempDir(), makeContent());
    for (const name of readdirSync(join(FIXTURES, 'spec-arrays'))) {
      if (name !== 'site.json') copyFileSync(join(FIXTURES, 'spec-arrays', name), join(dir, name));
    }
    const report = readContent(dir);
    expect(report.content.topics.map((t) => t.id)).toEqual(['topic', 'present-simple']);
    expect(report.sources.get('grammar/present-simple')).toBe(
      'grammar_rules.json + grammar_tests.json + quiz_questions.json',
    );
    expect(report.sources.get('listening/the-science-fair')).toBe('listening_tests.json');
  });

  it('reports spec data it cannot convert with the file and path', () => {
    const dir = writeContentTree(tempDir(), makeContent());
    writeFileSync(join(dir, 'listening_tests.json'), JSON.stringify([{ passage: 'No audio', questions: [] }]));
    expect(() => loadContent(dir)).toThrow(
      `${join(dir, 'listening_tests.json')}: [0].audio: a listening test needs its audio path`,
    );
  });

  it('leaves what the spec shapes lack to the content check', () => {
    const problems = checkContent(loadContent(join(FIXTURES, 'spec-arrays')), { allowShort: true });
    const codes = new Set(problems.map((p) => p.code));
    expect(codes).toEqual(
      new Set(['missing-translation', 'too-few-questions', 'incomplete-lesson', 'question-mix', 'missing-script']),
    );
  });
});
