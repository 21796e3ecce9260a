/**
 * Which cards to review now, mixed across sections. Cards due at `now` are grouped by section, each group in the
 * order it fell due (longest overdue first, ties by question id); the groups then take turns, one card each, starting
 * with the section whose oldest card has waited longest. Taking turns is fair: a section with two due cards is not
 * buried under forty grammar ones, and interleaving sections is itself better practice than blocks. The order depends
 * only on the cards and `now`, so a reload shows the same queue.
 */
import type { ReviewCard, ReviewSection } from './review-card.ts';

type Due = Pick<ReviewCard, 'due' | 'questionId' | 'section'>;

/** The order a section's cards fell due in: due time, then question id (code units). */
export const byDue = (a: Due, b: Due) =>
  a.due - b.due || (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0);

export function dueCards<C extends Due>(cards: readonly C[], now: number, limit = Infinity): C[] {
  const groups = new Map<ReviewSection, C[]>();
  for (const card of cards) {
    if (card.due > now) continue;
    const group = groups.get(card.section);
    if (group) group.push(card);
    else groups.set(card.section, [card]);
  }
  const queues = [...groups.values()].map((g) => g.sort(byDue)).sort((a, b) => byDue(a[0] as C, b[0] as C));
  const out: C[] = [];
  for (let round = 0; out.length < limit; round++) {
    let took = false;
    for (const queue of queues) {
      const card = queue[round];
      if (card && out.length < limit) {
        out.push(card);
        took = true;
      }
    }
    if (!took) break;
  }
  return out;
}

export function countDueCards(cards: readonly Pick<ReviewCard, 'due'>[], now: number): number {
  let n = 0;
  for (const card of cards) if (card.due <= now) n++;
  return n;
}
