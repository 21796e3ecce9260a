/**
 * Finds out what is at each listening test's audio paths (the file the test names and, for an Opus file, the MP3
 * next to it), for the content check's audio rule (src/domain/content/check-audio.ts): whether the file exists,
 * whether it decodes all the way through, how long it lasts and how loud it is. Uses ffprobe for the duration and
 * ffmpeg to decode every frame (a file cut short or damaged in the middle still has a readable header) and to
 * measure loudness (EBU R128), both from Debian's ffmpeg package. Only the content check uses this;
 * the server never decodes audio.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { audioContentPath } from '../../domain/content/audio-path.ts';
import { fallbackAudioPath, type AudioProbe } from '../../domain/content/check-audio.ts';
import type { ListeningTest } from '../../domain/content/schema.ts';

export const AUDIO_TOOLS = ['ffprobe', 'ffmpeg'] as const;

/** The audio tools that cannot be run here (empty when all can). */
export function missingAudioTools(): string[] {
  return AUDIO_TOOLS.filter((tool) => spawnSync(tool, ['-version'], { stdio: 'ignore' }).error !== undefined);
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.trim() ?? '';
}

/** Probes one file. `path` is what messages show (the path relative to the content directory). */
export async function probeAudioFile(file: string, path: string): Promise<AudioProbe> {
  if (!existsSync(file) || !statSync(file).isFile()) return { kind: 'missing', path };
  const probe = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type',
    '-of',
    'json',
    file,
  ]);
  if (probe.code !== 0)
    return { kind: 'undecodable', path, reason: firstLine(probe.stderr) || `ffprobe exited with ${probe.code}` };
  let info: { streams?: { codec_type?: string }[]; format?: { duration?: string } };
  try {
    info = JSON.parse(probe.stdout) as typeof info;
  } catch {
    return { kind: 'undecodable', path, reason: 'ffprobe gave no readable answer' };
  }
  if (!info.streams?.some((s) => s.codec_type === 'audio'))
    return { kind: 'undecodable', path, reason: 'no audio stream' };
  const seconds = Number(info.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) return { kind: 'undecodable', path, reason: 'no duration' };
  // Decoding every frame is what finds damage in the middle of a file; ffmpeg reports it on stderr.
  const decode = await run('ffmpeg', ['-v', 'error', '-nostdin', '-i', file, '-map', '0:a:0', '-f', 'null', '-']);
  if (decode.code !== 0 || decode.stderr.trim() !== '') {
    return { kind: 'undecodable', path, reason: firstLine(decode.stderr) || `ffmpeg exited with ${decode.code}` };
  }
  return { kind: 'decoded', path, seconds, ...(await loudness(file)) };
}

/** Integrated loudness (EBU R128) from the summary ffmpeg's ebur128 filter prints; nothing when it prints none. */
async function loudness(file: string): Promise<{ lufs?: number }> {
  const result = await run('ffmpeg', [
    ...['-hide_banner', '-nostats', '-nostdin', '-i', file],
    ...['-map', '0:a:0', '-af', 'ebur128', '-f', 'null', '-'],
  ]);
  const summary = result.stderr.slice(result.stderr.lastIndexOf('Summary:'));
  const match = /\bI:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  if (result.code !== 0 || !match?.[1] || match[1] === '-inf') return {};
  return { lufs: Number(match[1]) };
}

/**
 * Probes every listening test's audio, a few files at a time; keyed by test id, the file the test names first,
 * then the MP3 that goes next to an Opus file.
 */
export async function probeListeningAudio(
  contentDir: string,
  tests: readonly ListeningTest[],
): Promise<Map<string, AudioProbe[]>> {
  const probes = new Map<string, AudioProbe[]>();
  const queue = [...tests];
  const worker = async (): Promise<void> => {
    for (let test = queue.shift(); test !== undefined; test = queue.shift()) {
      const path = audioContentPath(test.audio);
      if (path === null) {
        probes.set(test.id, [{ kind: 'missing', path: test.audio }]);
        continue;
      }
      const paths = [path, fallbackAudioPath(path)].filter((p): p is string => p !== null);
      const found: AudioProbe[] = [];
      for (const p of paths) found.push(await probeAudioFile(join(contentDir, p), p));
      probes.set(test.id, found);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, worker));
  return probes;
}
