/**
 * `npm run content:audio`: synthesizes the audio of every listening test in content/listening/.
 *
 * For each `listening-*.json`, every script line is read by festival's `text2wave` with its speaker's voice
 * (female: cmu_us_slt_arctic_hts, male: kal_diphone), resampled to 48 kHz mono, levelled per voice, joined with
 * 0.4 s of silence between lines and encoded by ffmpeg to mono Opus at 32 kbit/s in
 * `content/listening/<audio>` (for example `audio/listening-01.opus`).
 *
 * Usage: npx tsx scripts/content-audio.ts [--force] [--verify] [--root <content dir>] [id ...]
 *   --force   re-synthesize even when the audio is newer than the JSON
 *   --verify  synthesize again into memory and compare with the existing files byte for byte; writes nothing
 *   id ...    only these tests (e.g. listening-03), default all
 *
 * Reproducible: festival, the resampler and libopus are deterministic, and the Ogg container is written with
 * ffmpeg's bitexact flags (fixed stream serial, no encoder tag, no metadata), so the same JSON gives the same
 * bytes on the same versions of festival and ffmpeg. Needs the Debian packages festival, festvox-us-slt-hts,
 * festvox-kallpc16k and ffmpeg.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { listeningTestSchema, type ListeningTest } from '../src/domain/content/schema.ts';

const SAMPLE_RATE = 48_000;
const GAP_SECONDS = 0.4;
const LEAD_SECONDS = 0.3;
const TAIL_SECONDS = 0.6;
/** Target loudness of speech, as RMS relative to full scale (about -20 dBFS), and the highest allowed peak. */
const TARGET_RMS = 0.1;
const MAX_PEAK = 0.89;
const BITRATE = '32k';

type Voice = ListeningTest['speakers'][number]['voice'];

/** Festival voice per speaker voice; `setup` is evaluated after selecting the voice. */
const VOICES: Record<Voice, { festival: string; debianPackage: string; setup: string[] }> = {
  female: {
    festival: 'cmu_us_slt_arctic_hts',
    debianPackage: 'festvox-us-slt-hts',
    // hts_engine's speech rate: 0.9 slows this voice from about 175 to about 160 words a minute.
    setup: ['(set! hts_engine_params (append hts_engine_params (list (list "-r" 0.9))))'],
  },
  male: { festival: 'kal_diphone', debianPackage: 'festvox-kallpc16k', setup: [] },
};

/** Spellings festival mispronounces, replaced only in what it reads (the transcript keeps the original). */
const SPOKEN: [RegExp, string][] = [
  [/\bIT\b/g, 'I T'],
  [/\bMrs\b\.?/g, 'Missus'],
  [/\bMr\b\.?/g, 'Mister'],
  [/\bMs\b\.?/g, 'Miz'],
  [/\bqutab\b/gi, 'kutab'],
];

interface Options {
  force: boolean;
  verify: boolean;
  root: string;
  only: Set<string>;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { force: false, verify: false, root: resolve('content'), only: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--force') options.force = true;
    else if (arg === '--verify') options.verify = true;
    else if (arg === '--root') options.root = resolve(argv[++i] ?? 'content');
    else if (arg === '--help' || arg === '-h') {
      console.log('Usage: npx tsx scripts/content-audio.ts [--force] [--verify] [--root <content dir>] [id ...]');
      process.exit(0);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}`);
    else options.only.add(basename(arg, '.json'));
  }
  return options;
}

function fail(message: string): never {
  console.error(`content:audio: ${message}`);
  process.exit(1);
}

function run(command: string, args: string[], input?: Buffer): Buffer {
  const result = spawnSync(command, args, { input, maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}: ${result.stderr.toString().trim()}`);
  }
  return result.stdout;
}

function hasCommand(command: string): boolean {
  return spawnSync('/bin/sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Names the Debian packages that are missing, so the message tells exactly what to install. */
function checkTools(): void {
  const missing: string[] = [];
  if (!hasCommand('text2wave') || !hasCommand('festival')) missing.push('festival');
  if (!hasCommand('ffmpeg')) missing.push('ffmpeg');
  if (!missing.includes('festival')) {
    const list = spawnSync('festival', ['--batch', '(print (voice.list))']).stdout?.toString() ?? '';
    for (const voice of Object.values(VOICES)) {
      if (!new RegExp(`\\b${voice.festival}\\b`).test(list)) missing.push(voice.debianPackage);
    }
  } else {
    missing.push(...Object.values(VOICES).map((v) => v.debianPackage));
  }
  if (!missing.includes('ffmpeg')) {
    const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders']).stdout?.toString() ?? '';
    if (!/\blibopus\b/.test(encoders)) fail('this ffmpeg has no libopus encoder; install the Debian ffmpeg package');
  }
  if (missing.length > 0) {
    fail(
      `missing Debian package(s): ${missing.join(', ')}\n` +
        `  install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
}

function spokenText(text: string): string {
  let spoken = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, ', ')
    .replace(/\u2026/g, '...');
  for (const [pattern, replacement] of SPOKEN) spoken = spoken.replace(pattern, replacement);
  // festival reads Latin-1; anything else would be spoken as garbage.
  return spoken.normalize('NFKD').replace(/[^\x20-\x7E]/g, '');
}

/** One line as 16-bit mono PCM at SAMPLE_RATE. */
function synthesizeLine(text: string, voice: Voice, workDir: string, index: number): Int16Array {
  const textFile = join(workDir, `line-${index}.txt`);
  const wavFile = join(workDir, `line-${index}.wav`);
  writeFileSync(textFile, `${spokenText(text)}\n`, 'latin1');
  const v = VOICES[voice];
  const evals = [`(voice_${v.festival})`, ...v.setup].flatMap((e) => ['-eval', e]);
  run('text2wave', [...evals, textFile, '-o', wavFile]);
  const pcm = run('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-i', wavFile],
    ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
  ]);
  return new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
}

/** One gain per voice, so a speaker sounds equally loud in every line and both voices match. */
function voiceGains(lines: { voice: Voice; pcm: Int16Array }[]): Map<Voice, number> {
  const gains = new Map<Voice, number>();
  for (const voice of new Set(lines.map((l) => l.voice))) {
    let sum = 0;
    let count = 0;
    let peak = 0;
    for (const { pcm } of lines.filter((l) => l.voice === voice)) {
      for (const s of pcm) {
        const x = Math.abs(s) / 32768;
        if (x > peak) peak = x;
        // Only samples that carry speech count towards the loudness.
        if (x > 0.01) {
          sum += x * x;
          count++;
        }
      }
    }
    const rms = count > 0 ? Math.sqrt(sum / count) : 0;
    const gain = rms > 0 ? Math.min(TARGET_RMS / rms, peak > 0 ? MAX_PEAK / peak : 1) : 1;
    gains.set(voice, gain);
  }
  return gains;
}

function silence(seconds: number): Int16Array {
  return new Int16Array(Math.round(seconds * SAMPLE_RATE));
}

function synthesizeTest(test: ListeningTest, workDir: string): { opus: Buffer; seconds: number } {
  const voiceOf = new Map(test.speakers.map((s) => [s.id, s.voice]));
  const lines = test.script.map((line, i) => {
    const voice = voiceOf.get(line.speaker);
    if (!voice) throw new Error(`script line ${i + 1}: speaker ${line.speaker} is not in speakers`);
    return { voice, pcm: synthesizeLine(line.text, voice, workDir, i) };
  });
  const gains = voiceGains(lines);
  const parts: Int16Array[] = [silence(LEAD_SECONDS)];
  lines.forEach(({ voice, pcm }, i) => {
    const gain = gains.get(voice)!;
    parts.push(pcm.map((s) => Math.max(-32768, Math.min(32767, Math.round(s * gain)))));
    parts.push(silence(i < lines.length - 1 ? GAP_SECONDS : TAIL_SECONDS));
  });
  const total = parts.reduce((n, p) => n + p.length, 0);
  const all = new Int16Array(total);
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  const opus = run(
    'ffmpeg',
    [
      ...['-v', 'error', '-nostdin', '-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'],
      ...['-c:a', 'libopus', '-b:a', BITRATE, '-ac', '1', '-application', 'voip'],
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-f', 'ogg', 'pipe:1'],
    ],
    Buffer.from(all.buffer),
  );
  return { opus, seconds: total / SAMPLE_RATE };
}

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const dir = join(options.root, 'listening');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];
  const selected = files.filter((f) => options.only.size === 0 || options.only.has(basename(f, '.json')));
  for (const id of options.only) {
    if (!files.some((f) => basename(f, '.json') === id)) fail(`no ${id}.json in ${relative('.', dir) || '.'}`);
  }
  if (selected.length === 0) {
    console.log(`content:audio: no listening tests in ${relative('.', dir) || dir}`);
    return;
  }
  checkTools();

  const workDir = mkdtempSync(join(tmpdir(), 'content-audio-'));
  let made = 0;
  let skipped = 0;
  let differing = 0;
  try {
    for (const file of selected) {
      const parsed = listeningTestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!parsed.success) {
        fail(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      const test = parsed.data;
      const out = join(dir, test.audio);
      const shown = relative('.', out);
      if (options.verify) {
        if (!existsSync(out)) {
          console.log(`${test.id}: ${shown} is missing`);
          differing++;
          continue;
        }
        const { opus } = synthesizeTest(test, workDir);
        const same = opus.equals(readFileSync(out));
        console.log(`${test.id}: ${same ? 'identical to' : 'DIFFERS from'} ${shown} (sha256 ${sha(opus)})`);
        if (!same) differing++;
        continue;
      }
      if (!options.force && existsSync(out) && statSync(out).mtimeMs > statSync(file).mtimeMs) {
        console.log(`${test.id}: skipped, ${shown} is newer than the JSON (use --force to redo)`);
        skipped++;
        continue;
      }
      const voices = test.speakers.map((s) => `${s.id}=${VOICES[s.voice].festival}`).join(', ');
      console.log(`${test.id}: synthesizing ${test.script.length} lines (${voices})`);
      const { opus, seconds } = synthesizeTest(test, workDir);
      mkdirSync(dirname(out), { recursive: true });
      const tmp = `${out}.tmp`;
      writeFileSync(tmp, opus);
      renameSync(tmp, out);
      console.log(`${test.id}: wrote ${shown} (${formatDuration(seconds)}, ${(opus.length / 1024).toFixed(0)} KB)`);
      made++;
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (options.verify) {
    console.log(`content:audio: ${selected.length - differing} of ${selected.length} audio files reproduced exactly`);
    if (differing > 0) process.exit(1);
  } else {
    console.log(`content:audio: ${made} synthesized, ${skipped} up to date`);
  }
}

function sha(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

main();
