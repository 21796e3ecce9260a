/**
 * `npm run eval:judge`, `npm run eval:writing` and `npm run eval:tutor` with `--set <file>` on sets written outside the bank
 * (a teacher checking new questions, an outside audit), and `npm run eval:predict` on a small simulated population:
 * each runs as a command and ends with its machine-readable line; a file that is not a set gets a clear message and a failing exit code, not a stack trace.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'imtahan-eval-'));
const tsx = join('node_modules', '.bin', 'tsx');
// The command's own environment, without a model (the offline judge and estimate are what is measured here) and
// without the variables vitest sets for Vite (BASE_URL "/" is no address for the app's config).
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('AI_') && !['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR'].includes(name),
  ),
);

function file(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

// Each command starts tsx and loads the content and word data: seconds, more on a busy machine.
describe('the eval commands on a set from outside the bank', { timeout: 60_000 }, () => {
  it('eval:judge judges a self-contained set and ends with its summary line', async () => {
    const key = {
      section: 'reading',
      question: 'What did the writer borrow from his dad?',
      modelAnswer: 'an old alarm clock',
      accepted: ['an alarm clock', 'alarm clock'],
      passage: 'I borrowed an old alarm clock from my dad, so I did not need my phone to wake up.',
    };
    const set = file('judge.json', {
      items: [
        { ...key, answer: 'an old alarm clok', label: 'CORRECT', kind: 'spelling' },
        { ...key, answer: 'his phone', label: 'INCORRECT', kind: 'wrong' },
        { ...key, answer: 'будильник', label: 'INCORRECT', kind: 'other-language' },
      ],
    });
    const { stdout } = await run(tsx, ['scripts/eval-judge.ts', '--set', set, '--quiet'], { env });
    expect(stdout.trim().split('\n').at(-1)).toBe(
      'judge: n=3 accuracy=1.000 kappa=1.000 false_accept=0.000 false_reject=0.000',
    );
  });

  it('eval:writing scores a hand-scored set and ends with its summary line', async () => {
    const prompt = {
      title: 'My favourite hobby',
      instructions: 'Write one paragraph of at least 100 words about a hobby you enjoy.',
      minWords: 100,
    };
    const set = file('writing.json', {
      items: [
        {
          prompt,
          text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.',
          kind: 'lorem',
          scores: { 'task-achievement': 0, organisation: 0, vocabulary: 0, grammar: 0 },
          total: 0,
        },
      ],
    });
    const { stdout } = await run(tsx, ['scripts/eval-writing.ts', '--set', set, '--quiet'], { env });
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^writing: n=1 qwk=(nan|[\d.-]+) mae_total=[\d.]+ adversarial_max=[0-4](\.\d+)?$/,
    );
  });

  it('eval:tutor sends each message to the tutor and ends with its summary line', async () => {
    const set = file('tutor.json', {
      items: [
        {
          language: 'en',
          message: 'how do I form the present perfect?',
          kind: 'how-to-form',
          expectedTopics: ['present-perfect'],
          mustMention: ['have'],
          mustNot: [],
        },
        { language: 'ru', message: 'привет', kind: 'greeting', expectedTopics: [], mustMention: [], mustNot: [] },
      ],
    });
    const { stdout } = await run(tsx, ['scripts/eval-tutor.ts', '--set', set, '--quiet'], { env });
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      /^tutor: n=2 right_language=1\.000 right_topic=1\.000 mentions=[\d.]+ handled_offtopic=[\d.]+$/,
    );
    const unknownTopic = file('tutor-bad.json', {
      items: [{ language: 'az', message: 'x', kind: 'examples', expectedTopics: ['no-such-topic'] }],
    });
    await expect(run(tsx, ['scripts/eval-tutor.ts', '--set', unknownTopic], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no topic no-such-topic') as unknown,
    });
  });

  it('eval:predict simulates students over the real bank and ends with its summary line', async () => {
    const { stdout } = await run(tsx, ['scripts/eval-predict.ts', '--students', '20', '--seed', '3'], { env });
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^predict: n=20 mae=\d+\.\d\d coverage80=[01]\.\d{3}$/);
    expect(stdout).toMatch(/mae_oracle=\d+\.\d\d/);
    await expect(run(tsx, ['scripts/eval-predict.ts', '--students', 'many'], { env })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage') as unknown,
    });
  });

  it('a file that is not a set gets a message and exit code 1', async () => {
    const broken = file('broken.json', { items: [{ answer: 'x' }] });
    await expect(run(tsx, ['scripts/eval-judge.ts', '--set', broken], { env })).rejects.toMatchObject({ code: 1 });
  });
});
