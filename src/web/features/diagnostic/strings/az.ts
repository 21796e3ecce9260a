/** User-facing text of the diagnostic: Azerbaijani. Merged into the az catalog (src/web/i18n/az.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const az: Widen<typeof en> = {
  title: 'Səviyyəni öyrən',
  introText: '7 qrammatika sualına cavab ver, biz də səviyyəni və nə üzərində işləməli olduğunu göstərəcəyik.',
  duration: 'Təxminən 5 dəqiqə çəkir.',
  start: 'Qiymətləndirməyə başla',
  skip: 'Hələlik keç',
  progress: 'Sual {{n}} / {{m}}',
  next: 'Növbəti',
  complete: 'Qiymətləndirməni tamamla',
  resultsTitle: 'Nəticən',
  scoreLine: '{{total}} sualdan {{score}} düzgün cavab',
  levelLabel: 'Səviyyən',
  levels: { beginner: 'Başlanğıc', elementary: 'Elementar', intermediate: 'Orta', advanced: 'Qabaqcıl' },
  encouragement: {
    advanced: 'Əla nəticə! Daha çətin imtahan tapşırıqlarına hazırsan.',
    intermediate: 'Yaxşı nəticə! Bir az da məşq etsən, imtahana hazır olacaqsan.',
    elementary: 'Yaxşı başlanğıcdır. Müntəzəm məşq səni tez irəli aparacaq.',
    beginner: 'Hər mütəxəssis buradan başlayıb. Hər gün qısa məşq böyük fərq yaradır.',
  },
  strengthsTitle: 'Güclü tərəflər',
  strengths: { basics: 'Qrammatikanın əsasları', sentenceStructure: 'Cümlə quruluşu', vocabulary: 'Lüğət ehtiyatı' },
  noStrengths: 'Güclü tərəflərin məşq etdikcə görünəcək.',
  improvementsTitle: 'Nə üzərində işləməli',
  improvements: {
    complexStructures: 'Mürəkkəb strukturlar',
    fundamentalRules: 'Əsas qrammatika qaydaları',
    vocabularyBuilding: 'Lüğət ehtiyatını artırmaq',
  },
  noImprovements: 'Xüsusi zəif tərəf görünmür. Səviyyəni sınaq imtahanları ilə qoru.',
  reviewTitle: 'Cavabların',
  yourAnswer: 'Sənin cavabın',
  correctAnswer: 'Düzgün cavab',
  right: 'düzdür',
  wrong: 'səhvdir',
  why: 'Niyə belədir',
  toPractice: 'Məşqə keç',
  loading: 'Qiymətləndirmə hazırlanır…',
  calculating: 'Nəticən hesablanır…',
  loadFailed: 'Qiymətləndirməni yükləmək alınmadı. Yenidən cəhd et.',
};
