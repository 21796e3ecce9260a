/** /review mətnləri (azərbaycanca); açarlar en.ts ilə eynidir. */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  title: 'Səhvlərini təkrarla',
  intro: 'Səhv cavab verdiyin suallar unutmağa az qalmış yenidən qarşına çıxır.',
  counter: '{{n}}/{{m}}',
  next: 'Növbəti',
  loading: 'Təkrar yüklənir…',
  loadFailed: 'Təkrarı yükləmək alınmadı. Yenidən cəhd et.',
  doneTitle: 'İndi təkrarlanacaq sual yoxdur',
  nextCard: 'Növbəti kart: {{date}}.',
  noCards: 'Məşqdə səhv cavab verdiyin suallar burada görünəcək.',
  passage: 'Mətn',
  dueCard: 'Təkrar üçün: {{n}}',
};
