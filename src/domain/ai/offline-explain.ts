/**
 * The offline tutor's explanations, grounded in the question's rationale and the topic's lesson, in the student's
 * language and within the spec's limits: answer explanation under 70 words, formula under 80, topic at most 120, wrong
 * lesson answer 2–3 sentences.
 */
import type { GrammarTopic, LessonQuizItem } from '../content/schema.ts';
import type { Language } from '../language.ts';
import type { AnswerContext } from './ai-context.ts';
import { OFFLINE_TEXTS } from './offline-texts.ts';
import { countWords } from '../text/count-words.ts';
import { countSentences, LIMITS, limitWords, splitSentences } from './word-limit.ts';

/** Sentences in order while they fit in `maxWords`; the first optional one is shortened if nothing else fits. */
function fit(required: readonly string[], optional: readonly string[], maxWords: number): string {
  const out = [...required];
  let used = countWords(out.join(' '));
  for (const [index, sentence] of optional.entries()) {
    const n = countWords(sentence);
    if (used + n <= maxWords) {
      out.push(sentence);
      used += n;
    } else if (index === 0 && maxWords - used >= 8) {
      out.push(limitWords(sentence, maxWords - used));
      used = maxWords;
    }
  }
  return limitWords(out.join(' '), maxWords);
}

const candidateNumbers = (option: string): string[] => option.match(/\d+/g) ?? [];

/**
 * For a combination item ("1, 3" against the key "1, 2"), the numbered candidates the student chose that do not fit
 * and those that fit but were left out; nothing for any other item.
 */
export function combinationContrast(
  chosen: string,
  key: string,
  options: readonly string[] | undefined,
): { notFitting: string[]; alsoFitting: string[] } | undefined {
  const combination = /^\d+(?:\s*(?:,|and|&)\s*\d+)+$/i;
  if (!options?.every((o) => combination.test(o.trim())) || !combination.test(key.trim())) return undefined;
  const picked = candidateNumbers(chosen);
  const right = candidateNumbers(key);
  return {
    notFitting: picked.filter((n) => !right.includes(n)),
    alsoFitting: right.filter((n) => !picked.includes(n)),
  };
}

/** What the student chose, set against the key: the chosen option, the key, and per numbered candidate for combinations. */
function contrast(context: AnswerContext, language: Language): string[] {
  const t = OFFLINE_TEXTS[language].explain;
  if (!context.options) return [t.modelAnswer(context.correctAnswer)];
  const chosen = context.studentAnswerText ?? context.studentAnswer;
  const sentences: string[] = chosen.trim() ? [t.chosen(chosen.trim())] : [];
  sentences.push(t.correctAnswer(context.correctAnswer));
  const combination = combinationContrast(chosen, context.correctAnswer, context.options);
  if (combination?.notFitting.length) sentences.push(t.notFitting(combination.notFitting.join(', ')));
  if (combination?.alsoFitting.length) sentences.push(t.alsoFitting(combination.alsoFitting.join(', ')));
  return sentences;
}

export function explainAnswerOffline(context: AnswerContext, language: Language): string {
  const t = OFFLINE_TEXTS[language].explain;
  const head = context.studentWasCorrect ? [t.correct] : [t.incorrect, ...contrast(context, language)];
  const rule = context.formula ? [t.rule(context.formula)] : [];
  return fit(head, [...splitSentences(context.rationale), ...rule], LIMITS.explainWords);
}

export function explainFormulaOffline(topic: GrammarTopic, language: Language): string {
  const t = OFFLINE_TEXTS[language].learn;
  const example = topic.examples[0];
  return fit(
    [t.formula(topic.formula)],
    [...splitSentences(topic.description[language]), ...(example ? [t.example(example.en)] : [])],
    LIMITS.formulaWords,
  );
}

export function explainTopicOffline(topic: GrammarTopic, language: Language): string {
  return fit(
    splitSentences(topic.description[language]),
    splitSentences(topic.explanation[language].replace(/\n+/g, ' ')),
    LIMITS.topicWords,
  );
}

/** 2–3 sentences: what was chosen against the key, the rule, and a one-sentence example when there is one. */
export function explainWrongLessonAnswerOffline(
  topic: GrammarTopic,
  item: LessonQuizItem,
  answerIndex: number,
  language: Language,
): string {
  const t = OFFLINE_TEXTS[language].learn;
  const correct = item.options[item.correctAnswerIndex] ?? '';
  const chosen = item.options[answerIndex] ?? '';
  const first = answerIndex === item.correctAnswerIndex ? t.rightChoice(correct) : t.wrongChoice(chosen, correct);
  const sentences = [first, t.ruleToRemember(topic.formula)];
  const example = topic.examples.map((e) => e.en).find((e) => countSentences(e) === 1);
  if (example) sentences.push(t.example(example));
  // A formula or option containing a full stop could read as extra sentences; keep the reply within 3.
  return splitSentences(sentences.join(' ')).length <= LIMITS.wrongAnswerSentences
    ? sentences.join(' ')
    : sentences.slice(0, 2).join(' ');
}
