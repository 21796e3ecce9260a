/** User-facing text of the AI suggestion card (dashboard and /practice): Russian. Merged into the ru catalog (src/web/i18n/ru.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
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
