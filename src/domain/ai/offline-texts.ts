/**
 * Every sentence the offline tutor writes, in az, ru and en, in one place (like the web app's catalogs, but
 * server-generated prose: the offline tutor's replies stand in for the model's). A language missing a text is
 * a compile error. Areas are named in English in every language (spec §7: "naming grammar, listening or reading
 * in English").
 */
import type { Language } from '../language.ts';
import type { WritingFlag } from './offline-writing-score.ts';

export type PracticeArea = 'grammar' | 'listening' | 'reading';

export interface OfflineTexts {
  /** Said plainly in every offline reply that is prose (DESIGN.md §6). */
  offlineNote: string;
  explain: {
    correct: string;
    incorrect: string;
    correctAnswer: (answer: string) => string;
    modelAnswer: (answer: string) => string;
    /** The option the student chose, before the key, so the two stand side by side. */
    chosen: (answer: string) => string;
    /** Combination items: numbered candidates chosen that do not fit. */
    notFitting: (numbers: string) => string;
    /** Combination items: numbered candidates that fit but were not chosen. */
    alsoFitting: (numbers: string) => string;
    rule: (formula: string) => string;
  };
  learn: {
    formula: (formula: string) => string;
    example: (example: string) => string;
    wrongChoice: (chosen: string, correct: string) => string;
    rightChoice: (correct: string) => string;
    ruleToRemember: (formula: string) => string;
  };
  suggest: {
    noData: string;
    grammar: (topic: string, wrong: number, total: number) => string;
    area: (area: Exclude<PracticeArea, 'grammar'>, wrong: number, total: number) => string;
  };
  dashboard: {
    noData: string;
    untried: (area: PracticeArea) => string;
    weakest: (area: PracticeArea, wrong: number, total: number) => string;
    noMistakes: string;
  };
  tutor: {
    intro: string;
    formula: string;
    examples: string;
    fullLesson: string;
    related: string;
    noMatch: string;
    offTopic: string;
    refuseInstructions: string;
    tryAsking: (titles: string) => string;
    examHint: string;
    /** A request to write homework or an essay: declined, with how to start. */
    homework: string;
    /** The label of the link to the writing practice (the new-model mock exam's paragraph). */
    writingPractice: string;
    /** The DİM exam's two models, task by task, and how the score is counted (DESIGN.md's exam facts). */
    examFormat: string;
  };
  writing: {
    summary: (total: number, max: number) => string;
    words: (count: number, min: number) => string;
    estimateNote: string;
    /** Why the rubric's hard rules limited the points. */
    flags: Record<WritingFlag, string>;
  };
}

const az: OfflineTexts = {
  offlineNote: 'Bu cavabı oflayn müəllim verdi: o, süni intellekt modeli olmadan, Imtahan-ın dərslərinə əsaslanır.',
  explain: {
    correct: 'Düzdür!',
    incorrect: 'Təəssüf ki, düz deyil.',
    correctAnswer: (a) => `Düzgün cavab: «${a}».`,
    modelAnswer: (a) => `Nümunə cavab: «${a}».`,
    chosen: (a) => `Sən «${a}» seçdin.`,
    notFitting: (n) => `Uyğun gəlmir: ${n}.`,
    alsoFitting: (n) => `Uyğundur, amma seçilməyib: ${n}.`,
    rule: (f) => `Qayda: ${f}.`,
  },
  learn: {
    formula: (f) => `Düstur: ${f}.`,
    example: (e) => `Məsələn: ${e}`,
    wrongChoice: (chosen, correct) => `Sən «${chosen}» variantını seçdin, düzgün cavab isə «${correct}».`,
    rightChoice: (correct) => `«${correct}» düzgün cavabdır.`,
    ruleToRemember: (f) => `Qaydanı xatırla: ${f}.`,
  },
  suggest: {
    noData: 'Suallara cavab verməyə başla: ilk nəticələrindən sonra burada növbəti test üçün məsləhət görəcəksən.',
    grammar: (topic, wrong, total) =>
      `Növbəti addım: grammar, «${topic}» mövzusu — burada ${total} cavabdan ${wrong} səhv olub. Bu mövzu üzrə test işlə.`,
    area: (area, wrong, total) =>
      `Növbəti addım: ${area} — burada ${total} cavabdan ${wrong} səhv olub. Daha bir ${area} testi işlə.`,
  },
  dashboard: {
    noData: 'Bir neçə suala cavab ver, məsləhət burada görünəcək.',
    untried: (area) => `Hələ ${area} bölməsini sınamamısan, bu gün bir ${area} testi ilə başla.`,
    weakest: (area, wrong, total) =>
      `Ən çox səhv ${area} bölməsindədir (${total} cavabdan ${wrong}), ona görə bu gün daha bir ${area} testi işlə.`,
    noMistakes: 'Əla gedirsən — hələ heç bir səhvin yoxdur, indi sınaq imtahanını yoxla.',
  },
  tutor: {
    intro: 'Salam! Mən oflayn müəlliməm: suallarına Imtahan-ın dərslərindən cavab verirəm.',
    formula: 'Düstur',
    examples: 'Nümunələr',
    fullLesson: 'Dərsin tamamı',
    related: 'Bunlar da kömək edə bilər',
    noMatch: 'Təəssüf ki, bu suala uyğun dərs tapmadım.',
    offTopic: 'Mən yalnız ingilis dilini öyrənməkdə kömək edə bilərəm.',
    refuseInstructions:
      'Öz təlimatlarımı paylaşa bilmərəm, amma ingilis dili ilə bağlı istənilən suala kömək etməyə hazıram.',
    tryAsking: (titles) => `Məsələn, bunlar haqqında soruş: ${titles}.`,
    examHint: 'Hazırda testin davam edir, ona görə cavabı yox, qaydanı göstərirəm.',
    homework:
      'Ev tapşırığını sənin yerinə yaza bilmərəm, amma başlamağa kömək edərəm: əvvəlcə əsas fikri bir cümlə ilə yaz, sonra onu iki-üç misal və ya səbəblə izah et, sonda qısa nəticə çıxar. Yazdıqdan sonra cümlələrini mənə göndər, qrammatikasını birlikdə yoxlayaq.',
    writingPractice: 'Yazı məşqi (sınaq imtahanının abzası)',
    examFormat:
      'DİM-in ingilis dili imtahanı, 2019–2026 modeli (11-ci sinif, 2026-cı ilə qədər): 30 tapşırıq — dinləmə: 6 (3 qapalı + 3 açıq), qrammatika və lüğət: 16 qapalı, oxu: 8 (4 qapalı + 4 açıq). Qapalı tapşırıqların beş variantı var (A–E), səhv cavaba görə bal çıxılmır. 100 ballıq şkala ilə bal: (düzgün qapalı cavablar + 2 × açıq tapşırıqların balı) × 100 / 37.\n\nYeni model (9-cu sinif üçün 2025-ci ildən, 11-ci sinif üçün 2027-ci ildən): dinləmə — 4 qapalı tapşırıq, qrammatika və lüğət — 13 qapalı, oxu — 2 mətn, hər birində 4 qapalı, yazı — verilmiş mövzuda ən azı 100 sözlük bir abzas.',
  },
  writing: {
    summary: (total, max) => `Avtomatik qiymətləndirmə: ${total}/${max}.`,
    words: (count, min) => `Söz sayı: ${count} (ən azı ${min}).`,
    estimateNote:
      'Bu, müəllim qiyməti deyil: proqram ölçülə bilənləri sayır (söz sayı, mövzu sözləri, cümlələr, bağlayıcılar, orfoqrafiya). Fikirlərin dərinliyini və üslubu müəllim kimi qiymətləndirə bilmir.',
    flags: {
      'too-short': '20 sözdən azdır: meyarlara görə 0 bal.',
      'not-english': 'Mətn ingilis dilində deyil: 0 bal.',
      copied: 'Mətnin çoxu tapşırıqdan köçürülüb: tapşırıq meyarı üzrə 0 bal.',
      repeated: 'Eyni cümlələr təkrarlanır: ballar məhdudlaşdırılıb.',
      'word-salad': 'Sözlər cümlə əmələ gətirmir: ballar məhdudlaşdırılıb.',
      'off-topic': 'Mətn verilmiş mövzuya aid deyil: tapşırıq meyarı üzrə 0 bal.',
      'under-length': 'Mətn tapşırığın istədiyindən qısadır: tapşırıq meyarı üzrə bal məhdudlaşdırılıb.',
    },
  },
};

const ru: OfflineTexts = {
  offlineNote: 'Это ответ офлайн-репетитора: он основан на уроках Imtahan, без модели ИИ.',
  explain: {
    correct: 'Верно!',
    incorrect: 'Не совсем.',
    correctAnswer: (a) => `Правильный ответ: «${a}».`,
    modelAnswer: (a) => `Образец ответа: «${a}».`,
    chosen: (a) => `Твой выбор — «${a}».`,
    notFitting: (n) => `Не подходит: ${n}.`,
    alsoFitting: (n) => `Подходит, но не выбрано: ${n}.`,
    rule: (f) => `Правило: ${f}.`,
  },
  learn: {
    formula: (f) => `Формула: ${f}.`,
    example: (e) => `Например: ${e}`,
    wrongChoice: (chosen, correct) => `Твой ответ — «${chosen}», а правильный — «${correct}».`,
    rightChoice: (correct) => `«${correct}» — правильный ответ.`,
    ruleToRemember: (f) => `Запомни правило: ${f}.`,
  },
  suggest: {
    noData: 'Начни отвечать на вопросы: после первых результатов здесь появится совет, какой тест пройти дальше.',
    grammar: (topic, wrong, total) =>
      `Следующий шаг: grammar, тема «${topic}» — здесь ошибок ${wrong} из ${total}. Пройди тест по этой теме.`,
    area: (area, wrong, total) =>
      `Следующий шаг: ${area} — здесь ошибок ${wrong} из ${total}. Пройди ещё один тест (${area}).`,
  },
  dashboard: {
    noData: 'Ответь на несколько вопросов, и здесь появится совет.',
    untried: (area) => `Раздел ${area} ещё ждёт тебя, так что начни сегодня с одного теста (${area}).`,
    weakest: (area, wrong, total) =>
      `Больше всего ошибок в разделе ${area} (${wrong} из ${total}), поэтому сегодня пройди ещё один тест (${area}).`,
    noMistakes: 'Отлично — пока ни одной ошибки, попробуй теперь пробный экзамен.',
  },
  tutor: {
    intro: 'Привет! Я офлайн-репетитор: отвечаю на вопросы по урокам Imtahan.',
    formula: 'Формула',
    examples: 'Примеры',
    fullLesson: 'Весь урок',
    related: 'Также может помочь',
    noMatch: 'К сожалению, я не нашёл урока по этому вопросу.',
    offTopic: 'Я могу помочь только с изучением английского языка.',
    refuseInstructions: 'Я не могу делиться своими инструкциями, но с радостью помогу с любым вопросом по английскому.',
    tryAsking: (titles) => `Например, спроси про: ${titles}.`,
    examHint: 'Сейчас у тебя идёт тест, поэтому я подскажу правило, а не ответ.',
    homework:
      'Домашнее задание за тебя я не напишу, но помогу начать: сначала сформулируй главную мысль одним предложением, потом объясни её двумя-тремя примерами или причинами, в конце сделай короткий вывод. Когда напишешь, пришли мне свои предложения, и мы вместе проверим грамматику.',
    writingPractice: 'Практика письма (абзац пробного экзамена)',
    examFormat:
      'Экзамен ГЭЦ по английскому, модель 2019–2026 (11-й класс до 2026 года): 30 заданий — аудирование: 6 (3 с выбором ответа + 3 открытых), грамматика и лексика: 16 с выбором ответа, чтение: 8 (4 с выбором ответа + 4 открытых). В заданиях с выбором пять вариантов (A–E), за неверный ответ баллы не снимают. Балл по 100-балльной шкале: (верные закрытые ответы + 2 × баллы за открытые) × 100 / 37.\n\nНовая модель (9-й класс с 2025 года, 11-й класс с 2027 года): аудирование — 4 задания с выбором ответа, грамматика и лексика — 13, чтение — 2 текста по 4 задания, письмо — один абзац не короче 100 слов на заданную тему.',
  },
  writing: {
    summary: (total, max) => `Автоматическая оценка: ${total} из ${max}.`,
    words: (count, min) => `Слов: ${count} (нужно не меньше ${min}).`,
    estimateNote:
      'Это не оценка учителя: программа считает то, что можно измерить (число слов, слова темы, предложения, связки, орфографию); учитель может оценить иначе.',
    flags: {
      'too-short': 'Меньше 20 слов: по критериям 0 баллов.',
      'not-english': 'Текст не на английском языке: 0 баллов.',
      copied: 'Большая часть текста списана из задания: 0 баллов за выполнение задания.',
      repeated: 'Одни и те же предложения повторяются: баллы ограничены.',
      'word-salad': 'Слова не складываются в предложения: баллы ограничены.',
      'off-topic': 'Текст не по заданной теме: 0 баллов за выполнение задания.',
      'under-length': 'Текст короче, чем требует задание: балл за выполнение задания ограничен.',
    },
  },
};

const en: OfflineTexts = {
  offlineNote: "This reply comes from the offline tutor: it is based on Imtahan's lessons, without an AI model.",
  explain: {
    correct: 'Correct!',
    incorrect: 'Not quite.',
    correctAnswer: (a) => `The correct answer is "${a}".`,
    modelAnswer: (a) => `A model answer: "${a}".`,
    chosen: (a) => `You chose "${a}".`,
    notFitting: (n) => `Does not fit: ${n}.`,
    alsoFitting: (n) => `Also fits, but not chosen: ${n}.`,
    rule: (f) => `The rule: ${f}.`,
  },
  learn: {
    formula: (f) => `Formula: ${f}.`,
    example: (e) => `For example: ${e}`,
    wrongChoice: (chosen, correct) => `You chose "${chosen}", but the correct answer is "${correct}".`,
    rightChoice: (correct) => `"${correct}" is the correct answer.`,
    ruleToRemember: (f) => `Remember the rule: ${f}.`,
  },
  suggest: {
    noData: "Start answering questions: after your first results you'll see a suggestion for your next quiz here.",
    grammar: (topic, wrong, total) =>
      `Next step: grammar, "${topic}" — ${wrong} of your ${total} answers there were wrong. Take a quiz on this topic.`,
    area: (area, wrong, total) =>
      `Next step: ${area} — ${wrong} of your ${total} answers there were wrong. Take another ${area} test.`,
  },
  dashboard: {
    noData: 'Answer a few questions and your advice will appear here.',
    untried: (area) => `You haven't tried ${area} yet, so start with one ${area} test today.`,
    weakest: (area, wrong, total) =>
      `Your weakest area is ${area} (${wrong} of ${total} answers wrong), so do one more ${area} test today.`,
    noMistakes: 'Great work — no mistakes so far, so try a mock exam next.',
  },
  tutor: {
    intro: "Hi! I'm the offline tutor: I answer from Imtahan's lessons.",
    formula: 'Formula',
    examples: 'Examples',
    fullLesson: 'The full lesson',
    related: 'These may help too',
    noMatch: "Sorry, I couldn't find a lesson that matches your question.",
    offTopic: 'I can only help with learning English.',
    refuseInstructions: "I can't share my instructions, but I'm happy to help with any English question.",
    tryAsking: (titles) => `For example, ask about: ${titles}.`,
    examHint: "You have a test in progress, so I'll show you the rule, not the answer.",
    homework:
      "I can't write your homework for you, but I can help you start: first say your main idea in one sentence, then explain it with two or three examples or reasons, and end with a short conclusion. When you have written it, send me your sentences and we'll check the grammar together.",
    writingPractice: 'Writing practice (the mock exam paragraph)',
    examFormat:
      "DİM's English exam, 2019–2026 model (grade 11 until 2026): 30 tasks — listening: 6 (3 multiple choice + 3 written), grammar and vocabulary: 16 multiple choice, reading: 8 (4 multiple choice + 4 written). Multiple-choice tasks have five options (A–E), and a wrong answer costs nothing. The score out of 100: (correct closed answers + 2 × points on written answers) × 100 / 37.\n\nThe new model (grade 9 since 2025, grade 11 from 2027): listening — 4 multiple choice, grammar and vocabulary — 13 multiple choice, reading — 2 texts with 4 multiple choice each, writing — one paragraph of at least 100 words on a given topic.",
  },
  writing: {
    summary: (total, max) => `Automatic estimate: ${total} of ${max}.`,
    words: (count, min) => `Words: ${count} (at least ${min} needed).`,
    estimateNote:
      "This is not a teacher's mark: the app counts what can be measured (length, topic words, sentences, linking words, spelling); a teacher may score it differently.",
    flags: {
      'too-short': 'Fewer than 20 words: 0 points by the rubric.',
      'not-english': 'The text is not in English: 0 points.',
      copied: 'Most of the text is copied from the task: 0 points for task achievement.',
      repeated: 'The same sentences are repeated: the points are limited.',
      'word-salad': 'The words do not make sentences: the points are limited.',
      'off-topic': 'The text is not about the given topic: 0 points for task achievement.',
      'under-length': 'The text is shorter than the task asks: task achievement is limited.',
    },
  },
};

export const OFFLINE_TEXTS: Record<Language, OfflineTexts> = { az, ru, en };
