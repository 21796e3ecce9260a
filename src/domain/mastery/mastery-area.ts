/**
 * Which mastery area a question feeds: its grammar topic, or listening or reading as a whole (one ability per
 * section: a student's listening is one skill across tests, and a mock draws one test of each).
 */
import type { Section } from '../api/practice-schema.ts';
import { LISTENING_AREA, READING_AREA } from './student-ability.ts';

export function masteryArea(question: { section: Exclude<Section, 'Writing'>; topicId?: string }): string | null {
  if (question.section === 'Listening') return LISTENING_AREA;
  if (question.section === 'Reading') return READING_AREA;
  return question.topicId ?? null;
}
