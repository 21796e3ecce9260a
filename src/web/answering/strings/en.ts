/** User-facing text of saving answers (shared by every activity): English, the source. Merged into src/web/i18n/en.ts. */
export const en = {
  failed: 'This answer is not saved yet. We keep trying in the background.',
  retry: 'Send again',
  unsaved_one: 'The answer to question {{numbers}} is not saved yet. Send it again, then finish.',
  unsaved_other: 'The answers to questions {{numbers}} are not saved yet. Send them again, then finish.',
  unsaved_few: 'The answers to questions {{numbers}} are not saved yet. Send them again, then finish.',
  unsaved_many: 'The answers to questions {{numbers}} are not saved yet. Send them again, then finish.',
  retryAll: 'Send all again',
  refused: 'Your answer was not saved: {{reason}}',
  chooseAgain: 'Choose your answer again.',
};
