/**
 * The names and one-line descriptions of the two mock exams in the three interface languages, the one place they are
 * written: the practice menu's cards, the quiz history's rows and the automatic tutor's links all show these.
 */
import type { ExamModel } from '../api/practice-schema.ts';
import type { Localized } from '../content/schema.ts';

export const MOCK_TITLES: Readonly<Record<ExamModel, { title: Localized; details: Localized }>> = {
  classic: {
    title: {
      en: 'Mock exam (2019–2026 model)',
      az: 'Sınaq imtahanı (2019–2026 modeli)',
      ru: 'Пробный экзамен (модель 2019–2026)',
    },
    details: {
      en: '30 tasks: listening, 16 grammar questions, reading',
      az: '30 tapşırıq: dinləmə, 16 qrammatika sualı, oxu',
      ru: '30 заданий: аудирование, 16 вопросов по грамматике, чтение',
    },
  },
  new: {
    title: { en: 'Mock exam (new model)', az: 'Sınaq imtahanı (yeni model)', ru: 'Пробный экзамен (новая модель)' },
    details: {
      en: 'Listening, 13 grammar questions, two reading texts and a 100-word paragraph',
      az: 'Dinləmə, 13 qrammatika sualı, iki oxu mətni və 100 sözlük abzas',
      ru: 'Аудирование, 13 вопросов по грамматике, два текста и абзац из 100 слов',
    },
  },
};
