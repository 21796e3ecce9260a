/** User-facing text of the installed, offline-capable app: Azerbaijani. Merged into src/web/i18n/az.ts. */
import type { Widen } from '../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  appName: 'Imtahan — ingilis dili imtahanına hazırlıq',
  appDescription: 'DİM-in ingilis dili imtahanına pulsuz hazırlıq: dərslər, məşqlər və sınaq imtahanları.',
  offlineTitle: 'İnternet bağlantısı yoxdur',
  offlineText:
    'Açdığın və ya endirdiyin dərslər, endirdiyin qrammatika mövzularının məşqi də işləyir. Sınaq imtahanı, daxil olmaq və AI müəllim üçün internet lazımdır. Verdiyin cavablar saxlanılır və internet qayıdanda yoxlanılacaq.',
  updateReady: 'Imtahan-ın yeni versiyası hazırdır.',
  update: 'Yenilə',
  later: 'Sonra',
  installTitle: 'Imtahan-ı quraşdır',
  installText: 'Imtahan-ı ana ekrana əlavə et: tətbiq kimi açılacaq, oxuduğun dərslər isə internetsiz də işləyəcək.',
  install: 'Quraşdır',
  notNow: 'İndi yox',
  download: 'İnternetsiz istifadə üçün endir',
  downloading: 'Endirilir…',
  downloaded: 'İnternetsiz açılır · {{size}}',
  remove: 'Endirilmişi sil',
  downloadFailed: 'Endirmək alınmadı. Bağlantını yoxla və yenidən cəhd et.',
  sizeKb: '{{value}} KB',
  sizeMb: '{{value}} MB',
};
