/** User-facing text of the daily challenge (issue 6; spec §8 messages), in the three languages. */
const en = {
  title: "Today's challenge",
  intro: 'Five questions on one topic, every day.',
  counter: '{{n}}/{{m}}',
  next: 'Next',
  finish: 'Finish',
  doneTitle: 'Challenge complete!',
  correctCount: 'Correct: {{count}}',
  wrongCount: 'Wrong: {{count}}',
  toDashboard: 'Go to dashboard',
  toPractice: 'Go to practice',
  comeBack: "You have finished today's challenge. Come back tomorrow for a new topic!",
  loading: "Preparing today's challenge…",
  loadTopicsFailed: 'Failed to load grammar topics. Please try again later.',
  userNotFound: 'User data not found.',
  noChallengeToday: 'There is no challenge for today. Go to the dashboard to start it.',
  loadFailed: "Failed to load today's challenge. Please try again.",
  noTopic: 'No topic has enough questions for a challenge yet.',
};

type Strings = typeof en;

const az: Strings = {
  title: 'Günün çağırışı',
  intro: 'Hər gün bir mövzu üzrə beş sual.',
  counter: '{{n}}/{{m}}',
  next: 'Növbəti',
  finish: 'Bitir',
  doneTitle: 'Çağırış tamamlandı!',
  correctCount: 'Düzgün: {{count}}',
  wrongCount: 'Səhv: {{count}}',
  toDashboard: 'İdarə panelinə keç',
  toPractice: 'Məşqə keç',
  comeBack: 'Bugünkü çağırışı tamamladın. Yeni mövzu üçün sabah yenə gəl!',
  loading: 'Günün çağırışı hazırlanır…',
  loadTopicsFailed: 'Qrammatika mövzularını yükləmək alınmadı. Bir az sonra yenidən cəhd et.',
  userNotFound: 'İstifadəçi məlumatları tapılmadı.',
  noChallengeToday: 'Bu gün üçün çağırış yoxdur. Onu başlatmaq üçün idarə panelinə keç.',
  loadFailed: 'Günün çağırışını yükləmək alınmadı. Yenidən cəhd et.',
  noTopic: 'Hələ çağırış üçün kifayət qədər sualı olan mövzu yoxdur.',
};

const ru: Strings = {
  title: 'Челлендж дня',
  intro: 'Пять вопросов по одной теме каждый день.',
  counter: '{{n}}/{{m}}',
  next: 'Далее',
  finish: 'Завершить',
  doneTitle: 'Челлендж пройден!',
  correctCount: 'Верно: {{count}}',
  wrongCount: 'Неверно: {{count}}',
  toDashboard: 'В личный кабинет',
  toPractice: 'К практике',
  comeBack: 'Ты прошёл сегодняшний челлендж. Возвращайся завтра за новой темой!',
  loading: 'Готовим челлендж дня…',
  loadTopicsFailed: 'Не удалось загрузить темы по грамматике. Попробуй позже.',
  userNotFound: 'Данные пользователя не найдены.',
  noChallengeToday: 'На сегодня челленджа нет. Перейди в личный кабинет, чтобы начать его.',
  loadFailed: 'Не удалось загрузить челлендж дня. Попробуй ещё раз.',
  noTopic: 'Пока нет темы с достаточным числом вопросов для челленджа.',
};

export const challengeStrings = { en, az, ru } as const;
