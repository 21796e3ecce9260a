import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListeningTest } from '../../domain/content/test-factories.ts';
import { missingAudioTools, probeAudioFile, probeListeningAudio } from './probe-audio.ts';
import { tempContentDir } from './test-content-tree.ts';

// Needs Debian's ffmpeg package, like `npm run content:check` (CI installs it).
let dir = '';

/** A tone of `seconds` seconds, encoded like our listening audio (Opus in Ogg). */
function tone(file: string, seconds: number): void {
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
    '24k',
    '-y',
    file,
  ]);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
}

beforeAll(() => {
  expect(missingAudioTools()).toEqual([]);
  dir = tempContentDir();
  mkdirSync(join(dir, 'listening', 'audio'), { recursive: true });
  tone(join(dir, 'listening', 'audio', 'good.opus'), 3);
  const bytes = readFileSync(join(dir, 'listening', 'audio', 'good.opus'));
  const damaged = Buffer.from(bytes);
  damaged.fill(0, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 200);
  writeFileSync(join(dir, 'listening', 'audio', 'damaged.opus'), damaged);
  writeFileSync(join(dir, 'listening', 'audio', 'garbage.opus'), 'not audio');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('probeAudioFile', () => {
  it('measures a good file', async () => {
    const probe = await probeAudioFile(join(dir, 'listening/audio/good.opus'), 'listening/audio/good.opus');
    expect(probe.kind).toBe('decoded');
    if (probe.kind === 'decoded') expect(probe.seconds).toBeCloseTo(3, 1);
    // ffmpeg's sine is 1/8 of full scale: about -21 LUFS (EBU R128).
    if (probe.kind === 'decoded') expect(probe.lufs).toBeGreaterThan(-23);
    if (probe.kind === 'decoded') expect(probe.lufs).toBeLessThan(-19);
  });
  it('finds a missing file', async () => {
    expect(await probeAudioFile(join(dir, 'nope.opus'), 'nope.opus')).toEqual({ kind: 'missing', path: 'nope.opus' });
  });
  it('finds a file that is not audio, and one damaged in the middle', async () => {
    expect((await probeAudioFile(join(dir, 'listening/audio/garbage.opus'), 'g')).kind).toBe('undecodable');
    expect((await probeAudioFile(join(dir, 'listening/audio/damaged.opus'), 'd')).kind).toBe('undecodable');
  });
});

describe('probeListeningAudio', () => {
  it('probes each test’s audio path, keyed by test id; a path outside the content directory is missing', async () => {
    const tests = [
      makeListeningTest({ id: 'a', audio: 'audio/good.opus' }),
      makeListeningTest({ id: 'b', audio: 'audio/none.opus' }),
      makeListeningTest({ id: 'c', audio: 'https://example.com/x.mp3' }),
    ];
    const probes = await probeListeningAudio(dir, tests);
    // An Opus file is probed with the MP3 that goes next to it (there is none for good.opus here).
    expect(probes.get('a')).toMatchObject([
      { kind: 'decoded', path: 'listening/audio/good.opus' },
      { kind: 'missing', path: 'listening/audio/good.mp3' },
    ]);
    expect(probes.get('b')).toEqual([
      { kind: 'missing', path: 'listening/audio/none.opus' },
      { kind: 'missing', path: 'listening/audio/none.mp3' },
    ]);
    expect(probes.get('c')).toEqual([{ kind: 'missing', path: 'https://example.com/x.mp3' }]);
  });
});
