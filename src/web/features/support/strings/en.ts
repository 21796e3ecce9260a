/** User-facing text of the support (donation) page: English, the source: az.ts and ru.ts have exactly these keys. Merged into the en catalog (src/web/i18n/en.ts). */
export const en = {
  title: 'Support Imtahan',
  intro: 'Imtahan is free for every student. Donations pay for the servers and the AI lessons.',
  cardTitle: 'Bank card',
  cardLabel: 'Card number',
  copy: 'Copy',
  copied: 'Copied',
  moneyBox: 'Open the money box',
  goalTitle: 'This month',
  goalProgress: '{{raised}} of {{goal}} {{currency}} raised',
  remaining: 'Remaining: {{amount}} {{currency}}',
  goalReached: 'This month’s goal is reached — thank you!',
  coffee: 'Even {{amount}} {{currency}} — the price of a coffee — helps.',
  whatItBuys: '{{cost}} {{currency}} pays for one week of AI lessons for {{students}} students.',
  tutorCompare: 'A private tutor costs {{min}}–{{max}} {{currency}} a month; Imtahan stays free.',
  advertise: 'Are you a tutor? Advertise here from {{price}} AZN a month',
  thanks: 'Thank you for helping students across Azerbaijan prepare for their exam.',
};
