/** User-facing text of the AI suggestion card (dashboard and /practice): Azerbaijani. Merged into the az catalog (src/web/i18n/az.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  title: 'AI təklifi',
  loading: 'Növbəti testin seçilir…',
  lastUpdated: 'Son yenilənmə: {{date}}',
  refresh: 'Yenilə',
  refreshing: 'Yenilənir…',
  startQuiz: 'Testə başla',
  noQuiz: 'Uyğun test tapılmadı. Zəhmət olmasa, aşağıdakı testlərdən birini seç.',
  backendFailed: 'Serverdən AI təklifini almaq alınmadı.',
  failed: 'AI təklifini almaq alınmadı.',
  userNotFound: 'İstifadəçi məlumatları tapılmadı',
};
