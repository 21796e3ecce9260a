/** User-facing text of the AI suggestion card (dashboard and /practice), in the three languages. */
const en = {
  title: 'AI suggestion',
  loading: 'Choosing your next quiz…',
  lastUpdated: 'Last updated: {{date}}',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  startQuiz: 'Start Quiz',
  noQuiz: 'No suitable quiz found. Please select one of the quizzes below.',
  backendFailed: 'Failed to get AI suggestion from backend.',
  failed: 'Failed to get AI suggestion.',
  userNotFound: 'User data not found',
};
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
const az: Widen<typeof en> = {
  title: 'AI təklifi',
  loading: 'Növbəti testin seçilir…',
  lastUpdated: 'Son yenilənmə: {{date}}',
  refresh: 'Yenilə',
  refreshing: 'Yenilənir…',
  startQuiz: 'Testə başla',
  noQuiz: 'Uyğun test tapılmadı. Zəhmət olmasa, aşağıdakı testlərdən birini seç.',
  backendFailed: 'Serverdən AI təklifini almaq alınmadı.',
  failed: 'AI təklifini almaq alınmadı.',
  userNotFound: 'İstifadəçi məlumatları tapılmadı',
};
const ru: Widen<typeof en> = {
  title: 'Совет ИИ',
  loading: 'Подбираем следующий тест…',
  lastUpdated: 'Обновлено: {{date}}',
  refresh: 'Обновить',
  refreshing: 'Обновляем…',
  startQuiz: 'Начать тест',
  noQuiz: 'Подходящий тест не найден. Пожалуйста, выбери один из тестов ниже.',
  backendFailed: 'Не удалось получить совет ИИ от сервера.',
  failed: 'Не удалось получить совет ИИ.',
  userNotFound: 'Данные пользователя не найдены',
};
export const suggestionStrings = { en, az, ru } as const;
