/**
 * Offline lesson search for the tutor, on MiniSearch (docs/decisions/017-tutor-retrieval.md). Every
 * lesson is cut into passages in all three languages: its title with the names students give it (topic-aliases.ts),
 * description, formula, each paragraph of its explanation, each example and the rationale of each question and
 * lesson-quiz item. Words are folded (foldForSearch: İ/ı/i, ə/e, ё/е, accents) and stemmed (searchStem: Russian and
 * Azerbaijani endings), and matched also by prefix and, for longer words, with one or two typos, so "mechulu",
 * "passivi", "контнуос" and "strdatelny" still find their lesson.
 *
 * A topic's score adds, for each kind of passage, its best passage's score times the kind's weight: a topic is not
 * found by the sheer number of its rationales, and a title word weighs more than an example word.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { GrammarTopic } from '../content/schema.ts';
import type { Language } from '../language.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import { searchStem } from '../text/search-stem.ts';
import { TOPIC_ALIASES } from './topic-aliases.ts';

/**
 * Words of the question itself, in the three languages ("what is the difference", "nə vaxt işlədilir", "как
 * образуется"): never a lesson's subject. Short function words (a, in, on, will, can, have, there, it) are not here:
 * they are what many lessons are about ("in on at", "will or shall"), and their rarity across passages weighs them.
 */
const STOPWORDS = new Set(
  [
    // English
    'is are am what which how why when where of to and or but this these those here please tell explain about',
    'us give show word words mean means meaning example examples difference between sentence sentences say help want',
    'know english grammar rule rules use using should correct right wrong vs versus me my your i you we they',
    // Azerbaijani
    'və ilə üçün bu bir kim nə necə nədir nəyə mənə sən mən biz siz onlar haqqında hansı niyə deyil da də ki mi mu',
    'xahiş edirəm izah et elə olur olar var yox işlədilir işlənir cümlə cümlələr söz sözlər ingilis dilində qayda',
    'qaydası misal misallar nümunə nümunələr fərq fərqi arasında vaxt işlədirik düzdür düzgündür düzgündü deyirik',
    've ile ne nece nedir ferq ferqi duzdur duzgundur duzgundu isledilir islenir isledirik demek demekdir',
    // Russian
    'и в во не на с со кто что как это для по о об про я ты мне меня мы вы он она они ли же бы то так когда где почему',
    'какой какая какие какое или а но объясни расскажи скажи пожалуйста помоги правило правила пример примеры',
    'разница между предложение слово слова английском английского английский язык языке такое такой',
    'правильно верно нельзя ставить использовать употреблять пишется пишут ставится ставят нужен нужна нужно',
    'используется употребляется юзать',
  ]
    .join(' ')
    .split(' ')
    .map(foldForSearch),
);

/**
 * Function words: searched like any word, but a message does not name a lesson by them ("is the match today"
 * shares "is" with There is / It is, and means nothing by it).
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the it its be been being was were has have had do does did will would shall can could may might must there ' +
    'that who whom whose for since in on at by with from into some any much many more most not no one ones'
  )
    .split(' ')
    .map(searchStem),
);

/** "when do we", "how can I": the auxiliary of the question, not a form asked about. */
const QUESTION_OPENING =
  /\b(how|when|why|where|what|which) (do|does|did|should|can|could|would|must) (i|we|you|they|people|one)\b/g;

const FUNCTION_WORD_BOOST = 0.4;

/** The message's words as the index reads them: folded, without question words, stemmed. */
export function searchTokens(text: string): string[] {
  return foldForSearch(text)
    .replace(QUESTION_OPENING, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => (w.length >= 2 || w === 'a') && !STOPWORDS.has(w))
    .map(searchStem);
}

const CYRILLIC = 'абвгдежзиклмнопрстуфхцчшщыьъэюя';
const LATIN = 'a b v g d e zh z i k l m n o p r s t u f h ts ch sh sch y - - e yu ya'.split(' ');
const CYRILLIC_TO_LATIN = new Map([...CYRILLIC].map((c, i) => [c, LATIN[i] === '-' ? '' : (LATIN[i] ?? c)]));

/** An English term typed in Cyrillic ("презент перфект", "пассив") in Latin letters, for typo matching. */
function latinOf(word: string): string | undefined {
  if (!/^\p{Script=Cyrillic}+$/u.test(word)) return undefined;
  return [...word].map((c) => CYRILLIC_TO_LATIN.get(c) ?? c).join('');
}

/** The message's words that may name a lesson (searchTokens without function words). */
export function namingTokens(text: string): string[] {
  return [...new Set(searchTokens(text).filter((w) => !FUNCTION_WORDS.has(w)))];
}

export type PassageKind = 'title' | 'description' | 'formula' | 'section' | 'example' | 'rationale';

/** How much a kind's best passage counts towards its topic's score. */
const WEIGHTS: Record<PassageKind, number> = {
  title: 4,
  formula: 1.5,
  description: 1,
  section: 1,
  example: 0.5,
  rationale: 0.3,
};

/** One searchable passage of a lesson. The formula is in no language: it is read with every query. */
export interface Passage {
  id: number;
  topicId: string;
  kind: PassageKind;
  language?: Language;
  text: string;
}

export interface TopicIndex {
  search: MiniSearch<Passage>;
  passages: readonly Passage[];
  /** How many distinct words each passage has, by passage id: how much of a title a query covers. */
  wordCounts: readonly number[];
}

export type SearchableTopic = Pick<
  GrammarTopic,
  'id' | 'title' | 'description' | 'formula' | 'explanation' | 'examples'
> &
  Partial<Pick<GrammarTopic, 'questions' | 'quiz'>>;

const LANGS: readonly Language[] = ['en', 'az', 'ru'];

function passagesOf(topic: SearchableTopic): Omit<Passage, 'id'>[] {
  const out: Omit<Passage, 'id'>[] = [];
  const add = (kind: PassageKind, text: string, language?: Language) => {
    if (text.trim() !== '') out.push({ topicId: topic.id, kind, text, ...(language ? { language } : {}) });
  };
  for (const l of LANGS) {
    add('title', topic.title[l], l);
    add('description', topic.description[l], l);
    for (const paragraph of topic.explanation[l].split(/\n\s*\n/)) add('section', paragraph.trim(), l);
    for (const example of topic.examples) add('example', l === 'en' ? example.en : `${example.en} ${example[l]}`, l);
  }
  // Rationales only find their topic (no reply quotes them), so each is one passage in its three languages.
  for (const { rationale } of [...(topic.questions ?? []), ...(topic.quiz ?? [])])
    add('rationale', `${rationale.en} ${rationale.az} ${rationale.ru}`);
  // Names students give the topic, each its own title passage, so that one covered wholly ("birinci tip") counts.
  for (const alias of [topic.id.replace(/-/g, ' '), ...(TOPIC_ALIASES[topic.id] ?? [])]) add('title', alias);
  add('formula', topic.formula);
  return out;
}

/** Folding and stemming, remembered per distinct word: the lessons repeat the same few thousand words. */
const termCache = new Map<string, string | null>();
function indexTerm(term: string): string | null {
  let processed = termCache.get(term);
  if (processed === undefined) {
    const word = foldForSearch(term);
    processed = (word.length < 2 && word !== 'a') || STOPWORDS.has(word) ? null : searchStem(word);
    termCache.set(term, processed);
  }
  return processed;
}

function newSearch(): MiniSearch<Passage> {
  return new MiniSearch<Passage>({
    fields: ['text'],
    storeFields: ['topicId', 'kind', 'language'],
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    processTerm: indexTerm,
    searchOptions: {
      // Prefix from 4 letters ("passiv" finds "passive"), one typo from 6 letters and two from 9.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false),
      weights: { prefix: 0.5, fuzzy: 0.4 },
    },
  });
}

const passagesOfAll = (topics: readonly SearchableTopic[]): Passage[] =>
  topics.flatMap(passagesOf).map((p, id) => ({ ...p, id }));
const wordCountOf = (p: Passage): number =>
  new Set(p.text.split(/[^\p{L}\p{N}]+/u).flatMap((w) => indexTerm(w) ?? [])).size;

export function buildTopicIndex(topics: readonly SearchableTopic[]): TopicIndex {
  const passages = passagesOfAll(topics);
  const search = newSearch();
  search.addAll(passages);
  return { search, passages, wordCounts: passages.map(wordCountOf) };
}

/**
 * The same index built in small chunks that give the event loop back between them: the whole build takes close to a
 * second on a small server, which must not hold up the answer saves arriving meanwhile.
 */
export async function buildTopicIndexInChunks(
  topics: readonly SearchableTopic[],
  chunkSize = 100,
): Promise<TopicIndex> {
  const passages = passagesOfAll(topics);
  const search = newSearch();
  await search.addAllAsync(passages, { chunkSize });
  const wordCounts: number[] = [];
  for (let i = 0; i < passages.length; i += chunkSize) {
    for (const p of passages.slice(i, i + chunkSize)) wordCounts.push(wordCountOf(p));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { search, passages, wordCounts };
}

/** About one title word of average rarity; below it a match is a coincidence ("maths homework"). */
export const MIN_SCORE = 25;

export interface TopicHit {
  id: string;
  score: number;
}

function query(index: TopicIndex, text: string, filter?: (result: SearchResult) => boolean): SearchResult[] {
  const tokens = searchTokens(text);
  const words = [...new Set([...tokens, ...tokens.flatMap((t) => latinOf(t) ?? [])])];
  if (words.length === 0) return [];
  // The words are processed already: the query skips processTerm's stopwords and stemming a second time.
  // A function word counts less than a word that names something, unless the query has nothing else.
  const onlyFunctionWords = words.every((w) => FUNCTION_WORDS.has(w));
  return index.search.search(words.join(' '), {
    processTerm: (t) => t,
    boostTerm: (term) => (onlyFunctionWords || !FUNCTION_WORDS.has(term) ? 1 : FUNCTION_WORD_BOOST),
    ...(filter ? { filter } : {}),
  });
}

/**
 * Topics that match the query, best first. A topic needs at least MIN_SCORE: one rare word in its title, or
 * several in its other passages (a pasted exercise sentence still finds its tense).
 */
export function searchTopics(index: TopicIndex, text: string, limit = 3, minScore = MIN_SCORE): TopicHit[] {
  const best = new Map<string, Map<PassageKind, number>>();
  for (const result of query(index, text)) {
    const topicId = result['topicId'] as string;
    const kind = result['kind'] as PassageKind;
    const kinds = best.get(topicId) ?? new Map<PassageKind, number>();
    // A title the query names wholly beats a longer one that shares its words: "present continuous" is the Present
    // Continuous, not the Present Perfect Continuous.
    const covered = Math.min(1, result.terms.length / Math.max(1, index.wordCounts[result.id as number] ?? 1));
    const score = kind === 'title' ? result.score * covered * covered : result.score;
    kinds.set(kind, Math.max(kinds.get(kind) ?? 0, score));
    best.set(topicId, kinds);
  }
  const hits: TopicHit[] = [];
  for (const [id, kinds] of best) {
    let score = 0;
    for (const [kind, s] of kinds) score += WEIGHTS[kind] * s;
    if (score >= minScore) hits.push({ id, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, limit);
}

/**
 * How many of the query's words the topic's title (with its aliases) or formula has: whether the message names the
 * grammar, rather than only sharing ordinary words with the lesson's text and examples.
 */
export function namedTermCount(index: TopicIndex, topicId: string, text: string): number {
  const named = new Set<string>();
  for (const result of query(
    index,
    namingTokens(text).join(' '),
    (r) => r['topicId'] === topicId && (r['kind'] === 'title' || r['kind'] === 'formula'),
  ))
    for (const term of result.queryTerms) named.add(term);
  return named.size;
}

/** The topic's passages of these kinds in one language that share words with the query, best first. */
export function matchingPassages(
  index: TopicIndex,
  topicId: string,
  text: string,
  language: Language,
  kinds: readonly PassageKind[],
): { passage: Passage; terms: readonly string[] }[] {
  const wanted = new Set(kinds);
  return query(
    index,
    text,
    (r) => r['topicId'] === topicId && r['language'] === language && wanted.has(r['kind'] as PassageKind),
  ).map((r) => ({ passage: index.passages[r.id as number] as Passage, terms: r.queryTerms }));
}
