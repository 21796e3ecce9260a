/** User-facing text of the daily challenge: Russian. Merged into the ru catalog (src/web/i18n/ru.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  title: 'Задание дня',
  intro: 'Пять вопросов по одной теме каждый день.',
  counter: '{{n}}/{{m}}',
  next: 'Далее',
  finish: 'Завершить',
  doneTitle: 'Задание дня выполнено!',
  correctCount: 'Верно: {{n}}',
  wrongCount: 'Неверно: {{n}}',
  toDashboard: 'В личный кабинет',
  toPractice: 'К практике',
  comeBack: 'Сегодняшнее задание выполнено. Возвращайся завтра за новой темой!',
  loading: 'Готовим задание дня…',
  loadTopicsFailed: 'Не удалось загрузить темы по грамматике. Попробуй позже.',
  userNotFound: 'Данные пользователя не найдены.',
  noChallengeToday: 'На сегодня задания дня нет. Перейди в личный кабинет, чтобы начать его.',
  loadFailed: 'Не удалось загрузить задание дня. Попробуй ещё раз.',
  noTopic: 'Пока нет темы с достаточным числом вопросов для задания дня.',
};
