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
 * Greetings, thanks and small talk, folded: a message made of nothing else is a greeting ("salam, necesen?",
 * "спасибо, понятно", "thanks, it helped"). A greeting with a question after it is the question.
 */
const GREETING_PHRASES = [
  // English
  'hi|hello|hey|hiya|good (morning|afternoon|evening|night|day)|thanks?( you)?( so| very)?( much| a lot)?|thx|ty',
  "how are you( doing)?|how's it going|what'?s up|bye|goodbye|see you|ok|okay|cool|great|nice|got it|i see|understood",
  '(it|that|this) (helped|was helpful|helps)|you are the best|teacher|sir|miss|dear|friend|bro',
  // Azerbaijani (folded)
  'salam( aleykum| eleykum)?|salamlar|sabahin(iz)? xeyir|axsamin(iz)? xeyir|gunortan(iz)? xeyir|xeyirli (gunler|axsamlar)',
  '(cox )?sag ?olu?n?|(cox )?tesekkur( edirem| edirik|ler)?|mersi|necesen|necesiz|ne var ne yox|yaxsiyam|hele ki|helelik',
  'muellim|muellime|ustad|komek etdin|anladim|basa dusdum|super|ela|oldu',
  // Russian (folded: й is и)
  'привет(ик)?|здравствуи(те)?|добрыи (день|вечер)|доброе утро|(большое |огромное )?спасибо( большое| огромное)?|благодарю',
  'как (дела|ты|вы)|пока|до свидания|ок|океи|понятно|ясно|круто|отлично|учитель|помогло|ты лучшии',
].join('|');
/** Thanks, in a greeting: answered with "you're welcome", not with an introduction. */
export const THANKS = /(thank|thx|\bty\b|tesekkur|sag ?ol|mersi|спасибо|благодар|helped|помогло|komek etdin)/;

const GREETING = new RegExp(`^((${GREETING_PHRASES})[\\s!.,?)(:]*)+$`);

/** Asking the tutor to write one's homework, essay or paragraph. */
const HOMEWORK = [
  /\b(write|do|make)\b.{0,20}\b(my|an?|the|this|our)\s+(homework|essay|composition|paragraph|letter)\b/,
  /\b(write|do)\s+(homework|essay|composition|paragraph)\b/,
  /\b(write|do)\b.{0,60}\bfor (my )?homework\b/,
  /\b(ev tapsirig|esse|insa|meqale|abzas)\S*.{0,30}\b(yaz|et)/,
  /\b(yaz|yazin|yazarsan|yazarsiz)\b.{0,30}\b(ev tapsirig|esse|insa|abzas)/,
  /(напиши|напишите|сделаи|сделаите).{0,30}(домашк|домашнее|сочинени|эсс|абзац|письмо)/,
  /(домашк|домашнее задани|сочинени|эсс).{0,30}(напиши|сделаи|за меня)/,
  /\b(do|write|finish|solve|complete)\b.{0,25}\b(homework|assignment|exercises?|project|essay)\b.{0,20}\bfor me\b/,
  /\b(can|could|will) you\b.{0,15}\b(do|write|finish|solve)\b.{0,15}\b(my|our)\b/,
  /\b(help me|i need to|i have to|how (do|can|should) i)\b.{0,10}\bwrite\b.{0,25}\b(essay|composition|letter|paragraph|story|summary|report)\b/,
  /\b(ev tapsirig\S*|tapsirig(imi|imizi|i))\b.{0,40}\b(et|ele|yaz|hell)/,
  /\b(menim|bizim) (ucun|evezime)\b.{0,40}\b(yaz|hell|et|ele)/,
  /\b(hell (et|ele|edin)|yazib ver|yazin? menim)/,
  /(реши|решите|выполни|сделаи)\S*.{0,30}(за меня|мне|упражнени|задани|домашк)/,
  /(помоги|помогите)\S*.{0,10}(написать|сделать).{0,20}(сочинени|эсс|письмо|домашк|абзац)/,
];

/** A question about the exam itself: its parts, tasks, points or models. */
const EXAM = [
  /\b(exam|dim)\b.{0,60}\b(how many|how much|format|structure|parts?|tasks?|questions?|points?|score|model|minutes|penalty|writing)\b/,
  /\b(how many|format|structure|score|points?|penalty|new model)\b.{0,60}\b(exam|dim)\b/,
  /\b(imtahan|dim)\S*.{0,60}\b(nece|nece dene|sual|tapsiriq|bal|model|format|hisse|yazi|writing|sehv)/,
  /\b(nece|nece dene|sual|tapsiriq|bal|model|format|hisse|writing)\S*.{0,60}\b(imtahan|dim)/,
  /(экзамен|гэц|егэ).{0,60}(сколько|формат|структур|задани|вопрос|балл|модел|част|writing|письм|штраф|минус)/,
  /(сколько|формат|структур|задани|вопрос|балл|модел|writing|письм).{0,60}(экзамен|гэц)/,
  // How long the exam's paragraph must be: "writing hissəsində neçə söz", "сколько слов в письме".
  /\bhow many words\b.{0,40}\b(writing|essay|paragraph)\b|\b(writing|essay|paragraph)\b.{0,40}\bhow many words\b/,
  /\b(yazi|writing|esse|insa|abzas)\S*.{0,40}\bnece soz|\bnece soz.{0,40}\b(yazi|writing|esse|insa|abzas)/,
  /сколько слов.{0,40}(письм|writing|эсс|абзац|сочинени)|(письм|writing|эсс|абзац|сочинени).{0,40}сколько слов/,
];

/**
 * Words that show a message is about the English language or the exam, and the ways students ask about a form: the
 * difference between two, when or how to use or build one, whether a sentence is right, what something means, why
 * one says X, examples.
 */
const ENGLISH = [
  /\b(difference|differ|vs|versus|when (do|should|can) (we|i|you) use|how (do|to|should|can) (we |i |you )?(use|form|make|build)|is (it|this|that) (right|correct)|right or wrong|what does .{1,30} mean)\b/,
  /\b(ferq|ferqi|ferqli|nece (isledilir|islenir|qurulur|duzelir|duzeldilir|duzeldirik|yaranir)|ne vaxt (isledilir|islenir|isledirik)|isledilir|qurulur|duzdur|duzgundur|duzgundu|ne demek|nedir|niye .{1,60} deyirik|misal|numune)/,
  // "why X and not Y" in the three languages
  /\bwhy\b.{1,80}\b(and not|but not|instead of)\b|почему.{1,80}а не\b|\b(niye|ne ucun)\b.{1,80}\b(yox|deyil)\b/,
  /(разниц|отлича|когда (ставить|ставится|ставят|пишется|пишут|нужен|нужна|нужно|использ|употребл|юзать)|как (юзать|использ|употребл|образ|строит|сказать)|верно|правильно|что значит|что такое|почему нельзя|почему (говорят|пишут)|пример|объясни)/,
  /\b(correct|mistake|spell|mean|say|english|grammar|tense|verb|noun|adjective|adverb|pronoun|preposition|article|vocabulary|word|phrase|sentence|spelling|pronounc|translat|listening|reading|writing|essay|paragraph|exam|dim|test|plural|past|present|future|passive|modal|conditional|question|irregular|v[123])/,
  /\b(ingilis|qrammatik|zaman|fel|feil|isim|sifet|zerf|evezlik|sonluq|artikl|soz|cumle|tercume|imtahan|test|oxu|dinle|yaz)/,
  /(англ|граммат|время|времен|глагол|существител|прилагател|наречи|местоимени|предлог|артикл|слов|фраз|предложени|перев|экзамен|тест|чтени|аудировани|письм|эсс)/,
];

export function tutorIntent(message: string): TutorIntent {
  const text = foldForSearch(message);
  if (INSTRUCTIONS.some((p) => p.test(text))) return 'instructions';
  if (GREETING.test(text)) return 'greeting';
  if (HOMEWORK.some((p) => p.test(text))) return 'homework';
  if (EXAM.some((p) => p.test(text))) return 'exam';
  if (ENGLISH.some((p) => p.test(text))) return 'english';
  // A pasted exercise: a gap to fill or a verb in brackets.
  if (/_{2,}|\.{3}|…|\(\s*[a-z]+(\s*\/\s*[a-z]+)*\s*\)/.test(text)) return 'english';
  return 'other';
}
