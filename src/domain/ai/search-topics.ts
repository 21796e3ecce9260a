/**
 * Offline lesson search for the tutor (DESIGN.md §6): finds the grammar topics that best match a student's
 * message by their titles (with the names students give them, topic-aliases.ts), descriptions, formulas,
 * explanations and examples in all three languages. Words are
 * folded (foldForSearch: İ/ı/i, ə/e, ё/е, accents) and matched by a shared beginning of at least 4 letters, which is
 * enough stemming for Azerbaijani and Russian endings ("məchul"/"məchulu", "залог"/"залога"). Each matching word
 * adds its field's weight times its rarity across topics (idf), once per field.
 */
import type { GrammarTopic } from '../content/schema.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import { TOPIC_ALIASES } from './topic-aliases.ts';

const STOPWORDS = new Set(
  [
    // English
    'a an the is are am was were be been do does did have has had i you he she it we they me my your what which who',
    'how why when where can of to in on at for with by from and or but not this that these',
    'those there here please tell explain about us give show word words mean means meaning example',
    'examples difference between sentence sentences say help want know english grammar rule rules',
    // Azerbaijani
    'və ilə üçün bu bir kim nə necə nədir nəyə mənə sən mən o biz siz onlar haqqında hansı niyə zaman deyil da də ki mi mu',
    'xahiş edirəm izah et elə olur olar var yox işlədilir işlənir cümlə cümlələr söz sözlər ingilis dilində qayda',
    'qaydası misal nümunə fərq arasında',
    // Russian
    'и в во не на с со кто что как это для по о об про я ты мне меня мы вы он она они ли же бы то так когда где почему',
    'какой какая какие какое или а но объясни расскажи скажи пожалуйста помоги правило правила пример примеры',
    'разница между предложение слово слова английском английского английский язык языке',
  ]
    .join(' ')
    .split(' ')
    .map(foldForSearch),
);

export function searchTokens(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOPWORDS.has(w));
}

type Field = 'title' | 'description' | 'formula' | 'examples' | 'explanation';
const WEIGHTS: Record<Field, number> = { title: 6, description: 3, formula: 2, examples: 1, explanation: 1 };

/** A field's words: a set for exact look-ups and a sorted list for "starts with" look-ups. */
export interface FieldWords {
  set: Set<string>;
  sorted: string[];
}

export interface IndexedTopic {
  id: string;
  fields: Record<Field, FieldWords>;
}

export interface TopicIndex {
  topics: IndexedTopic[];
}

function fieldWords(text: string): FieldWords {
  const set = new Set(searchTokens(text));
  return { set, sorted: [...set].sort() };
}

export type SearchableTopic = Pick<
  GrammarTopic,
  'id' | 'title' | 'description' | 'formula' | 'explanation' | 'examples'
>;

export function buildTopicIndex(topics: readonly SearchableTopic[]): TopicIndex {
  const all = (l: { en: string; az: string; ru: string }) => `${l.en} ${l.az} ${l.ru}`;
  return {
    topics: topics.map((t) => ({
      id: t.id,
      fields: {
        title: fieldWords(`${all(t.title)} ${t.id.replace(/-/g, ' ')} ${(TOPIC_ALIASES[t.id] ?? []).join(' ')}`),
        description: fieldWords(all(t.description)),
        formula: fieldWords(t.formula),
        examples: fieldWords(t.examples.map(all).join(' ')),
        explanation: fieldWords(all(t.explanation)),
      },
    })),
  };
}

/** Whether the field has `query`, a longer word starting with it, or a word of 4+ letters that it starts with. */
function fieldHas(field: FieldWords, query: string): boolean {
  if (field.set.has(query)) return true;
  for (let n = 4; n < query.length; n++) if (field.set.has(query.slice(0, n))) return true;
  if (query.length < 4) return false;
  // The first word not before `query` in sorted order is the one that may start with it.
  let low = 0;
  let high = field.sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((field.sorted[mid] ?? '') < query) low = mid + 1;
    else high = mid;
  }
  return field.sorted[low]?.startsWith(query) ?? false;
}

/** About one title word of average rarity; below it a match is a coincidence ("maths homework"). */
export const MIN_SCORE = 6;

export interface TopicHit {
  id: string;
  score: number;
}

/**
 * Topics that match the query, best first. A topic needs at least MIN_SCORE: one rare word in its title, or
 * several in its other fields (a pasted exercise sentence still finds its tense).
 */
export function searchTopics(index: TopicIndex, query: string, limit = 3): TopicHit[] {
  const words = [...new Set(searchTokens(query))];
  if (words.length === 0) return [];
  const n = index.topics.length;
  const idf = new Map(
    words.map((w) => {
      const df = index.topics.filter((t) => Object.values(t.fields).some((f) => fieldHas(f, w))).length;
      return [w, df === 0 ? 0 : Math.log(1 + n / df)];
    }),
  );
  const hits: TopicHit[] = [];
  for (const topic of index.topics) {
    let score = 0;
    for (const word of words) {
      for (const field of Object.keys(WEIGHTS) as Field[]) {
        if (!fieldHas(topic.fields[field], word)) continue;
        score += WEIGHTS[field] * (idf.get(word) ?? 0);
      }
    }
    if (score >= MIN_SCORE) hits.push({ id: topic.id, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, limit);
}

/**
 * How many of the query's words the topic's title (with its aliases) or formula has: whether the message names the
 * grammar, rather than only sharing ordinary words with the lesson's text and examples.
 */
export function namedTermCount(index: TopicIndex, topicId: string, query: string): number {
  const topic = index.topics.find((t) => t.id === topicId);
  if (!topic) return 0;
  return [...new Set(searchTokens(query))].filter(
    (word) => fieldHas(topic.fields.title, word) || fieldHas(topic.fields.formula, word),
  ).length;
}
