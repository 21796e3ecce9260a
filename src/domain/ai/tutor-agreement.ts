/**
 * How a tutor's reply measures against a labelled student message (`npm run eval:tutor`): is it in the student's
 * language, does it link or name a topic the message is about, does it say what any right answer must say (and
 * nothing it must not), and does it keep lessons out of a reply to an off-topic message, a homework request or a
 * greeting. Pure: the reply's text and the topics' titles in.
 */
import type { Language } from '../language.ts';
import { foldForSearch } from '../text/fold-for-search.ts';

export interface TutorCase {
  language: Language;
  message: string;
  kind: string;
  expectedTopics: readonly string[];
  mustMention: readonly string[];
  mustNot: readonly string[];
}

/** Kinds whose right reply holds no lesson: one kind line, no link to a lesson. */
export const NO_LESSON_KINDS: ReadonlySet<string> = new Set(['off-topic', 'homework', 'greeting']);

export interface TutorScore {
  rightLanguage: boolean;
  /** Undefined when the message expects no topic. */
  rightTopic?: boolean;
  mentions: boolean;
  mentionsNothingBanned: boolean;
  /** Undefined unless the kind wants no lesson. */
  handledWithoutLesson?: boolean;
}

/** Markdown links, code spans and quoted English examples say nothing of the reply's own language. */
function prose(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' ')
    .replace(/^\s*[-*]\s+[A-Za-z][^—\n]*(—|$)/gm, ' ');
}

/**
 * The language a reply is written in: Russian by its Cyrillic letters, Azerbaijani by its own letters (ə, ğ, ı) or
 * its most common words, English otherwise. English examples inside an az or ru reply do not change it.
 */
export function replyLanguage(text: string): Language {
  const body = prose(text);
  const letters = body.match(/\p{L}/gu)?.length ?? 0;
  const cyrillic = body.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  if (letters > 0 && cyrillic / letters >= 0.3) return 'ru';
  const words = body.toLowerCase().match(/\p{L}+/gu) ?? [];
  const azWords = words.filter((w) => /[əğı]/.test(w) || AZ_WORDS.has(w)).length;
  return words.length > 0 && azWords / words.length >= 0.08 ? 'az' : 'en';
}

const AZ_WORDS = new Set(['və', 'bu', 'üçün', 'ilə', 'nə', 'bir', 'da', 'də', 'isə', 'kimi', 'çox', 'sən', 'mən']);

/** A topic is linked (/learn/{id}) or named by its title in any language. */
function namesTopic(reply: string, id: string, titles: readonly string[]): boolean {
  if (new RegExp(`/learn/${id}(?![\\w-])`).test(reply)) return true;
  const folded = foldForSearch(reply);
  return titles.some((title) => title.trim() !== '' && folded.includes(foldForSearch(title)));
}

export function scoreTutorReply(
  item: TutorCase,
  reply: string,
  titlesOf: (topicId: string) => readonly string[],
): TutorScore {
  const folded = foldForSearch(reply);
  const has = (stem: string) => folded.includes(foldForSearch(stem));
  return {
    rightLanguage: replyLanguage(reply) === item.language,
    ...(item.expectedTopics.length > 0
      ? { rightTopic: item.expectedTopics.some((id) => namesTopic(reply, id, titlesOf(id))) }
      : {}),
    mentions: item.mustMention.every(has),
    mentionsNothingBanned: !item.mustNot.some(has),
    ...(NO_LESSON_KINDS.has(item.kind) ? { handledWithoutLesson: !/\/learn\//.test(reply) } : {}),
  };
}

export interface TutorFigures {
  n: number;
  rightLanguage: number;
  /** Over the items that expect a topic. */
  rightTopic: number;
  mentions: number;
  mentionsNothingBanned: number;
  /** Over the off-topic, homework and greeting items. */
  handledOffTopic: number;
}

const share = (flags: readonly (boolean | undefined)[]) => {
  const counted = flags.filter((f): f is boolean => f !== undefined);
  return counted.length === 0 ? Number.NaN : counted.filter(Boolean).length / counted.length;
};

export function tutorFigures(scores: readonly TutorScore[]): TutorFigures {
  return {
    n: scores.length,
    rightLanguage: share(scores.map((s) => s.rightLanguage)),
    rightTopic: share(scores.map((s) => s.rightTopic)),
    mentions: share(scores.map((s) => s.mentions)),
    mentionsNothingBanned: share(scores.map((s) => s.mentionsNothingBanned)),
    handledOffTopic: share(scores.map((s) => s.handledWithoutLesson)),
  };
}

/** The machine-readable last line of `npm run eval:tutor`. */
export function tutorSummaryLine(f: TutorFigures): string {
  const x = (v: number) => (Number.isNaN(v) ? 'nan' : v.toFixed(3));
  return `tutor: n=${f.n} right_language=${x(f.rightLanguage)} right_topic=${x(f.rightTopic)} mentions=${x(f.mentions)} handled_offtopic=${x(f.handledOffTopic)}`;
}
