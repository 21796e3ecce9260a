/**
 * Which quiz the next-quiz suggestion opens (the server returns a target quiz with the suggestion). The suggestion
 * names an area in the student's language or in English (qrammatika/грамматика/grammar…); the target is the weakest
 * area's quiz (offline-suggestion.ts), unless the text names another area only, in which case that area's quiz: for
 * grammar the topic whose title the text names, else the weakest grammar topic. undefined when no quiz fits (the UI
 * then shows 'No suitable quiz found').
 */
import type { WeakestArea } from './offline-suggestion.ts';
import { AREA_NAMES, type PracticeArea } from './offline-texts.ts';

export interface QuizChoices {
  /** Grammar topics by key, with their English title and menu slug. */
  grammar: readonly { key: string; title: string; slug: string }[];
  listening: readonly string[];
  reading: readonly string[];
}

const AREAS: readonly PracticeArea[] = ['grammar', 'listening', 'reading'];
const LETTER = 'a-zəğıöüçşа-яё';

/**
 * How each area is written inside a sentence, in any of the three languages. Russian names are matched by their
 * stem (грамматик-, аудировани-, чтени-), so every case counts; Azerbaijani "oxu" is also the verb "read!", so it
 * counts only as a section name: followed by bölmə, test, tapşırıq or inside quotes.
 */
const AREA_PATTERNS: Record<PracticeArea, RegExp> = {
  grammar: new RegExp(`(^|[^${LETTER}])(${AREA_NAMES.en.grammar}|${AREA_NAMES.az.grammar}|грамматик)`, 'u'),
  listening: new RegExp(`(^|[^${LETTER}])(${AREA_NAMES.en.listening}|${AREA_NAMES.az.listening}|аудировани)`, 'u'),
  reading: new RegExp(
    `(^|[^${LETTER}])(${AREA_NAMES.en.reading}([^${LETTER}]|$)|${AREA_NAMES.az.reading} (bölmə|test|tapşırı)|«${AREA_NAMES.az.reading}»|чтени)`,
    'u',
  ),
};

export function namedAreas(text: string): PracticeArea[] {
  const lower = text.toLowerCase();
  return AREAS.filter((area) => AREA_PATTERNS[area].test(lower));
}

export function suggestionTarget(
  text: string,
  weakest: WeakestArea | undefined,
  choices: QuizChoices,
): string | undefined {
  const named = namedAreas(text);
  const area = weakest && (named.length === 0 || named.includes(weakest.area)) ? weakest.area : named[0];
  if (!area) return undefined;
  if (area === 'grammar') {
    const lower = text.toLowerCase();
    const byTitle = choices.grammar.find((t) => t.title !== '' && lower.includes(t.title.toLowerCase()));
    const weakestTopic =
      weakest?.area === 'grammar' ? choices.grammar.find((t) => t.key === weakest.topicKey) : undefined;
    return (
      (weakest?.area === 'grammar' ? (weakestTopic ?? byTitle) : (byTitle ?? weakestTopic))?.slug ??
      choices.grammar[0]?.slug
    );
  }
  return choices[area][0];
}

/** A planned area as the suggestion's target reader needs it: its area, its grammar title, its quiz. */
export interface PlannedQuiz {
  area: PracticeArea;
  /** The grammar topic's title in the student's language. */
  title?: string;
  slug: string;
}

/**
 * The quiz a suggestion made from this week's plan opens: the plan's first area, unless the text names another of
 * the plan's areas only (the model chose another of this week's areas), so the text and the button agree. A grammar
 * topic the text names by its title wins over another planned grammar topic.
 */
export function plannedTarget(text: string, plan: readonly PlannedQuiz[]): string | undefined {
  const first = plan[0];
  if (!first) return undefined;
  const named = namedAreas(text);
  const lower = text.toLowerCase();
  const byTitle = plan.find((p) => p.area === 'grammar' && p.title && lower.includes(p.title.toLowerCase()));
  if (named.length === 0 || named.includes(first.area)) {
    return first.area === 'grammar' && byTitle && !(first.title && lower.includes(first.title.toLowerCase()))
      ? byTitle.slug
      : first.slug;
  }
  if (named.includes('grammar') && byTitle) return byTitle.slug;
  return plan.find((p) => named.includes(p.area))?.slug ?? first.slug;
}
