/** User-facing text of the diagnostic: Russian. Merged into the ru catalog (src/web/i18n/ru.ts). */
import type { Widen } from '../../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  title: 'Узнай свой уровень',
  introText: 'Ответь на 7 вопросов по грамматике, и мы покажем, на каком ты уровне и над чем стоит поработать.',
  duration: 'Это займёт около 5 минут.',
  start: 'Начать тестирование',
  skip: 'Пропустить',
  progress: 'Вопрос {{n}} из {{m}}',
  next: 'Далее',
  complete: 'Завершить тестирование',
  resultsTitle: 'Твой результат',
  scoreLine: 'Верно: {{score}} из {{total}}',
  levelLabel: 'Твой уровень',
  levels: { beginner: 'Начальный', elementary: 'Элементарный', intermediate: 'Средний', advanced: 'Продвинутый' },
  encouragement: {
    advanced: 'Отличная работа! Можно переходить к более сложным экзаменационным заданиям.',
    intermediate: 'Хороший результат! Ещё немного практики — и к экзамену всё будет готово.',
    elementary: 'Неплохое начало. Регулярная практика быстро поднимет твой уровень.',
    beginner: 'Каждый эксперт начинал с этого. Короткая ежедневная практика очень помогает.',
  },
  strengthsTitle: 'Сильные стороны',
  strengths: { basics: 'Основы грамматики', sentenceStructure: 'Структура предложений', vocabulary: 'Словарный запас' },
  noStrengths: 'Твои сильные стороны проявятся по мере практики.',
  improvementsTitle: 'Над чем поработать',
  improvements: {
    complexStructures: 'Сложные конструкции',
    fundamentalRules: 'Базовые правила грамматики',
    vocabularyBuilding: 'Пополнение словарного запаса',
  },
  noImprovements: 'Слабых мест не видно. Поддерживай уровень пробными экзаменами.',
  reviewTitle: 'Твои ответы',
  yourAnswer: 'Твой ответ',
  correctAnswer: 'Правильный ответ',
  right: 'верно',
  wrong: 'неверно',
  why: 'Почему так',
  toPractice: 'Перейти к практике',
  loading: 'Готовим тестирование…',
  calculating: 'Считаем твой результат…',
  loadFailed: 'Не удалось загрузить тестирование. Попробуй ещё раз.',
};
