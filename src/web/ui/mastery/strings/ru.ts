/** User-facing text of the mastery chip and area names: Russian. Merged into the ru catalog (src/web/i18n/ru.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  chipLabel: 'Освоение: {{level}}',
  levels: {
    not_started: 'Не начато',
    practising: 'Практикуешься',
    familiar: 'Знакомо',
    proficient: 'Уверенно',
    mastered: 'Освоено',
  },
  sections: {
    Listening: 'Аудирование',
    Grammar: 'Грамматика',
    Reading: 'Чтение',
    Writing: 'Письмо',
  },
};
