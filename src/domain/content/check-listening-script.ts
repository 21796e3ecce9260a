/**
 * Rule: a listening test has a script (the audio is made from it and students see it after answering) and every
 * line is read by one of the test's speakers.
 */
import type { ContentDraft } from './content.ts';
import { listeningWhere } from './content-items.ts';
import type { ContentProblem } from './content-problem.ts';

export function checkListeningScript(content: ContentDraft): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const test of content.listening) {
    const where = listeningWhere(test);
    if (test.script.filter((line) => line.text.trim() !== '').length === 0) {
      problems.push({ code: 'missing-script', where, detail: 'a listening test needs the script of its audio' });
    }
    const speakers = new Set(test.speakers.map((s) => s.id));
    test.script.forEach((line, i) => {
      if (!speakers.has(line.speaker)) {
        problems.push({
          code: 'unknown-speaker',
          where: `${where}/script[${i}]`,
          detail: `speaker "${line.speaker}" is not one of the test's speakers (${[...speakers].join(', ') || 'none'})`,
        });
      }
    });
  }
  return problems;
}
