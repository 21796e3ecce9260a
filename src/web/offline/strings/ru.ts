/** User-facing text of the installed, offline-capable app: Russian. Merged into src/web/i18n/ru.ts. */
import type { Widen } from '../../i18n/widen.ts';
import type { en } from './en.ts';

export const ru: Widen<typeof en> = {
  appName: 'Imtahan — подготовка к экзамену по английскому',
  appDescription: 'Бесплатная подготовка к экзамену ГЭЦ по английскому: уроки, практика и пробные экзамены.',
  offlineTitle: 'Нет подключения к интернету',
  offlineText:
    'Открытые и скачанные уроки работают, как и практика по скачанным темам грамматики. Для пробных экзаменов, входа и ИИ-репетитора нужен интернет. Твои ответы сохранятся и будут проверены, когда связь вернётся.',
  updateReady: 'Готова новая версия Imtahan.',
  update: 'Обновить',
  later: 'Позже',
  installTitle: 'Установи Imtahan',
  installText:
    'Добавь Imtahan на главный экран: он откроется как приложение, а прочитанные уроки будут работать без интернета.',
  install: 'Установить',
  notNow: 'Не сейчас',
  download: 'Скачать для работы без сети',
  downloading: 'Скачивание…',
  downloaded: 'Доступно офлайн · {{size}}',
  remove: 'Удалить загрузку',
  downloadFailed: 'Не удалось скачать. Проверь подключение и попробуй ещё раз.',
  sizeKb: '{{value}} КБ',
  sizeMb: '{{value}} МБ',
};
