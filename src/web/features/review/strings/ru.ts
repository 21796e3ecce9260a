/** Тексты /review (по-русски); ключи те же, что в en.ts. */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  title: 'Повтори свои ошибки',
  intro: 'Вопросы с ошибками возвращаются как раз перед тем, как забудутся.',
  counter: '{{n}}/{{m}}',
  next: 'Дальше',
  loading: 'Загружаем повторение…',
  loadFailed: 'Не удалось загрузить повторение. Попробуй ещё раз.',
  doneTitle: 'Сейчас повторять нечего',
  nextCard: 'Следующая карточка: {{date}}.',
  noCards: 'Здесь появятся вопросы, в которых были ошибки на практике.',
  passage: 'Текст',
  dueCard: 'На повторение: {{n}}',
};
