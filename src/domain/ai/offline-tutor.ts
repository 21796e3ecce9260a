/**
 * The offline tutor's chat reply, grounded in our lessons, in the student's language, with a plain
 * statement that this is the offline tutor. A question about one topic gets the lesson's description, the explanation
 * sentences that answer it (search-topics.ts), the formula, examples with the asked form and a link (/learn/{id},
 * prefixed for ru and en); two forms compared ("X or Y", "X və Y fərqi", "разница между") are answered from the one
 * lesson that covers both, or from each side's own lesson; a sentence to check is quoted and run through the rules
 * that can tell (sentence-check.ts) and is never called right. A request for its instructions is refused, an off-topic
 * message declined in one line, greetings and thanks answered without a lesson, a request to write homework declined
 * with how to start and a link to the writing practice; when no lesson matches an English question it says so and
 * links topics to try. While a test is in progress it says it shows the rule, not the answer.
 */
import type { ExamModel } from '../api/practice-schema.ts';
import type { GrammarTopic } from '../content/schema.ts';
import { localizePath, type Language } from '../language.ts';
import { MOCK_TITLES } from '../practice/mock-titles.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import { OFFLINE_TEXTS } from './offline-texts.ts';
import { EMPTY_LEXICON, type EnglishLexicon } from '../text/english-lexicon.ts';
import {
  matchingPassages,
  MIN_SCORE,
  namedTermCount,
  namingTokens,
  searchTokens,
  searchTopics,
  type TopicIndex,
} from './search-topics.ts';
import { checkSentence } from './sentence-check.ts';
import { THANKS, tutorIntent } from './tutor-intent.ts';
import { latinWord, questionShape } from './tutor-question.ts';

export type TutorTopic = Pick<GrammarTopic, 'id' | 'title' | 'description' | 'formula' | 'examples'>;

export interface OfflineTutorInput {
  message: string;
  language: Language;
  examInProgress: boolean;
  index: TopicIndex;
  topics: ReadonlyMap<string, TutorTopic>;
  /** Topics to suggest when nothing matches, in order. */
  suggestedTopicIds: readonly string[];
  /** The English word list, for checking a sentence the student asks about (without it, only the form rules run). */
  lexicon?: EnglishLexicon;
  /** Whether a word is English, to tell the English sentence in "… bu cümlə düzdür?" (without it: Latin letters). */
  isEnglishWord?: (word: string) => boolean;
}

export interface OfflineTutorReply {
  text: string;
  /** The lesson the reply is grounded in, if any. */
  topicId?: string;
}

/** Topics suggested when a question matches no lesson: common exam topics first, then the rest in order. */
export const SUGGESTED_TOPICS = [
  'present-perfect',
  'passive-voice',
  'conditionals-real',
  'past-simple',
  'reported-speech',
];

export function lessonPath(topicId: string, language: Language): string {
  return localizePath(language, `/learn/${topicId}`);
}

function link(topic: TutorTopic, language: Language): string {
  return `[${topic.title[language]}](${lessonPath(topic.id, language)})`;
}

export function offlineTutorReply(input: OfflineTutorInput): OfflineTutorReply {
  const { language } = input;
  const t = OFFLINE_TEXTS[language].tutor;
  const note = `_${OFFLINE_TEXTS[language].offlineNote}_`;
  const suggested = input.suggestedTopicIds
    .map((id) => input.topics.get(id))
    .filter((topic): topic is TutorTopic => topic !== undefined)
    .slice(0, 3);
  // Lessons are linked only in reply to a question about English; a greeting names them, an off-topic message
  // gets one line.
  const decline = (first: string, titles: 'linked' | 'named' | 'none') => ({
    text: [
      first,
      ...(titles === 'none'
        ? []
        : [
            t.tryAsking(
              suggested
                .map((topic) => (titles === 'linked' ? link(topic, language) : topic.title[language]))
                .join(', '),
            ),
          ]),
      note,
    ].join('\n\n'),
  });

  const intent = tutorIntent(input.message);
  if (intent === 'instructions') return decline(t.refuseInstructions, 'named');
  if (intent === 'greeting') return decline(THANKS.test(foldForSearch(input.message)) ? t.thanks : t.intro, 'named');
  if (intent === 'homework')
    return {
      text: [t.homework, `[${t.writingPractice}](${localizePath(language, '/practice/mock-exam-new')})`, note].join(
        '\n\n',
      ),
    };

  if (intent === 'exam') {
    const mock = (model: ExamModel, slug: string) =>
      `[${MOCK_TITLES[model].title[language]}](${localizePath(language, `/practice/${slug}`)})`;
    return {
      text: [t.examFormat, `${mock('classic', 'mock-exam')}, ${mock('new', 'mock-exam-new')}`, note].join('\n\n'),
    };
  }

  // A message that does not look like an English question needs a clearly better match, and must name the grammar
  // (two words of a lesson's title or formula, or nothing but such words): "neftçi bu həftə qalib gələcək?" shares
  // only the everyday "gələcək" with the future lessons, "birinci tip" names the first conditional.
  const namesGrammar = (topicId: string) => {
    const named = namedTermCount(input.index, topicId, input.message);
    return named >= 2 || (named > 0 && named === namingTokens(input.message).length);
  };
  const isEnglish = input.isEnglishWord ?? latinWord;
  let asked = questionShape(input.message, isEnglish);
  // "a və an", "speak or talk": a comparison of two English words is about English when one lesson is among the
  // best for each word and for both together. Single words score low ("a", "during"), so a side needs less.
  const sideHits = (side: string) => searchTopics(input.index, side, 3, MIN_SCORE / 3);
  const comparesEnglish = (() => {
    if (asked.shape !== 'compare' || !asked.sides.every((side) => /^[a-z' /-]+$/i.test(side))) return false;
    const joint = searchTopics(input.index, asked.sides.join(' '), 1)[0];
    return joint !== undefined && asked.sides.every((side) => sideHits(side).some((hit) => hit.id === joint.id));
  })();
  const english = intent === 'english' || comparesEnglish;
  // A question about function words alone ("когда пишется the") scores low: each of them is in many passages.
  const onlyFunctionWords = namingTokens(input.message).length === 0;
  const minScore = english ? (onlyFunctionWords ? MIN_SCORE / 3 : MIN_SCORE) : 2 * MIN_SCORE;
  const hits = searchTopics(input.index, input.message, 3, minScore).filter((hit) => english || namesGrammar(hit.id));
  if (!english && hits.length === 0) asked = { shape: 'general' };
  const lesson = (topicId: string, query: string, sentences = 2): LessonPart => ({
    topicId,
    sentences: bestSentences(input.index, topicId, query, language, sentences),
  });
  const topicOf = (id: string | undefined) => (id === undefined ? undefined : input.topics.get(id));
  const examHint = input.examInProgress ? [t.examHint] : [];

  // The sentence the student asks about, checked by the rules that can tell, or "I can't confirm it".
  const checked: string[] = [];
  if ((asked.shape === 'check' || asked.shape === 'why') && asked.sentence) {
    const issues = checkSentence(asked.sentence, input.lexicon ?? EMPTY_LEXICON);
    checked.push(t.yourSentence(asked.sentence));
    if (issues.length > 0)
      checked.push([t.mistakesFound, ...issues.map((i) => `- ${t.issue[i.code](i.found, i.fix)}`)].join('\n'));
    else if (asked.shape === 'check') checked.push(t.nothingFound);
  }

  // Two forms compared: each side's own lesson when they differ, else both sides' sentences from one lesson.
  if (asked.shape === 'compare' || (asked.shape === 'why' && asked.sides)) {
    const [a, b] = asked.sides as readonly [string, string];
    const [ha, hb] = [sideHits(a), sideHits(b)];
    // One lesson that both sides find ("must" and "have to": the obligation lesson) answers alone; otherwise each
    // side's own lesson.
    const rank = (id: string) => rankIn(ha, id) + rankIn(hb, id) + rankIn(hits, id);
    const shared = ha
      .filter((hit) => hb.some((other) => other.id === hit.id))
      .sort((x, y) => rank(x.id) - rank(y.id))[0]?.id;
    const ta = shared ?? ha[0]?.id ?? hits[0]?.id;
    const tb = shared ?? hb[0]?.id ?? hits[0]?.id;
    const blocks: string[] = [];
    if (ta && tb && ta !== tb && topicOf(ta) && topicOf(tb)) {
      for (const [id, side] of [
        [ta, a],
        [tb, b],
      ] as const)
        blocks.push(lessonBlock(topicOf(id) as TutorTopic, lesson(id, `${side} ${input.message}`, 1), side));
    } else {
      const id = ta ?? hits[0]?.id;
      const topic = topicOf(id);
      if (topic && id) {
        const sentences = uniq([
          ...bestSentences(input.index, id, a, language, 1),
          ...bestSentences(input.index, id, b, language, 1),
          ...bestSentences(input.index, id, input.message, language, 1),
        ]);
        blocks.push(lessonBlock(topic, { topicId: id, sentences }, `${a} ${b}`));
      }
    }
    if (blocks.length > 0)
      return {
        text: [...examHint, ...checked, t.compare(a, b), ...blocks, note].join('\n\n'),
        topicId: ta ?? tb,
      };
  }

  const best = topicOf(hits[0]?.id);
  if (!best) {
    if (checked.length > 0)
      return {
        text: [
          ...examHint,
          ...checked,
          t.noMatch,
          t.tryAsking(suggested.map((topic) => link(topic, language)).join(', ')),
          note,
        ].join('\n\n'),
      };
    return english ? decline(t.noMatch, 'linked') : decline(t.offTopic, 'none');
  }

  const related = hits
    .slice(1)
    .filter((hit) => hit.score >= (hits[0]?.score ?? 0) / 2)
    .map((hit) => input.topics.get(hit.id))
    .filter((topic): topic is TutorTopic => topic !== undefined)
    .map((topic) => link(topic, language));
  const parts = [
    ...examHint,
    ...checked,
    ...(asked.shape === 'check' && checked.length > 0 ? [`${t.checkAgainst}:`] : []),
    lessonBlock(best, lesson(best.id, input.message), input.message, 2),
    ...(related.length > 0 ? [`${t.related}: ${related.join(', ')}`] : []),
    note,
  ];
  return { text: parts.join('\n\n'), topicId: best.id };

  /** A lesson's answer: its title and description, the sentences that answer, its formula, examples and link. */
  function lessonBlock(topic: TutorTopic, part: LessonPart, query: string, exampleCount = 1): string {
    const chosen = pickExamples(topic.examples, query, exampleCount)
      .map((e) => (language === 'en' ? `- ${e.en}` : `- ${e.en} — ${e[language]}`))
      .join('\n');
    return [
      `**${topic.title[language]}**: ${topic.description[language]}`,
      ...(part.sentences.length > 0 ? [`**${t.fromLesson}:** ${part.sentences.join(' ')}`] : []),
      `**${t.formula}:** \`${topic.formula}\``,
      `**${t.examples}:**\n${chosen}`,
      `${t.fullLesson}: ${link(topic, language)}`,
    ].join('\n\n');
  }
}

interface LessonPart {
  topicId: string;
  sentences: string[];
}

const uniq = (list: readonly string[]) => [...new Set(list)];

/** A topic's place among hits, 3 when it is not among them. */
const rankIn = (hits: readonly { id: string }[], id: string) => {
  const at = hits.findIndex((hit) => hit.id === id);
  return at < 0 ? 3 : at;
};

/** Sentences of a lesson's explanation, in the student's language, that share the most words with the query. */
export function bestSentences(
  index: TopicIndex,
  topicId: string,
  query: string,
  language: Language,
  count: number,
): string[] {
  const wanted = new Set(searchTokens(query));
  if (wanted.size === 0) return [];
  const named = new Set(namingTokens(query));
  const candidates = matchingPassages(index, topicId, query, language, ['section'])
    .slice(0, 3)
    .flatMap(({ passage }) => passage.text.split(/(?<=[.!?])\s+|\n+/))
    .map((sentence) => sentence.replace(/^[•\-\s]+/, '').trim())
    .filter((sentence) => sentence.length > 0 && sentence.length <= 400);
  const scored = candidates.map((sentence, order) => {
    const own = searchTokens(sentence);
    let score = 0;
    for (const word of wanted)
      if (own.some((o) => o === word || (word.length >= 4 && o.startsWith(word)))) score += named.has(word) ? 2 : 1;
    return { sentence, order, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, count)
    .sort((x, y) => x.order - y.order)
    .map((s) => s.sentence);
}

/** Examples whose English shares a word with the query first, then the lesson's first ones. */
function pickExamples<E extends { en: string }>(examples: readonly E[], query: string, count: number): E[] {
  const wanted = new Set(namingTokens(query));
  const matching = examples.filter((e) => searchTokens(e.en).some((w) => wanted.has(w)));
  return uniqBy([...matching, ...examples]).slice(0, count);
}

function uniqBy<E>(list: readonly E[]): E[] {
  return [...new Set(list)];
}
