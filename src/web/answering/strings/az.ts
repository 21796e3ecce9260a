/** User-facing text of saving answers: Azerbaijani. Merged into the az catalog (src/web/i18n/az.ts). */
import type { Widen } from '../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  failed: 'Bu cavab hələ yadda saxlanmayıb. Arxa planda cəhd etməyə davam edirik.',
  retry: 'Yenidən göndər',
  unsaved_one: '{{numbers}} nömrəli sualın cavabı hələ yadda saxlanmayıb. Onu yenidən göndər, sonra testi bitir.',
  unsaved_other:
    '{{numbers}} nömrəli sualların cavabları hələ yadda saxlanmayıb. Onları yenidən göndər, sonra testi bitir.',
  unsaved_few:
    '{{numbers}} nömrəli sualların cavabları hələ yadda saxlanmayıb. Onları yenidən göndər, sonra testi bitir.',
  unsaved_many:
    '{{numbers}} nömrəli sualların cavabları hələ yadda saxlanmayıb. Onları yenidən göndər, sonra testi bitir.',
  retryAll: 'Hamısını yenidən göndər',
  refused: 'Cavabın saxlanmadı: {{reason}}',
  chooseAgain: 'Cavabını yenidən seç.',
};
