/** The tutor promo card on the results screen. */
export type PromoUrgency = 'high' | 'medium' | 'low';

/** High under 60 %, medium under 80 %, low otherwise. */
export function promoUrgency(percent: number): PromoUrgency {
  if (percent < 60) return 'high';
  if (percent < 80) return 'medium';
  return 'low';
}

/** Shown after low scores; hidden at 90 % or more unless forced (a site-config flag that always shows it). */
export function showTutorPromo(percent: number, forced = false): boolean {
  return forced || percent < 90;
}
