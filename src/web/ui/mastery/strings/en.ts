/** User-facing text of the mastery chip and area names (dashboard, /learn, /practice): English, the source: az.ts and ru.ts have exactly these keys. Merged into the en catalog (src/web/i18n/en.ts). */
export const en = {
  /** What a chip says to a screen reader: the area's level in words. */
  chipLabel: 'Mastery: {{level}}',
  levels: {
    not_started: 'Not started',
    practising: 'Practising',
    familiar: 'Familiar',
    proficient: 'Proficient',
    mastered: 'Mastered',
  },
  sections: {
    Listening: 'Listening',
    Grammar: 'Grammar',
    Reading: 'Reading',
    Writing: 'Writing',
  },
};
