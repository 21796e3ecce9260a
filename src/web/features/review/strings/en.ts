/** User-facing text of /review: English, the source: az.ts and ru.ts have exactly these keys. Merged into the en catalog (src/web/i18n/en.ts). */
export const en = {
  title: 'Review your mistakes',
  intro: 'Questions you got wrong come back just before you would forget them.',
  counter: '{{n}}/{{m}}',
  next: 'Next',
  loading: 'Loading your review…',
  loadFailed: 'Could not load your review. Try again.',
  doneTitle: 'Nothing to review now',
  nextCard: 'Next card: {{date}}.',
  noCards: 'Questions you get wrong in practice will appear here.',
  passage: 'Text',
  dueCard: 'To review: {{n}}',
};
