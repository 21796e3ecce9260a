/**
 * What a tutor message is, for the offline tutor: a request for its instructions (refused), a greeting, a
 * question about English, or something else (politely declined). Patterns cover the three interface languages.
 */
import { foldForSearch } from '../text/fold-for-search.ts';

export type TutorIntent = 'instructions' | 'greeting' | 'homework' | 'exam' | 'english' | 'other';

const INSTRUCTIONS = [
  /system\s*(prompt|message)/,
  /\b(your|the)\s+(instructions|prompt|rules|system)\b/,
  /\bignore\s+(all\s+|the\s+|your\s+)?(previous|above|prior|earlier)/,
  /\b(reveal|show|print|repeat|tell)\b.{0,30}\b(prompt|instructions)\b/,
  /\bjailbreak\b|\bdeveloper mode\b|\bdan mode\b/,
  // az (folded): təlimat, göstəriş, sistem promptu
  /\btelimat|\bgosteris|\bsistem\s+prompt/,
  // ru (folded): инструкции, системный промпт, игнорируй
  /инструкци|системн\S*\s+(промпт|сообщени)|промпт|игнорируи/,
];

/**
 * A greeting or thanks and nothing else. (No \b after it: without the u flag, \b sees no word edges in Cyrillic.)
 */
const GREETINGS =
  /^(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?( very much| a lot)?|thx|salam|salam aleykum|sabahiniz xeyir|sag ?olu?n?|tesekkur( edirem)?|cox sag ?olu?n?|привет|здравствуите|добрыи (день|вечер)|доброе утро|спасибо( большое)?)[\s!.,)]*(muellim|teacher|учитель|ustad)?[\s!.,)]*$/;

/** Asking the tutor to write one's homework, essay or paragraph. */
const HOMEWORK = [
  /\b(write|do|make)\b.{0,20}\b(my|an?|the|this|our)\s+(homework|essay|composition|paragraph|letter)\b/,
  /\b(write|do)\s+(homework|essay|composition|paragraph)\b/,
  /\b(write|do)\b.{0,60}\bfor (my )?homework\b/,
  /\b(ev tapsirig|esse|insa|meqale|abzas)\S*.{0,30}\b(yaz|et)/,
  /\b(yaz|yazin|yazarsan|yazarsiz)\b.{0,30}\b(ev tapsirig|esse|insa|abzas)/,
  /(напиши|напишите|сделаи|сделаите).{0,30}(домашк|домашнее|сочинени|эсс|абзац|письмо)/,
  /(домашк|домашнее задани|сочинени|эсс).{0,30}(напиши|сделаи|за меня)/,
];

/** A question about the exam itself: its parts, tasks, points or models. */
const EXAM = [
  /\b(exam|dim)\b.{0,60}\b(how many|how much|format|structure|parts?|tasks?|questions?|points?|score|model|minutes|penalty|writing)\b/,
  /\b(how many|format|structure|score|points?|penalty|new model)\b.{0,60}\b(exam|dim)\b/,
  /\b(imtahan|dim)\S*.{0,60}\b(nece|nece dene|sual|tapsiriq|bal|model|format|hisse|yazi|writing|sehv)/,
  /\b(nece|nece dene|sual|tapsiriq|bal|model|format|hisse|writing)\S*.{0,60}\b(imtahan|dim)/,
  /(экзамен|гэц|егэ).{0,60}(сколько|формат|структур|задани|вопрос|балл|модел|част|writing|письм|штраф|минус)/,
  /(сколько|формат|структур|задани|вопрос|балл|модел|writing|письм).{0,60}(экзамен|гэц)/,
];

/**
 * Words that show a message is about the English language or the exam, and the ways students ask about a form: the
 * difference between two, when or how to use or build one, whether a sentence is right, what something means, why
 * one says X, examples.
 */
const ENGLISH = [
  /\b(difference|differ|vs|versus|when (do|should|can) (we|i|you) use|how (do|to|should|can) (we |i |you )?(use|form|make|build)|is (it|this|that) (right|correct)|right or wrong|what does .{1,30} mean)\b/,
  /\b(ferq|ferqi|ferqli|nece (isledilir|islenir|qurulur|duzelir|duzeldilir|duzeldirik|yaranir)|ne vaxt (isledilir|islenir|isledirik)|isledilir|qurulur|duzdur|duzgundur|duzgundu|ne demek|nedir|niye .{1,60} deyirik|misal|numune)/,
  /(разниц|отлича|когда (ставить|использ|употребл|юзать)|как (юзать|использ|употребл|образ|строит|сказать)|верно|правильно|что значит|что такое|почему нельзя|почему (говорят|пишут)|пример|объясни)/,
  /\b(correct|mistake|spell|mean|say|english|grammar|tense|verb|noun|adjective|adverb|pronoun|preposition|article|vocabulary|word|phrase|sentence|spelling|pronounc|translat|listening|reading|writing|essay|paragraph|exam|dim|test|plural|past|present|future|passive|modal|conditional|question)/,
  /\b(ingilis|qrammatik|zaman|fel|feil|isim|sifet|zerf|evezlik|sonluq|artikl|soz|cumle|tercume|imtahan|test|oxu|dinle|yaz)/,
  /(англ|граммат|время|времен|глагол|существител|прилагател|наречи|местоимени|предлог|артикл|слов|фраз|предложени|перев|экзамен|тест|чтени|аудировани|письм|эсс)/,
];

export function tutorIntent(message: string): TutorIntent {
  const text = foldForSearch(message);
  if (INSTRUCTIONS.some((p) => p.test(text))) return 'instructions';
  if (GREETINGS.test(text)) return 'greeting';
  if (HOMEWORK.some((p) => p.test(text))) return 'homework';
  if (EXAM.some((p) => p.test(text))) return 'exam';
  if (ENGLISH.some((p) => p.test(text))) return 'english';
  // A pasted exercise: a gap to fill or a verb in brackets.
  if (/_{2,}|\.{3}|…|\(\s*[a-z]+(\s*\/\s*[a-z]+)*\s*\)/.test(text)) return 'english';
  return 'other';
}
