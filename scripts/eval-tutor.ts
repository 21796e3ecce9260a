/**
 * `npm run eval:tutor`: sends every message of a labelled set to the configured tutor and prints the share of
 * replies in the student's language, that link or name an expected topic, that say every word they must (and none
 * they must not), and that keep lessons out of off-topic, homework and greeting replies; the figures per kind; the
 * misses; and last one machine-readable line:
 *   tutor: n=150 right_language=1.000 right_topic=0.900 mentions=0.800 handled_offtopic=0.900
 * The tutor is the offline one unless AI_BASE_URL (with AI_MODEL and AI_API_KEY) is set.
 *
 * Usage: npm run eval:tutor [-- --set <file>] [-- --quiet]
 *   --set    items { language: az|ru|en, message, kind, expectedTopics: [topic id], mustMention: [str],
 *            mustNot: [str] } (other fields ignored); default content/eval/tutor-set.json
 *   --quiet  figures only, no list of misses
 */
import { evalSetup, runEval } from './eval-setup.ts';
import { tutorSummaryLine, type TutorFigures } from '../src/domain/ai/tutor-agreement.ts';
import { evaluateTutor, readTutorSet, TUTOR_SET_FILE, TutorSetError } from '../src/server/ai/tutor-eval.ts';

const x = (v: number) => (Number.isNaN(v) ? '  n/a' : v.toFixed(3));
const row = (name: string, f: TutorFigures) =>
  `${name.padEnd(16)} ${String(f.n).padStart(4)}  ${x(f.rightLanguage)}  ${x(f.rightTopic)}  ${x(f.mentions)}  ${x(f.mentionsNothingBanned)}  ${x(f.handledOffTopic)}`;

async function main() {
  const { file, quiet, content, provider, service } = evalSetup(TUTOR_SET_FILE);
  const items = readTutorSet(file, content);
  const { results, figures, byKind } = await evaluateTutor(items, service, content);
  console.log(`Tutor: ${provider ? `${provider.model} at ${provider.baseUrl}` : 'offline'}`);
  console.log(`Set: ${file}, ${items.length} messages\n`);
  console.log('kind                n  lang   topic  mentn  noBan  noLesson');
  console.log(row('overall', figures));
  for (const [kind, f] of Object.entries(byKind)) console.log(row(kind, f));
  if (!quiet) {
    const misses = results.filter(
      (r) =>
        !r.score.rightLanguage ||
        r.score.rightTopic === false ||
        !r.score.mentions ||
        !r.score.mentionsNothingBanned ||
        r.score.handledWithoutLesson === false,
    );
    if (misses.length > 0) console.log(`\nMisses (${misses.length}):`);
    for (const r of misses) {
      const what = [
        !r.score.rightLanguage && 'language',
        r.score.rightTopic === false && `topic (${r.item.expectedTopics.join('/')})`,
        !r.score.mentions && `mentions (${r.item.mustMention.join(', ')})`,
        !r.score.mentionsNothingBanned && `says (${r.item.mustNot.join(', ')})`,
        r.score.handledWithoutLesson === false && 'lesson in an off-topic reply',
      ].filter(Boolean);
      console.log(
        `  ${r.item.language} ${r.item.kind.padEnd(13)} ${JSON.stringify(r.item.message)}: ${what.join('; ')}`,
      );
    }
  }
  console.log(tutorSummaryLine(figures));
}

await runEval(main, TutorSetError);
