/**
 * Every sentence the offline tutor writes, in az, ru and en, in one place (like the web app's catalogs, but
 * server-generated prose: the offline tutor's replies stand in for the model's). A language missing a text is
 * a compile error. Areas are named as the app's menus name them in the student's language (qrammatika, dinləmə,
 * oxu; грамматика, аудирование, чтение), not in English inside an Azerbaijani or Russian sentence: see
 * docs/decisions/016-area-names-in-the-students-language.md.
 */
import type { Language } from '../language.ts';
import type { WritingFlag } from './offline-writing-score.ts';
import type { SentenceIssueCode } from './sentence-check.ts';

export type PracticeArea = 'grammar' | 'listening' | 'reading';

/** The areas' names as the app's menus write them, lower case, for use inside a sentence. */
export const AREA_NAMES: Record<Language, Record<PracticeArea, string>> = {
  az: { grammar: 'qrammatika', listening: 'dinləmə', reading: 'oxu' },
  ru: { grammar: 'грамматика', listening: 'аудирование', reading: 'чтение' },
  en: { grammar: 'grammar', listening: 'listening', reading: 'reading' },
};
const azArea = AREA_NAMES.az;
const ruArea = AREA_NAMES.ru;
/** Russian names the area as a quoted section title, so no sentence has to decline it. */
const ruSection = (area: PracticeArea) => `«${ruArea[area].charAt(0).toUpperCase()}${ruArea[area].slice(1)}»`;

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
    /** The first area of this week's plan (src/domain/plan/weekly-plan.ts): a grammar topic by its title. */
    plannedGrammar: (topic: string) => string;
    plannedArea: (area: Exclude<PracticeArea, 'grammar'>) => string;
  };
  dashboard: {
    noData: string;
    untried: (area: PracticeArea) => string;
    weakest: (area: PracticeArea, wrong: number, total: number) => string;
    noMistakes: string;
  };
  tutor: {
    intro: string;
    /** The reply to thanks. */
    thanks: string;
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
    /** Label of the lesson sentences that answer the question. */
    fromLesson: string;
    /** Opens a comparison of two forms. */
    compare: (a: string, b: string) => string;
    /** The sentence the student asked about, quoted. */
    yourSentence: (sentence: string) => string;
    /** Opens the list of mistakes the checks found. */
    mistakesFound: string;
    /** One found mistake: what was written and, when known, the right form. */
    issue: Record<SentenceIssueCode, (found: string, fix?: string) => string>;
    /** The checks found nothing: no claim that the sentence is right, and what to check. */
    nothingFound: string;
    /** Before the rule to check the sentence against. */
    checkAgainst: string;
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
  offlineNote: 'Bu cavab Imtahan-ın dərslərindən götürülüb, süni intellekt modeli olmadan.',
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
    noData:
      'Suallara cavab verməyə diaqnostik testlə başla: ilk nəticələrindən sonra burada növbəti test üçün məsləhət görəcəksən.',
    grammar: (topic, wrong, total) =>
      `Növbəti addım: ${azArea.grammar}, «${topic}» mövzusu — bu mövzudakı ${total} cavabında ${wrong} səhv var. Bu mövzu üzrə test işlə.`,
    area: (area, wrong, total) =>
      `Növbəti addım: ${azArea[area]} — bu bölmədəki ${total} cavabında ${wrong} səhv var. Daha bir ${azArea[area]} testi işlə.`,
    plannedGrammar: (topic) =>
      `Növbəti addım: ${azArea.grammar}, «${topic}» mövzusu — bu həftənin planında birincidir. Bu mövzu üzrə test işlə.`,
    plannedArea: (area) =>
      `Növbəti addım: ${azArea[area]} — bu həftənin planında birincidir, çünki imtahanda çox bal verir. Bir ${azArea[area]} testi işlə.`,
  },
  dashboard: {
    noData: 'Bir neçə suala cavab ver, məsləhət burada görünəcək.',
    untried: (area) => `Hələ ${azArea[area]} bölməsini sınamamısan, bu gün bir ${azArea[area]} testi ilə başla.`,
    weakest: (area, wrong, total) =>
      `Ən çox səhv ${azArea[area]} bölməsindədir (${total} cavabdan ${wrong}), ona görə bu gün daha bir ${azArea[area]} testi işlə.`,
    noMistakes: 'Əla gedirsən — hələ heç bir səhvin yoxdur, indi bir sınaq imtahanı ver.',
  },
  tutor: {
    intro: 'Salam! Mən Imtahan-ın dərslər üzrə müəlliməm: suallarına dərslərdən cavab verirəm.',
    thanks: 'Dəyməz! İngilis dili ilə bağlı yeni sualın olsa, yaz.',
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
    fromLesson: 'Dərsdən',
    compare: (a, b) => `«${a}» və «${b}» yanaşı:`,
    yourSentence: (s) => `Sənin cümlən: «${s}»`,
    mistakesFound: 'Yoxlamalarım bu səhvləri tapdı:',
    issue: {
      'unknown-word': (f) => `«${f}» — belə ingilis sözü tanımıram, yazılışını yoxla.`,
      'regularised-irregular': (f, x) => `«${f}» — bu fel qaydasızdır, -ed almır: ${x ?? ''}.`,
      'modal-form': (f, x) => `«${f}» — modal feldən sonra to-suz əsas fel gəlir${x ? `: ${x}` : ''}.`,
      'auxiliary-form': (f, x) => `«${f}» — do/does/did-dən sonra felin əsas forması gəlir${x ? `: ${x}` : ''}.`,
      'participle-after-have': (f, x) => `«${f}» — have/has/had-dən sonra III forma (V3) lazımdır${x ? `: ${x}` : ''}.`,
      'double-comparative': (f) => `«${f}» — more və -er birlikdə işlənmir, birini seç.`,
      'article-sound': (f, x) => `«${f}» — an sait səsdən, a samit səsdən əvvəl gəlir${x ? `: ${x}` : ''}.`,
      'third-person-dont': (f, x) => `«${f}» — he/she/it ilə doesn't işlənir${x ? `: ${x}` : ''}.`,
      'plural-verb': (f) => `«${f}» — cəm mübtəda ilə cəm fel lazımdır (are, were, have).`,
      'intransitive-passive': (f, x) => `«${f}» — təsirsiz felin məchul növü olmur${x ? `: ${x}` : ''}.`,
      'be-agree': (f, x) => `«${f}» — agree feldir, be ilə işlənmir${x ? `: I ${x}` : ''}.`,
      'since-period': (f, x) => `«${f}» — müddət for ilə, başlanğıc nöqtəsi since ilə verilir${x ? `: ${x}` : ''}.`,
      'will-in-if-clause': (f) => `«${f}» — if hissəsində adətən will/would işlənmir (şərt cümlələrinə bax).`,
      'uncountable-plural': (f) => `«${f}» — bu isim cəm şəkilçisi almır (sayılmayan və ya qaydasız isimdir).`,
      'perfect-with-finished-time': (f) =>
        `«${f}» — bitmiş vaxtla (yesterday, ago, last week) Present Perfect yox, Past Simple işlənir.`,
    },
    nothingFound:
      'Yoxlamalarım (yazılış, modal və köməkçi fellərdən sonrakı forma, a/an, uzlaşma) burada səhv tapmadı, amma onlar hər şeyi görmür: bu, cümlənin düz olduğunu göstərmir.',
    checkAgainst: 'Cümləni bu qaydaya görə yoxla',
  },
  writing: {
    summary: (total, max) => `Avtomatik qiymətləndirmə: ${total}/${max}.`,
    words: (count, min) => `Söz sayı: ${count} (ən azı ${min}).`,
    estimateNote:
      'Bu, müəllim qiyməti deyil: proqram ölçülə bilənləri sayır (söz sayı, mövzu sözləri, cümlələr, bağlayıcılar, orfoqrafiya). Fikirlərinin dərinliyini və üslubunu müəllim kimi qiymətləndirə bilmir.',
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
  offlineNote: 'Этот ответ взят из уроков Imtahan, без модели ИИ.',
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
    noData:
      'Начни отвечать на вопросы с диагностического теста: после первых результатов здесь появится совет, какой тест пройти дальше.',
    grammar: (topic, wrong, total) =>
      `Следующий шаг: ${ruArea.grammar}, тема «${topic}» — здесь ошибок ${wrong} из ${total}. Пройди тест по этой теме.`,
    area: (area, wrong, total) =>
      `Следующий шаг: ${ruArea[area]} — здесь ошибок ${wrong} из ${total}. Пройди ещё один тест из раздела ${ruSection(area)}.`,
    plannedGrammar: (topic) =>
      `Следующий шаг: ${ruArea.grammar}, тема «${topic}» — она первая в плане на эту неделю. Пройди тест по этой теме.`,
    plannedArea: (area) =>
      `Следующий шаг: ${ruArea[area]} — этот раздел первый в плане на эту неделю, потому что на экзамене он даёт много баллов. Пройди тест из раздела ${ruSection(area)}.`,
  },
  dashboard: {
    noData: 'Ответь на несколько вопросов, и здесь появится совет.',
    untried: (area) => `Раздел ${ruSection(area)} ещё ждёт тебя, так что начни сегодня с одного теста из него.`,
    weakest: (area, wrong, total) =>
      `Больше всего ошибок в разделе ${ruSection(area)} (${wrong} из ${total}), поэтому сегодня пройди ещё один тест из этого раздела.`,
    noMistakes: 'Отлично — пока ни одной ошибки, попробуй теперь пробный экзамен.',
  },
  tutor: {
    intro: 'Привет! Я репетитор Imtahan и отвечаю на вопросы по нашим урокам.',
    thanks: 'Пожалуйста! Если появится новый вопрос по английскому, пиши.',
    formula: 'Формула',
    examples: 'Примеры',
    fullLesson: 'Весь урок',
    related: 'Также может помочь',
    noMatch: 'К сожалению, урока по этому вопросу не нашлось.',
    offTopic: 'Я могу помочь только с изучением английского языка.',
    refuseInstructions: 'Я не могу делиться своими инструкциями, но с радостью помогу с любым вопросом по английскому.',
    tryAsking: (titles) => `Например, спроси об этих темах: ${titles}.`,
    examHint: 'Сейчас у тебя идёт тест, поэтому я подскажу правило, а не ответ.',
    homework:
      'Домашнее задание за тебя я не напишу, но помогу начать: сначала сформулируй главную мысль одним предложением, потом объясни её двумя-тремя примерами или причинами, в конце сделай короткий вывод. Когда напишешь, пришли мне свои предложения, и мы вместе проверим грамматику.',
    writingPractice: 'Практика письма (абзац пробного экзамена)',
    examFormat:
      'Экзамен ГЭЦ по английскому, модель 2019–2026 (11-й класс до 2026 года): 30 заданий — аудирование: 6 (3 с выбором ответа + 3 открытых), грамматика и лексика: 16 с выбором ответа, чтение: 8 (4 с выбором ответа + 4 открытых). В заданиях с выбором пять вариантов (A–E), за неверный ответ баллы не снимают. Балл по 100-балльной шкале: (верные закрытые ответы + 2 × баллы за открытые) × 100 / 37.\n\nНовая модель (9-й класс с 2025 года, 11-й класс с 2027 года): аудирование — 4 задания с выбором ответа, грамматика и лексика — 13, чтение — 2 текста по 4 задания, письмо — один абзац не короче 100 слов на заданную тему.',
    fromLesson: 'Из урока',
    compare: (a, b) => `«${a}» и «${b}» рядом:`,
    yourSentence: (s) => `Твоё предложение: «${s}»`,
    mistakesFound: 'Мои проверки нашли вот что:',
    issue: {
      'unknown-word': (f) => `«${f}» — такого английского слова я не знаю, проверь написание.`,
      'regularised-irregular': (f, x) => `«${f}» — это неправильный глагол, окончание -ed ему не нужно: ${x ?? ''}.`,
      'modal-form': (f, x) => `«${f}» — после модального глагола идёт начальная форма без to${x ? `: ${x}` : ''}.`,
      'auxiliary-form': (f, x) => `«${f}» — после do/does/did идёт начальная форма глагола${x ? `: ${x}` : ''}.`,
      'participle-after-have': (f, x) => `«${f}» — после have/has/had нужна третья форма (V3)${x ? `: ${x}` : ''}.`,
      'double-comparative': (f) => `«${f}» — more и -er вместе не ставят, нужно что-то одно.`,
      'article-sound': (f, x) => `«${f}» — an ставится перед гласным звуком, a — перед согласным${x ? `: ${x}` : ''}.`,
      'third-person-dont': (f, x) => `«${f}» — с he/she/it нужно doesn't${x ? `: ${x}` : ''}.`,
      'plural-verb': (f) =>
        `«${f}» — с подлежащим во множественном числе нужен глагол во множественном (are, were, have).`,
      'intransitive-passive': (f, x) =>
        `«${f}» — у непереходного глагола нет страдательного залога${x ? `: ${x}` : ''}.`,
      'be-agree': (f, x) => `«${f}» — agree — глагол, be перед ним не нужен${x ? `: I ${x}` : ''}.`,
      'since-period': (f, x) => `«${f}» — срок вводит for, а точку отсчёта — since${x ? `: ${x}` : ''}.`,
      'will-in-if-clause': (f) => `«${f}» — в части с if обычно не ставят will/would (смотри условные предложения).`,
      'uncountable-plural': (f) => `«${f}» — у этого существительного нет такой формы множественного числа.`,
      'perfect-with-finished-time': (f) =>
        `«${f}» — с законченным временем (yesterday, ago, last week) нужен Past Simple, а не Present Perfect.`,
    },
    nothingFound:
      'Мои проверки (написание, форма глагола после модальных и вспомогательных глаголов, a/an, согласование) здесь ошибок не нашли, но они видят не всё: это не значит, что предложение верное.',
    checkAgainst: 'Сверь предложение с правилом',
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
  offlineNote: "This reply is taken from Imtahan's lessons, without an AI model.",
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
    noData:
      "Start answering questions with the diagnostic test: after your first results you'll see a suggestion for your next quiz here.",
    grammar: (topic, wrong, total) =>
      `Next step: grammar, "${topic}" — ${wrong} of your ${total} answers there were wrong. Take a quiz on this topic.`,
    area: (area, wrong, total) =>
      `Next step: ${area} — ${wrong} of your ${total} answers there were wrong. Take another ${area} test.`,
    plannedGrammar: (topic) =>
      `Next step: grammar, "${topic}" — it comes first in this week's plan. Take a quiz on this topic.`,
    plannedArea: (area) =>
      `Next step: ${area} — it comes first in this week's plan, as it carries many exam points. Take a ${area} test.`,
  },
  dashboard: {
    noData: 'Answer a few questions and your advice will appear here.',
    untried: (area) => `You haven't tried ${area} yet, so start with one ${area} test today.`,
    weakest: (area, wrong, total) =>
      `Your weakest area is ${area} (${wrong} of ${total} answers wrong), so do one more ${area} test today.`,
    noMistakes: 'Great work — no mistakes so far, so try a mock exam next.',
  },
  tutor: {
    intro: "Hi! I'm Imtahan's lesson tutor: I answer from our lessons.",
    thanks: "You're welcome! If you have another question about English, just ask.",
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
    fromLesson: 'From the lesson',
    compare: (a, b) => `“${a}” and “${b}” side by side:`,
    yourSentence: (s) => `Your sentence: “${s}”`,
    mistakesFound: 'My checks found this:',
    issue: {
      'unknown-word': (f) => `“${f}” is not an English word I know: check the spelling.`,
      'regularised-irregular': (f, x) => `“${f}”: this verb is irregular and takes no -ed: ${x ?? ''}.`,
      'modal-form': (f, x) => `“${f}”: after a modal verb comes the base form without to${x ? `: ${x}` : ''}.`,
      'auxiliary-form': (f, x) => `“${f}”: after do/does/did comes the base form of the verb${x ? `: ${x}` : ''}.`,
      'participle-after-have': (f, x) => `“${f}”: after have/has/had use the past participle (V3)${x ? `: ${x}` : ''}.`,
      'double-comparative': (f) => `“${f}”: more and -er do not go together; use one of them.`,
      'article-sound': (f, x) =>
        `“${f}”: an goes before a vowel sound, a before a consonant sound${x ? `: ${x}` : ''}.`,
      'third-person-dont': (f, x) => `“${f}”: he, she and it take doesn't${x ? `: ${x}` : ''}.`,
      'plural-verb': (f) => `“${f}”: a plural subject takes a plural verb (are, were, have).`,
      'intransitive-passive': (f, x) => `“${f}”: a verb without an object has no passive${x ? `: ${x}` : ''}.`,
      'be-agree': (f, x) => `“${f}”: agree is a verb, so it needs no be${x ? `: I ${x}` : ''}.`,
      'since-period': (f, x) => `“${f}”: a length of time takes for, a starting point since${x ? `: ${x}` : ''}.`,
      'will-in-if-clause': (f) => `“${f}”: the if-part usually has no will or would (see the conditionals).`,
      'uncountable-plural': (f) => `“${f}”: this noun has no such plural.`,
      'perfect-with-finished-time': (f) =>
        `“${f}”: with a finished time (yesterday, ago, last week) use the Past Simple, not the Present Perfect.`,
    },
    nothingFound:
      'My checks (spelling, the verb form after modal and auxiliary verbs, a/an, agreement) found no mistake here, but they do not catch everything: this does not mean the sentence is right.',
    checkAgainst: 'Check the sentence against the rule',
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
