/**
 * `npm run content:check` end to end: the real script on content trees written by the test, with real audio made
 * by ffmpeg. (The script lives in scripts/; its rules are tested one by one in src/domain/content/.)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentDraft } from '../../domain/content/content.ts';
import { makeContent, makeGrammarMc, makeTopic } from '../../domain/content/test-factories.ts';
import { tempContentDir, writeContentTree } from './test-content-tree.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the content and, for each listening test, `seconds` of audio at its path. */
function contentTree(content: ContentDraft, seconds: number): string {
  const dir = writeContentTree(tempContentDir(), content);
  made.push(dir);
  mkdirSync(join(dir, 'listening', 'audio'), { recursive: true });
  for (const test of content.listening) {
    const result = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-nostdin',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:a',
      'libopus',
      '-b:a',
      '16k',
      '-y',
      join(dir, 'listening', test.audio),
    ]);
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
  }
  return dir;
}

function runCheck(args: string[], env: NodeJS.ProcessEnv = process.env): { code: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    [join(REPO, 'node_modules/tsx/dist/cli.mjs'), 'scripts/content-check.ts', ...args],
    {
      cwd: REPO,
      env,
      encoding: 'utf8',
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each test starts the script (tsx, ffprobe, ffmpeg) and the script reads the English word lists (some 9 MB), which
// takes seconds on a busy machine: more time than the project's default.
describe('npm run content:check', { timeout: 45_000 }, () => {
  // The factories' listening test has a 200-word script: 50 to 125 seconds of audio fit.
  it('passes good content with --allow-short, printing each count against its minimum', () => {
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent(), 80)]);
    expect(output).toContain('grammar topics           1  (minimum 32)    SHORT (allowed by --allow-short)');
    expect(output).toContain('by type: multiple choice 24, open 6');
    expect(output).toContain('audio: 1.3 minutes');
    expect(output).toContain('guessing from the options alone: no combination items to measure');
    expect(output).toMatch(/options as English +\d+ options of \d+ multiple-choice items checked/);
    expect(output).toContain('content ok so far');
    expect(code).toBe(0);
  });

  it('fails when the amounts are short and --allow-short is not given', () => {
    const { code, output } = runCheck([contentTree(makeContent(), 80)]);
    expect(output).toContain('grammar: 1 grammar topics, at least 32 needed [too-few-items]');
    expect(code).toBe(1);
  });

  it('fails on a content problem, naming the place and the file', () => {
    const topic = makeTopic({
      questions: [...makeTopic().questions.slice(1), makeGrammarMc({ id: 'topic-999', answer: 'nope' })],
    });
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent({ topics: [topic] }), 80)]);
    expect(output).toContain(
      '✗ grammar/topic/topic-999 (grammar/topic.json): answer "nope" is not one of the options [answer-not-in-options]',
    );
    expect(output).toContain('1 problem(s)');
    expect(code).toBe(1);
  });

  it('fails on audio that does not fit its script', () => {
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent(), 20)]);
    expect(output).toContain('[audio-duration]');
    expect(code).toBe(1);
  });

  it('fails, saying to install ffmpeg, when ffprobe cannot be found', () => {
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent(), 80)], {
      ...process.env,
      PATH: '/nonexistent',
    });
    expect(output).toContain('sudo apt-get install ffmpeg');
    expect(code).toBe(1);
  });
});
