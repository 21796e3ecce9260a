/**
 * Whether the student has an unfinished mock exam, diagnostic or daily challenge: then the tutor gives hints, not
 * answers (DESIGN.md §6, checklist TUTOR-13). Those features do not exist yet, so it answers false.
 */
export interface ExamState {
  inProgress(userId: string): Promise<boolean>;
}

export function createExamState(): ExamState {
  return {
    // TODO(#5): an unfinished mock exam attempt counts. TODO(#6): so do an unfinished diagnostic and today's challenge.
    inProgress: async () => false,
  };
}
