/** User-facing text of the support (donation) page: Russian. Merged into the ru catalog (src/web/i18n/ru.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  title: 'Поддержать Imtahan',
  intro: 'Imtahan бесплатен для каждого ученика. Пожертвования оплачивают серверы и уроки с ИИ.',
  cardTitle: 'Банковская карта',
  cardLabel: 'Номер карты',
  copy: 'Копировать',
  copied: 'Скопировано',
  moneyBox: 'Открыть копилку',
  goalTitle: 'В этом месяце',
  goalProgress: 'Собрано {{raised}} из {{goal}} {{currency}}',
  remaining: 'Осталось собрать: {{amount}} {{currency}}',
  goalReached: 'Цель этого месяца достигнута — спасибо!',
  coffee: 'Даже {{amount}} {{currency}} — цена чашки кофе — помогает.',
  whatItBuys: '{{cost}} {{currency}} — это неделя уроков с ИИ для {{students}} учеников.',
  tutorCompare: 'Частный репетитор стоит {{min}}–{{max}} {{currency}} в месяц; Imtahan остаётся бесплатным.',
  advertise: 'Для репетиторов: реклама здесь — от {{price}} AZN в месяц',
  thanks: 'Спасибо, что помогаешь ученикам по всему Азербайджану готовиться к экзамену.',
};
