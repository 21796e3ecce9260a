/**
 * `npm run content:check`: checks the whole curriculum under content/ and prints a summary of counts.
 *
 * Usage: npm run content:check -- [--allow-short] [content dir]
 *   --allow-short  do not fail when the curriculum is below the required amounts (for authors' partial work)
 *
 * Reads every file with the server's loader (src/server/content/load-content.ts: schema errors, invalid JSON,
 * the spec's data shapes), runs every content rule (src/domain/content/check-content.ts) with the English word forms
 * that answer options are held to (src/server/content/english-word-forms.ts), probes each listening
 * test's audio with ffprobe and ffmpeg (Debian's ffmpeg package), prints every problem and the summary, and exits
 * with 1 when there is any problem. content/README.md lists the rules.
 */
import { relative, resolve } from 'node:path';
import { summarizeAudio } from '../src/domain/content/audio-summary.ts';
import type { AudioProbe } from '../src/domain/content/check-audio.ts';
import { shortAmounts } from '../src/domain/content/check-amounts.ts';
import { checkContent } from '../src/domain/content/check-content.ts';
import { optionWordScope } from '../src/domain/content/check-option-words.ts';
import { combinationItems, GUESSING_MARGIN } from '../src/domain/content/check-combination-items.ts';
import { measureCombinationGuessing, type CombinationGuessing } from '../src/domain/content/combination-guessing.ts';
import type { ContentDraft } from '../src/domain/content/content.ts';
import type { ContentProblem } from '../src/domain/content/content-problem.ts';
import {
  countContent,
  REQUIRED_AMOUNTS,
  type ContentCounts,
  type RequiredAmount,
} from '../src/domain/content/count-content.ts';
import { loadEnglishWordForms } from '../src/server/content/english-word-forms.ts';
import { PACE_BY_LEVEL, TARGET_LOUDNESS_LUFS } from '../src/domain/content/listening-voices.ts';
import { DIFFICULTIES } from '../src/domain/content/schema.ts';
import { readContent } from '../src/server/content/load-content.ts';
import { missingAudioTools, probeListeningAudio } from '../src/server/content/probe-audio.ts';

interface Options {
  root: string;
  allowShort: boolean;
}

const USAGE = 'Usage: npm run content:check -- [--allow-short] [content dir]';

function parseArgs(argv: string[]): Options {
  const options: Options = { root: resolve('content'), allowShort: false };
  for (const arg of argv) {
    if (arg === '--allow-short') options.allowShort = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('-')) {
      console.error(`content:check: unknown option ${arg}\n${USAGE}`);
      process.exit(2);
    } else options.root = resolve(arg);
  }
  return options;
}

/** The file a problem is in: the loader's own problems name it; rule problems name a content path. */
function fileOf(problem: ContentProblem, sources: ReadonlyMap<string, string>): string | undefined {
  const [section, id] = problem.where.split('/');
  if (section === 'writing') return 'writing/writing.json';
  if (section === 'site') return 'site.json';
  return id === undefined ? undefined : sources.get(`${section}/${id}`);
}

function formatProblem(problem: ContentProblem, sources: ReadonlyMap<string, string>): string {
  const file = fileOf(problem, sources);
  const place = file === undefined || file === problem.where ? problem.where : `${problem.where} (${file})`;
  return `  ✗ ${place}: ${problem.detail} [${problem.code}]`;
}

function amountLine(label: string, counts: ContentCounts, amount: RequiredAmount, allowShort: boolean): string {
  const count = counts[amount];
  const minimum = REQUIRED_AMOUNTS[amount];
  const status = count >= minimum ? 'ok' : allowShort ? 'SHORT (allowed by --allow-short)' : 'SHORT';
  return `  ${label.padEnd(20)}${String(count).padStart(6)}  ${`(minimum ${minimum})`.padEnd(16)}${status}`;
}

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** Each guessing rule's share of keys, the one farthest from chance first: the figure the rule holds to chance ± 10. */
function guessingLines(measured: CombinationGuessing): string[] {
  const low = measured.chance - GUESSING_MARGIN;
  const high = measured.chance + GUESSING_MARGIN;
  const rules = [...measured.rules].sort(
    (a, b) => Math.abs(b.rate - measured.chance) - Math.abs(a.rate - measured.chance),
  );
  if (measured.items === 0) return ['    guessing from the options alone: no combination items to measure'];
  return [
    `    guessing from the options alone (chance ${percent(measured.chance)}, allowed ${percent(low)}–${percent(high)}):`,
    ...rules.map((r) => `      ${percent(r.rate).padStart(6)}  key is ${r.label}`),
  ];
}

/** The audio lines of the summary: minutes, voices used, pace per level, loudness range. */
function audioLines(content: ContentDraft, audio: ReadonlyMap<string, readonly AudioProbe[]> | undefined): string[] {
  if (!audio) return ['    audio: not measured'];
  const figures = summarizeAudio(content, audio);
  const range = (r: { min: number; max: number }, digits: number) =>
    r.min === r.max ? r.min.toFixed(digits) : `${r.min.toFixed(digits)} to ${r.max.toFixed(digits)}`;
  return [
    `    audio: ${figures.minutes.toFixed(1)} minutes (Opus, with an MP3 copy of each)`,
    `    voices: ${figures.voices.map(([label, n]) => `${label} ×${n}`).join('; ') || 'none'}`,
    ...DIFFICULTIES.flatMap((level) => {
      const pace = figures.pace[level];
      const allowed = PACE_BY_LEVEL[level];
      return pace
        ? [`    pace ${level}: ${range(pace, 1)} words a minute (allowed ${allowed.min}–${allowed.max})`]
        : [];
    }),
    `    loudness: ${figures.loudness ? `${range(figures.loudness, 1)} LUFS (target ${TARGET_LOUDNESS_LUFS})` : 'not measured'}`,
  ];
}

function summary(
  content: ContentDraft,
  counts: ContentCounts,
  guessing: CombinationGuessing,
  audio: ReadonlyMap<string, readonly AudioProbe[]> | undefined,
  allowShort: boolean,
): string[] {
  const kinds = (k: { mc: number; open: number }): string =>
    `${k.mc + k.open} (multiple choice ${k.mc}, open ${k.open})`;
  const d = counts.grammarByDifficulty;
  return [
    'Content summary',
    amountLine('grammar topics', counts, 'topics', allowShort),
    amountLine('grammar questions', counts, 'grammarQuestions', allowShort),
    `    by type: multiple choice ${counts.grammarByType.mc}, open ${counts.grammarByType.open}`,
    `    by difficulty: A2 ${d.A2}, B1 ${d.B1}, B2 ${d.B2}`,
    `    DİM-style combination items: ${counts.combinationItems}`,
    ...guessingLines(guessing),
    amountLine('listening tests', counts, 'listeningTests', allowShort),
    `    questions: ${kinds(counts.listeningQuestions)}`,
    ...audioLines(content, audio),
    amountLine('reading tests', counts, 'readingTests', allowShort),
    `    questions: ${kinds(counts.readingQuestions)}`,
    amountLine('writing prompts', counts, 'writingPrompts', allowShort),
  ];
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const report = readContent(options.root);
  const { content } = report;

  let audio: Map<string, AudioProbe[]> | undefined;
  const missingTools = content.listening.length > 0 ? missingAudioTools() : [];
  if (missingTools.length === 0) audio = await probeListeningAudio(options.root, content.listening);

  const words = loadEnglishWordForms();
  const problems = [...report.problems, ...checkContent(content, { audio, words, allowShort: options.allowShort })];
  const scope = optionWordScope(content);
  const notEnglish = problems.filter((p) => p.code === 'option-not-english').length;
  const optionLine =
    `  options as English     ${scope.options} options of ${scope.items} multiple-choice items checked ` +
    `(${scope.findTheMistake} find-the-mistake items left out): ${notEnglish} item(s) ` +
    'with a non-word or impossible form';
  const counts = countContent(content);
  const place = relative(process.cwd(), options.root) || '.';

  if (problems.length > 0) {
    console.error(`Problems in ${place}/:`);
    // Grouped by file (stable within a file), so each author finds theirs together.
    const byFile = problems
      .map((problem, i) => ({ problem, i, file: fileOf(problem, report.sources) ?? problem.where }))
      .sort((a, b) => a.file.localeCompare(b.file) || a.i - b.i);
    for (const { problem } of byFile) console.error(formatProblem(problem, report.sources));
    console.error('');
  }
  const guessing = measureCombinationGuessing(combinationItems(content).map((item) => item.question));
  console.log([...summary(content, counts, guessing, audio, options.allowShort), optionLine].join('\n'));
  if (missingTools.length > 0) {
    console.error(
      `\ncontent:check: cannot check the listening audio: ${missingTools.join(' and ')} not found.\n` +
        "  Install Debian's ffmpeg package: sudo apt-get install ffmpeg",
    );
  }
  if (problems.length > 0 || missingTools.length > 0) {
    console.error(`\n${problems.length} problem(s) in ${place}/`);
    return 1;
  }
  const short = shortAmounts(counts);
  console.log(
    short.length > 0
      ? `\ncontent ok so far (${short.length} amount(s) short, allowed by --allow-short)`
      : '\ncontent ok',
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('content:check failed:', error);
    process.exitCode = 1;
  },
);
