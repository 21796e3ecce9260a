/** User-facing text of the daily challenge: Azerbaijani. Merged into the az catalog (src/web/i18n/az.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  title: 'Günün çağırışı',
  intro: 'Hər gün bir mövzu üzrə beş sual.',
  counter: '{{n}}/{{m}}',
  next: 'Növbəti',
  finish: 'Bitir',
  doneTitle: 'Çağırış tamamlandı!',
  correctCount: 'Düzgün: {{n}}',
  wrongCount: 'Səhv: {{n}}',
  toDashboard: 'İdarə panelinə keç',
  toPractice: 'Məşqə keç',
  comeBack: 'Bugünkü çağırışı tamamladın. Yeni mövzu üçün sabah yenə gəl!',
  loading: 'Günün çağırışı hazırlanır…',
  loadTopicsFailed: 'Qrammatika mövzularını yükləmək alınmadı. Bir az sonra yenidən cəhd et.',
  userNotFound: 'İstifadəçi məlumatları tapılmadı.',
  noChallengeToday: 'Bu gün üçün çağırış yoxdur. Onu başlatmaq üçün idarə panelinə keç.',
  loadFailed: 'Günün çağırışını yükləmək alınmadı. Yenidən cəhd et.',
  noTopic: 'Hələ çağırış üçün kifayət qədər sualı olan mövzu yoxdur.',
};
