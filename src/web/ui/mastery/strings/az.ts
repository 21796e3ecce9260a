/** User-facing text of the mastery chip and area names: Azerbaijani. Merged into the az catalog (src/web/i18n/az.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  chipLabel: 'Mənimsəmə: {{level}}',
  levels: {
    not_started: 'Başlanmayıb',
    practising: 'Məşq edirsən',
    familiar: 'Tanışsan',
    proficient: 'Bacarırsan',
    mastered: 'Mənimsəmisən',
  },
  sections: {
    Listening: 'Dinləmə',
    Grammar: 'Qrammatika',
    Reading: 'Oxu',
    Writing: 'Yazı',
  },
};
