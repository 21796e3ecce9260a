/**
 * `npm run content:audio`: synthesizes the audio of every listening test in content/listening/.
 *
 * Each speaker is read by the voice src/domain/content/listening-voices.ts picks for them (a woman by festival's
 * HTS voice cmu_us_slt_arctic_hts, a girl by the same voice with pitch and formants 15 % higher, a man by flite's
 * clustergen voice cmu_us_rms, a boy by flite's lighter cmu_us_awb; why: docs/decisions/015-listening-voices.md).
 * Every line is synthesized, trimmed of its own silence, resampled to 48 kHz mono and levelled per voice; lines are
 * joined with pauses (longer when the speaker changes). The whole recording is then paced for the test's level:
 * a first rendering is timed, and the voices' own duration controls are set so that the recording, pauses
 * included, runs at the middle of the level's range (A2 120, B1 140, B2 160 words a minute). Loudness is
 * normalised to -16 LUFS (EBU R128, ffmpeg's loudnorm in two passes, linear gain), and the result is encoded twice
 * next to each other: mono Opus at 32 kbit/s (`audio/<id>.opus`, what the test's JSON names) and, for browsers
 * without Opus (older iPhones), mono MP3 at 32 kbit/s (`audio/<id>.mp3`).
 *
 * Usage: npx tsx scripts/content-audio.ts [--force] [--verify] [--root <content dir>] [id ...]
 *   --force   re-synthesize even when the audio is newer than the JSON
 *   --verify  synthesize again into memory and compare with the existing files byte for byte; writes nothing
 *   id ...    only these tests (e.g. listening-03), default all
 *
 * Reproducible: festival, flite, the resampler, loudnorm's linear mode, libopus and LAME are deterministic, and
 * the files are written with ffmpeg's bitexact flags (fixed Ogg serial, no encoder tag, no metadata), so the same
 * JSON gives the same bytes on the same versions. Needs the Debian packages festival, festvox-us-slt-hts, flite
 * and ffmpeg.
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
import { scriptWordCount } from '../src/domain/content/check-audio.ts';
import {
  speakerVoices,
  targetPace,
  TARGET_LOUDNESS_LUFS,
  type SynthVoiceId,
} from '../src/domain/content/listening-voices.ts';
import { listeningTestSchema, type ListeningTest } from '../src/domain/content/schema.ts';

const SAMPLE_RATE = 48_000;
/** Pause between two lines of one speaker, and when the other speaker answers. */
const GAP_SAME_SPEAKER_SECONDS = 0.45;
const GAP_TURN_SECONDS = 0.6;
const LEAD_SECONDS = 0.3;
const TAIL_SECONDS = 0.6;
/** What is left of a line's own silence at each end after trimming (keeps soft first and last sounds whole). */
const TRIM_MARGIN_SECONDS = 0.05;
/** Below this level (relative to full scale) a sample counts as silence when trimming. */
const SILENCE_LEVEL = 0.004;
/** Speech level each voice is brought to before the whole recording is normalised, so both speakers match. */
const TARGET_RMS = 0.1;
const MAX_PEAK = 0.89;
const TRUE_PEAK_DBTP = -1.5;
const BITRATE = '32k';
/** MP3 at 32 kbit/s is encoded at 24 kHz (MPEG-2 layer III), which keeps speech clear at that rate. */
const MP3_SAMPLE_RATE = 24_000;
/** A rendering within this many words a minute of the target is kept; otherwise the stretch is corrected again. */
const PACE_SLACK_WPM = 2;
const MAX_PACE_PASSES = 4;

/** How each voice is run. `stretch` > 1 makes speech slower (longer). */
interface Engine {
  debianPackages: string[];
  /** The command that must be present, and the voice name it must list. */
  tool: 'festival' | 'flite';
  voiceName: string;
  /**
   * Raises pitch and formants together by this factor when the line is decoded (the samples are replayed at a
   * higher rate): a shorter vocal tract and a higher voice, as in a younger speaker. The pacing corrects the
   * speed-up like any other difference in speed.
   */
  youngerBy?: { factor: number; sourceRate: number };
  /** WAV files per line, in order (one per line, or one per sentence). */
  synthesize(lines: string[], stretch: number, workDir: string, prefix: string): string[][];
}

const HTS_VOICE = 'cmu_us_slt_arctic_hts';

/**
 * festival reads every line of one voice in one process (loading the voice once), one utterance per sentence as
 * text2wave would; the line is its sentences' files in order.
 */
function festivalHts(extraParams: string): Engine['synthesize'] {
  return (lines, stretch, workDir, prefix) => {
    const commands = [
      `(voice_${HTS_VOICE})`,
      // hts_engine's -r is a speed factor (above 1 faster).
      `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${(1 / stretch).toFixed(4)})${extraParams})))`,
    ];
    const files = lines.map((line, i) =>
      splitSentences(line).map((sentence, j) => {
        const file = join(workDir, `${prefix}-${i}-${j}.wav`);
        commands.push(`(utt.save.wave (utt.synth (Utterance Text "${schemeString(sentence)}")) "${file}" 'riff)`);
        return file;
      }),
    );
    const script = join(workDir, `${prefix}.scm`);
    writeFileSync(script, `${commands.join('\n')}\n`, 'latin1');
    run('festival', ['--batch', script]);
    return files;
  };
}

/** Sentences of a line: split after . ! ? followed by a space (festival's own utterance break). */
function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?]["']?)\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function schemeString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function flite(voice: string, setf: string[]): Engine['synthesize'] {
  return (lines, stretch, workDir, prefix) =>
    lines.map((line, i) => {
      const textFile = join(workDir, `${prefix}-${i}.txt`);
      const file = join(workDir, `${prefix}-${i}.wav`);
      writeFileSync(textFile, `${line}\n`, 'latin1');
      const features = [`duration_stretch=${stretch.toFixed(4)}`, ...setf].flatMap((f) => ['--setf', f]);
      run('flite', ['-voice', voice, '-f', textFile, '-o', file, ...features]);
      return [file];
    });
}

const ENGINES: Record<SynthVoiceId, Engine> = {
  'slt-hts': {
    debianPackages: ['festival', 'festvox-us-slt-hts'],
    tool: 'festival',
    voiceName: HTS_VOICE,
    synthesize: festivalHts(''),
  },
  // Pitch and formants 15 % higher (about 2.4 semitones): a younger speaker, clearly not the same woman.
  // (festival's hts_engine 1.07 takes no pitch-shift or all-pass option, so the shift is done on the samples.)
  'slt-hts-young': {
    debianPackages: ['festival', 'festvox-us-slt-hts'],
    tool: 'festival',
    voiceName: HTS_VOICE,
    youngerBy: { factor: 1.15, sourceRate: 32_000 },
    synthesize: festivalHts(''),
  },
  'rms-cg': { debianPackages: ['flite'], tool: 'flite', voiceName: 'rms', synthesize: flite('rms', []) },
  // A lighter male voice than rms (median pitch about 128 Hz against 101 Hz), for teenage boys.
  'awb-cg': { debianPackages: ['flite'], tool: 'flite', voiceName: 'awb', synthesize: flite('awb', []) },
};

/** Spellings the synthesizers mispronounce, replaced only in what they read (the transcript keeps the original). */
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
  const missing = new Set<string>();
  if (!hasCommand('ffmpeg')) missing.add('ffmpeg');
  const festivalVoices = hasCommand('festival')
    ? (spawnSync('festival', ['--batch', '(print (voice.list))']).stdout?.toString() ?? '')
    : '';
  const fliteVoices = hasCommand('flite') ? (spawnSync('flite', ['-lv']).stdout?.toString() ?? '') : '';
  for (const engine of Object.values(ENGINES)) {
    const list = engine.tool === 'festival' ? festivalVoices : fliteVoices;
    if (!new RegExp(`\\b${engine.voiceName}\\b`).test(list)) for (const p of engine.debianPackages) missing.add(p);
  }
  if (!missing.has('ffmpeg')) {
    const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders']).stdout?.toString() ?? '';
    if (!/\blibopus\b/.test(encoders) || !/\blibmp3lame\b/.test(encoders))
      fail('this ffmpeg has no libopus or libmp3lame encoder; install the Debian ffmpeg package');
  }
  if (missing.size > 0) {
    const list = [...missing].join(' ');
    fail(`missing Debian package(s): ${[...missing].join(', ')}\n  install them with: sudo apt-get install -y ${list}`);
  }
}

function spokenText(text: string): string {
  let spoken = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, ', ')
    .replace(/\u2026/g, '...');
  for (const [pattern, replacement] of SPOKEN) spoken = spoken.replace(pattern, replacement);
  // The synthesizers read Latin-1; anything else would be spoken as garbage.
  return spoken.normalize('NFKD').replace(/[^\x20-\x7E]/g, '');
}

/** A WAV file as 16-bit mono PCM at SAMPLE_RATE, made younger when the engine says so. */
function decode(file: string, engine: Engine): Int16Array {
  const younger = engine.youngerBy
    ? ['-af', `asetrate=${Math.round(engine.youngerBy.sourceRate * engine.youngerBy.factor)},aresample=${SAMPLE_RATE}`]
    : [];
  const pcm = run('ffmpeg', [
    ...['-v', 'error', '-nostdin', '-i', file, ...younger],
    ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
  ]);
  return new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
}

function concat(parts: Int16Array[]): Int16Array {
  const all = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  return all;
}

/** Cuts a line's own leading and trailing silence, so the pauses between lines are ours and all alike. */
function trimSilence(pcm: Int16Array): Int16Array {
  const level = SILENCE_LEVEL * 32768;
  let first = 0;
  while (first < pcm.length && Math.abs(pcm[first]!) < level) first++;
  let last = pcm.length - 1;
  while (last > first && Math.abs(pcm[last]!) < level) last--;
  const margin = Math.round(TRIM_MARGIN_SECONDS * SAMPLE_RATE);
  return pcm.slice(Math.max(0, first - margin), Math.min(pcm.length, last + 1 + margin));
}

interface Line {
  speaker: string;
  voice: SynthVoiceId;
  pcm: Int16Array;
}

/** Every line of the test at one stretch: each voice reads its lines in one go. */
function synthesizeLines(test: ListeningTest, stretch: number, workDir: string): Line[] {
  const voices = speakerVoices(test);
  const lines: (Line | undefined)[] = test.script.map(() => undefined);
  const byVoice = new Map<SynthVoiceId, number[]>();
  test.script.forEach((line, i) => {
    const voice = voices.get(line.speaker);
    if (!voice) throw new Error(`script line ${i + 1}: speaker ${line.speaker} is not in speakers`);
    byVoice.set(voice.id, [...(byVoice.get(voice.id) ?? []), i]);
  });
  for (const [voice, indexes] of byVoice) {
    const texts = indexes.map((i) => spokenText(test.script[i]!.text));
    const files = ENGINES[voice].synthesize(texts, stretch, workDir, voice);
    indexes.forEach((lineIndex, k) => {
      const pcm = trimSilence(concat(files[k]!.map((f) => decode(f, ENGINES[voice]))));
      lines[lineIndex] = { speaker: test.script[lineIndex]!.speaker, voice, pcm };
    });
  }
  return lines.map((l) => l!);
}

/** One gain per voice, so a speaker sounds equally loud in every line and both voices match. */
function voiceGains(lines: Line[]): Map<SynthVoiceId, number> {
  const gains = new Map<SynthVoiceId, number>();
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
    gains.set(voice, rms > 0 ? Math.min(TARGET_RMS / rms, peak > 0 ? MAX_PEAK / peak : 1) : 1);
  }
  return gains;
}

function silence(seconds: number): Int16Array {
  return new Int16Array(Math.round(seconds * SAMPLE_RATE));
}

/** The pauses: before the first line, between lines (longer when the speaker changes), after the last. */
function pauseSeconds(lines: Line[]): number {
  let total = LEAD_SECONDS + TAIL_SECONDS;
  for (let i = 1; i < lines.length; i++)
    total += lines[i]!.speaker === lines[i - 1]!.speaker ? GAP_SAME_SPEAKER_SECONDS : GAP_TURN_SECONDS;
  return total;
}

function assemble(lines: Line[]): Int16Array {
  const gains = voiceGains(lines);
  const parts: Int16Array[] = [silence(LEAD_SECONDS)];
  lines.forEach(({ voice, pcm, speaker }, i) => {
    const gain = gains.get(voice)!;
    if (i > 0) parts.push(silence(speaker === lines[i - 1]!.speaker ? GAP_SAME_SPEAKER_SECONDS : GAP_TURN_SECONDS));
    parts.push(pcm.map((s) => Math.max(-32768, Math.min(32767, Math.round(s * gain)))));
  });
  parts.push(silence(TAIL_SECONDS));
  return concat(parts);
}

const PCM_INPUT = ['-v', 'error', '-nostdin', '-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'];

/** EBU R128 normalisation in ffmpeg's two-pass loudnorm: measure, then one linear gain for the whole file. */
function normaliseLoudness(pcm: Int16Array): Int16Array {
  const input = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const target = `I=${TARGET_LOUDNESS_LUFS}:TP=${TRUE_PEAK_DBTP}:LRA=11`;
  const measure = spawnSync(
    'ffmpeg',
    [
      ...PCM_INPUT.map((a) => (a === 'error' ? 'info' : a)),
      '-af',
      `loudnorm=${target}:print_format=json`,
      '-f',
      'null',
      '-',
    ],
    { input, maxBuffer: 1 << 30 },
  );
  const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(measure.stderr.toString())?.[0];
  if (measure.status !== 0 || !json)
    throw new Error(`loudnorm measurement failed: ${measure.stderr.toString().slice(-500)}`);
  const m = JSON.parse(json) as Record<string, string>;
  const measured = [
    `measured_I=${m.input_i}`,
    `measured_TP=${m.input_tp}`,
    `measured_LRA=${m.input_lra}`,
    `measured_thresh=${m.input_thresh}`,
    `offset=${m.target_offset}`,
  ].join(':');
  const out = run(
    'ffmpeg',
    [
      ...PCM_INPUT,
      ...['-af', `loudnorm=${target}:${measured}:linear=true`],
      ...['-ar', String(SAMPLE_RATE), '-ac', '1', '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
    ],
    input,
  );
  return new Int16Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength));
}

function encode(pcm: Int16Array, format: 'opus' | 'mp3'): Buffer {
  const codec =
    format === 'opus'
      ? ['-c:a', 'libopus', '-b:a', BITRATE, '-ac', '1', '-application', 'voip', '-f', 'ogg']
      : [
          '-c:a',
          'libmp3lame',
          '-b:a',
          BITRATE,
          '-ac',
          '1',
          '-ar',
          String(MP3_SAMPLE_RATE),
          '-id3v2_version',
          '0',
          '-write_id3v1',
          '0',
          '-f',
          'mp3',
        ];
  return run(
    'ffmpeg',
    [...PCM_INPUT, ...codec, ...BITEXACT, 'pipe:1'],
    Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength),
  );
}

interface Rendering {
  opus: Buffer;
  mp3: Buffer;
  seconds: number;
  wordsPerMinute: number;
  stretch: number;
}

/**
 * Renders the test at its level's pace: synthesize, time the whole recording, and correct the voices' stretch
 * (speech scales with it, pauses do not) until the pace is within PACE_SLACK_WPM of the target.
 */
function synthesizeTest(test: ListeningTest, workDir: string): Rendering {
  const words = scriptWordCount(test.script);
  const target = targetPace(test.difficulty);
  let stretch = 1;
  let lines = synthesizeLines(test, stretch, workDir);
  for (let pass = 1; ; pass++) {
    const pauses = pauseSeconds(lines);
    const speech = lines.reduce((n, l) => n + l.pcm.length, 0) / SAMPLE_RATE;
    const wpm = (words / (speech + pauses)) * 60;
    if (Math.abs(wpm - target) <= PACE_SLACK_WPM || pass >= MAX_PACE_PASSES) break;
    const wantedSpeech = (words / target) * 60 - pauses;
    stretch *= wantedSpeech / speech;
    lines = synthesizeLines(test, stretch, workDir);
  }
  const pcm = normaliseLoudness(assemble(lines));
  const seconds = pcm.length / SAMPLE_RATE;
  return {
    opus: encode(pcm, 'opus'),
    mp3: encode(pcm, 'mp3'),
    seconds,
    wordsPerMinute: (words / seconds) * 60,
    stretch,
  };
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
      if (!test.audio.endsWith('.opus')) fail(`${test.id}: "audio" must name an .opus file (the .mp3 goes next to it)`);
      const outputs = { opus: join(dir, test.audio), mp3: join(dir, test.audio.replace(/\.opus$/, '.mp3')) };
      const shown = relative('.', outputs.opus);
      if (options.verify) {
        const rendering = synthesizeTest(test, workDir);
        for (const format of ['opus', 'mp3'] as const) {
          const out = outputs[format];
          const same = existsSync(out) && rendering[format].equals(readFileSync(out));
          console.log(
            `${test.id}: ${same ? 'identical to' : existsSync(out) ? 'DIFFERS from' : 'missing:'} ${relative('.', out)} (sha256 ${sha(rendering[format])})`,
          );
          if (!same) differing++;
        }
        continue;
      }
      const upToDate = Object.values(outputs).every(
        (out) => existsSync(out) && statSync(out).mtimeMs > statSync(file).mtimeMs,
      );
      if (!options.force && upToDate) {
        console.log(`${test.id}: skipped, ${shown} is newer than the JSON (use --force to redo)`);
        skipped++;
        continue;
      }
      const voices = [...speakerVoices(test)].map(([speaker, voice]) => `${speaker}=${voice.id}`).join(', ');
      console.log(`${test.id}: synthesizing ${test.script.length} lines (${voices})`);
      const rendering = synthesizeTest(test, workDir);
      mkdirSync(dirname(outputs.opus), { recursive: true });
      for (const format of ['opus', 'mp3'] as const) {
        const tmp = `${outputs[format]}.tmp`;
        writeFileSync(tmp, rendering[format]);
        renameSync(tmp, outputs[format]);
      }
      console.log(
        `${test.id}: wrote ${shown} and .mp3 (${formatDuration(rendering.seconds)}, ` +
          `${Math.round(rendering.wordsPerMinute)} words a minute at stretch ${rendering.stretch.toFixed(3)}, ` +
          `${(rendering.opus.length / 1024).toFixed(0)} + ${(rendering.mp3.length / 1024).toFixed(0)} KB)`,
      );
      made++;
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (options.verify) {
    console.log(
      `content:audio: ${selected.length * 2 - differing} of ${selected.length * 2} audio files reproduced exactly`,
    );
    if (differing > 0) process.exit(1);
  } else {
    console.log(`content:audio: ${made} synthesized, ${skipped} up to date`);
  }
}

function sha(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

main();
