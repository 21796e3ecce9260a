/** User-facing text of saving answers: Russian. Merged into the ru catalog (src/web/i18n/ru.ts). */
import type { Widen } from '../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  failed: 'Этот ответ ещё не сохранён. Мы продолжаем пытаться в фоне.',
  retry: 'Отправить ещё раз',
  unsaved_one: 'Ответ на вопрос {{numbers}} ещё не сохранён. Отправь его ещё раз, потом заверши тест.',
  unsaved_few: 'Ответы на вопросы {{numbers}} ещё не сохранены. Отправь их ещё раз, потом заверши тест.',
  unsaved_many: 'Ответы на вопросы {{numbers}} ещё не сохранены. Отправь их ещё раз, потом заверши тест.',
  unsaved_other: 'Ответы на вопросы {{numbers}} ещё не сохранены. Отправь их ещё раз, потом заверши тест.',
  retryAll: 'Отправить всё ещё раз',
  refused: 'Ответ не сохранён: {{reason}}',
  chooseAgain: 'Выбери ответ ещё раз.',
};
