/** User-facing text of the installed, offline-capable app: English, the source. Merged into src/web/i18n/en.ts. */
export const en = {
  /** The installed app's name on the home screen and in the app switcher (the web app manifest). */
  appName: 'Imtahan — English exam prep',
  appDescription: 'Free preparation for DİM’s English exam: lessons, practice and mock exams.',
  offlineTitle: 'You’re offline',
  offlineText:
    'Lessons you have opened or downloaded still work, and so does practice of the grammar topics you downloaded. Mock exams, sign-in and the AI tutor need the internet. Answers you give are kept and checked when you’re back online.',
  updateReady: 'A new version of Imtahan is ready.',
  update: 'Update',
  later: 'Later',
  installTitle: 'Install Imtahan',
  installText:
    'Add Imtahan to your home screen: it opens like an app, and the lessons you have read work without the internet.',
  install: 'Install',
  notNow: 'Not now',
  download: 'Download for offline',
  downloading: 'Downloading…',
  downloaded: 'Available offline · {{size}}',
  remove: 'Remove download',
  downloadFailed: 'Could not download. Check your connection and try again.',
  sizeKb: '{{value}} KB',
  sizeMb: '{{value}} MB',
};
