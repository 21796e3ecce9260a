/**
 * Every content rule in one pass: takes the parsed curriculum and returns its problems (none means publishable).
 * Schema errors are found earlier, while the files are read (src/server/content/load-content.ts); the audio rule
 * runs when the caller has probed the audio files and the option-word rule when it has loaded the English word
 * forms (scripts/content-check.ts does both, the server neither).
 */
import { checkAlphabets } from './check-alphabets.ts';
import { checkAmounts } from './check-amounts.ts';
import { checkAnswerInOptions } from './check-answer-in-options.ts';
import { checkAudio, type AudioProbe } from './check-audio.ts';
import { checkCombinationItems } from './check-combination-items.ts';
import { checkDuplicateIds } from './check-duplicate-ids.ts';
import { checkDuplicateOptions } from './check-duplicate-options.ts';
import { checkDuplicateQuestions } from './check-duplicate-questions.ts';
import { checkLessonComplete } from './check-lesson-complete.ts';
import { checkLessonQuiz } from './check-lesson-quiz.ts';
import { checkListeningScript } from './check-listening-script.ts';
import { checkOpenAnswers } from './check-open-answers.ts';
import { checkOptionWords } from './check-option-words.ts';
import { checkOptionCount } from './check-option-count.ts';
import { checkQuestionIds } from './check-question-ids.ts';
import { checkQuestionMix } from './check-question-mix.ts';
import { checkQuotationMarks } from './check-quotation-marks.ts';
import { checkTopicSize } from './check-topic-size.ts';
import { checkTranslations } from './check-translations.ts';
import { checkWritingRubric } from './check-writing-rubric.ts';
import type { EnglishWordForms } from '../text/english-word-forms.ts';
import type { ContentDraft } from './content.ts';
import type { ContentProblem } from './content-problem.ts';
import { countContent } from './count-content.ts';

export interface CheckOptions {
  /** What was found at each listening test's audio paths, by test id. Without it the audio rule is skipped. */
  audio?: ReadonlyMap<string, readonly AudioProbe[]>;
  /** The English word forms options are held to (content:check loads them). Without it the option-word rule is skipped. */
  words?: EnglishWordForms;
  /** Accept a curriculum below the required amounts (authors validating partial work). */
  allowShort?: boolean;
}

const RULES: readonly ((content: ContentDraft) => ContentProblem[])[] = [
  checkDuplicateIds,
  checkQuestionIds,
  checkDuplicateQuestions,
  checkAnswerInOptions,
  checkDuplicateOptions,
  checkOptionCount,
  checkOpenAnswers,
  checkCombinationItems,
  checkTranslations,
  checkAlphabets,
  checkQuotationMarks,
  checkTopicSize,
  checkQuestionMix,
  checkLessonQuiz,
  checkLessonComplete,
  checkListeningScript,
  checkWritingRubric,
];

export function checkContent(content: ContentDraft, options: CheckOptions = {}): ContentProblem[] {
  return [
    ...RULES.flatMap((rule) => rule(content)),
    ...(options.audio ? checkAudio(content, options.audio) : []),
    ...(options.words ? checkOptionWords(content, options.words) : []),
    ...(options.allowShort ? [] : checkAmounts(countContent(content))),
  ];
}
