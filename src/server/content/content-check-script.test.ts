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

/**
 * Writes the content and, for each listening test, `seconds` of audio at its path and an MP3 next to it: a 1 kHz
 * tone whose amplitude 0.2241 measures -16 LUFS (a full-scale sine is -3.01 LUFS), unless `lufs` says otherwise.
 */
function contentTree(content: ContentDraft, seconds: number, lufs = -16): string {
  const dir = writeContentTree(tempContentDir(), content);
  made.push(dir);
  mkdirSync(join(dir, 'listening', 'audio'), { recursive: true });
  const amplitude = (10 ** ((lufs + 3.01) / 20)).toFixed(4);
  for (const test of content.listening) {
    for (const [file, codec] of [
      [test.audio, ['-c:a', 'libopus', '-b:a', '16k']],
      [test.audio.replace(/\.opus$/, '.mp3'), ['-c:a', 'libmp3lame', '-b:a', '32k']],
    ] as const) {
      const result = spawnSync('ffmpeg', [
        ...['-v', 'error', '-nostdin', '-f', 'lavfi'],
        ...['-i', `aevalsrc=${amplitude}*sin(2*PI*1000*t):s=48000:d=${seconds}`],
        ...codec,
        ...['-y', join(dir, 'listening', file)],
      ]);
      if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
    }
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

// Each case starts the real script, which encodes, decodes and measures audio with ffmpeg and reads the English word
// lists (some 9 MB): on a busy machine that takes longer than a unit test's default time.
describe('npm run content:check', { timeout: 90_000 }, () => {
  // The factories' listening test has a 200-word B1 script: 50 to 125 seconds of audio fit, 80 to 92 s is B1's pace.
  it('passes good content with --allow-short, printing each count against its minimum and the audio figures', () => {
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent(), 85)]);
    expect(output).toContain('grammar topics           1  (minimum 32)    SHORT (allowed by --allow-short)');
    expect(output).toContain('by type: multiple choice 24, open 6');
    expect(output).toContain('audio: 1.4 minutes (Opus, with an MP3 copy of each)');
    expect(output).toContain('voices: festival cmu_us_slt_arctic_hts (HTS, US female) ×1');
    expect(output).toMatch(/pace B1: 14\d\.\d to 14\d\.\d words a minute \(allowed 130–150\)/);
    expect(output).toMatch(/loudness: -1[56]\.\d to -1[56]\.\d LUFS \(target -16\)/);
    expect(output).toContain('guessing from the options alone: no combination items to measure');
    expect(output).toMatch(/options as English +\d+ options of \d+ multiple-choice items checked/);
    expect(output).toContain('content ok so far');
    expect(code).toBe(0);
  });

  it('fails when the amounts are short and --allow-short is not given', () => {
    const { code, output } = runCheck([contentTree(makeContent(), 85)]);
    expect(output).toContain('grammar: 1 grammar topics, at least 32 needed [too-few-items]');
    expect(code).toBe(1);
  });

  it('fails on a content problem, naming the place and the file', () => {
    const topic = makeTopic({
      questions: [...makeTopic().questions.slice(1), makeGrammarMc({ id: 'topic-999', answer: 'nope' })],
    });
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent({ topics: [topic] }), 85)]);
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

  it('fails on audio read too slowly for its level, or too quiet', () => {
    const slow = runCheck(['--allow-short', contentTree(makeContent(), 100)]);
    expect(slow.output).toContain('B1 is read at 130–150 [audio-pace]');
    expect(slow.code).toBe(1);
    const quiet = runCheck(['--allow-short', contentTree(makeContent(), 85, -20)]);
    expect(quiet.output).toContain('[audio-loudness]');
    expect(quiet.code).toBe(1);
  });

  it('fails, saying to install ffmpeg, when ffprobe cannot be found', () => {
    const { code, output } = runCheck(['--allow-short', contentTree(makeContent(), 85)], {
      ...process.env,
      PATH: '/nonexistent',
    });
    expect(output).toContain('sudo apt-get install ffmpeg');
    expect(code).toBe(1);
  });
});
