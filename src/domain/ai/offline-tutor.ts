/**
 * The offline tutor's chat reply (DESIGN.md §6), grounded in our lessons: the best-matching topic's description,
 * formula, one or two examples and a link to the lesson (/learn/{id}, prefixed for ru and en), in the student's
 * language, with a plain statement that this is the offline tutor. A request for its instructions is refused and
 * an off-topic message declined in one line; a request to write homework is declined with how to start and a link to
 * the writing practice; when no lesson matches an English question it says so and links topics to try. While a test is
 * in progress it says it shows the rule, not the answer (it never has answers to give anyway).
 */
import type { ExamModel } from '../api/practice-schema.ts';
import type { GrammarTopic } from '../content/schema.ts';
import { localizePath, type Language } from '../language.ts';
import { MOCK_TITLES } from '../practice/mock-titles.ts';
import { OFFLINE_TEXTS } from './offline-texts.ts';
import { MIN_SCORE, namedTermCount, searchTokens, searchTopics, type TopicIndex } from './search-topics.ts';
import { tutorIntent } from './tutor-intent.ts';

export type TutorTopic = Pick<GrammarTopic, 'id' | 'title' | 'description' | 'formula' | 'examples'>;

export interface OfflineTutorInput {
  message: string;
  language: Language;
  examInProgress: boolean;
  index: TopicIndex;
  topics: ReadonlyMap<string, TutorTopic>;
  /** Topics to suggest when nothing matches, in order. */
  suggestedTopicIds: readonly string[];
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
  if (intent === 'greeting') return decline(t.intro, 'named');
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
  const minScore = intent === 'english' ? MIN_SCORE : 2 * MIN_SCORE;
  const namesGrammar = (topicId: string) => {
    const named = namedTermCount(input.index, topicId, input.message);
    return named >= 2 || (named > 0 && named === new Set(searchTokens(input.message)).size);
  };
  const hits = searchTopics(input.index, input.message, 3).filter(
    (hit) => hit.score >= minScore && (intent === 'english' || namesGrammar(hit.id)),
  );
  const best = hits[0] && input.topics.get(hits[0].id);
  if (!best) return intent === 'english' ? decline(t.noMatch, 'linked') : decline(t.offTopic, 'none');

  const examples = best.examples
    .slice(0, 2)
    .map((e) => (language === 'en' ? `- ${e.en}` : `- ${e.en} — ${e[language]}`))
    .join('\n');
  const related = hits
    .slice(1)
    .filter((hit) => hit.score >= (hits[0]?.score ?? 0) / 2)
    .map((hit) => input.topics.get(hit.id))
    .filter((topic): topic is TutorTopic => topic !== undefined)
    .map((topic) => link(topic, language));
  const parts = [
    ...(input.examInProgress ? [t.examHint] : []),
    `**${best.title[language]}**: ${best.description[language]}`,
    `**${t.formula}:** \`${best.formula}\``,
    `**${t.examples}:**\n${examples}`,
    `${t.fullLesson}: ${link(best, language)}`,
    ...(related.length > 0 ? [`${t.related}: ${related.join(', ')}`] : []),
    note,
  ];
  return { text: parts.join('\n\n'), topicId: best.id };
}
