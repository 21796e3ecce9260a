/** User-facing text of the support (donation) page: Azerbaijani. Merged into the az catalog (src/web/i18n/az.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  title: 'Imtahan-a dəstək ol',
  intro: 'Imtahan hər şagird üçün pulsuzdur. İanələr serverlərin və AI dərslərinin xərcini ödəyir.',
  cardTitle: 'Bank kartı',
  cardLabel: 'Kart nömrəsi',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  moneyBox: 'Kumbaranı aç',
  goalTitle: 'Bu ay',
  goalProgress: '{{goal}} {{currency}}-dən {{raised}} {{currency}} toplanıb',
  remaining: 'Qalan məbləğ: {{amount}} {{currency}}',
  goalReached: 'Bu ayın hədəfinə çatdıq — təşəkkür edirik!',
  coffee: 'Hətta {{amount}} {{currency}} — bir fincan qəhvənin qiyməti — belə kömək edir.',
  whatItBuys: '{{cost}} {{currency}} — {{students}} şagird üçün bir həftəlik AI dərsləri deməkdir.',
  tutorCompare: 'Fərdi müəllim ayda {{min}}–{{max}} {{currency}} alır; Imtahan isə pulsuz qalır.',
  advertise: 'Repetitorlar üçün: burada reklam ayda {{price}} AZN-dən',
  thanks: 'Azərbaycanın hər yerindən şagirdlərin imtahana hazırlaşmasına kömək etdiyin üçün təşəkkür edirik.',
};
