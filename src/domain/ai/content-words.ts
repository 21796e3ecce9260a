/**
 * The words of an answer that carry its meaning, reduced to a rough stem, for comparing ideas rather than exact
 * wording (key points, partial credit). Function words (articles, pronouns, auxiliaries, prepositions) are left
 * out; negation, "only"-type quantities and numbers stay, because they change the meaning.
 */

const STOPWORDS = new Set(
  (
    'a an the is are am was were be been being do does did have has had i you he she it we they me him her us them ' +
    'my your his its our their mine yours hers ours theirs this that these those there here of to in on at for with by ' +
    'from into up down out off as and so because then than also just only very really too will would can could ' +
    'should must may might shall what which who whom whose when where why how if while about some any it oclock'
  ).split(' '),
);

/** Words that turn a statement into its opposite: an answer must agree with the key on them. */
export const NEGATIONS = new Set(['not', 'never']);

const IRREGULAR: Record<string, string> = {
  bought: 'buy',
  brought: 'bring',
  caught: 'catch',
  taught: 'teach',
  thought: 'think',
  ate: 'eat',
  eaten: 'eat',
  went: 'go',
  gone: 'go',
  made: 'make',
  wrote: 'write',
  written: 'write',
  sold: 'sell',
  told: 'tell',
  said: 'say',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  got: 'get',
  found: 'find',
  left: 'leave',
  felt: 'feel',
  kept: 'keep',
  came: 'come',
  saw: 'see',
  seen: 'see',
  ran: 'run',
  built: 'build',
  won: 'win',
  lost: 'lose',
  met: 'meet',
  paid: 'pay',
  slept: 'sleep',
  spent: 'spend',
  stood: 'stand',
  began: 'begin',
  begun: 'begin',
  broke: 'break',
  broken: 'break',
  chose: 'choose',
  chosen: 'choose',
  drank: 'drink',
  drove: 'drive',
  flew: 'fly',
  forgot: 'forget',
  grew: 'grow',
  grown: 'grow',
  knew: 'know',
  known: 'know',
  learnt: 'learn',
  heard: 'hear',
  held: 'hold',
  sat: 'sit',
  became: 'become',
  children: 'child',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  better: 'good',
  best: 'good',
  worse: 'bad',
  worst: 'bad',
};

function undouble(stem: string): string {
  return /([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** A rough stem: irregular forms to their base, then -ies/-ied → y, -ing, -ed, -es, -s and -ly stripped. */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (/^\d/.test(word)) return word;
  if (word.length > 4 && /(ies|ied)$/.test(word)) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return undouble(word.slice(0, -3));
  if (word.length > 4 && word.endsWith('ed')) return undouble(word.slice(0, -2));
  if (word.length > 5 && word.endsWith('ly')) return word.slice(0, -2);
  if (word.length > 3 && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** The content words of a list of words, in order. */
export function contentWords(words: readonly string[]): string[] {
  return words.filter((w) => w !== '' && !STOPWORDS.has(w));
}
