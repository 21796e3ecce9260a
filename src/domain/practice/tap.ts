/**
 * The practice menu's tap rule: on a touch screen a press opens a card only if it lasts
 * under 300 ms and moves under 10 px, so a scroll or a long press does not start a quiz by accident.
 */
export const TAP_MAX_MS = 300;
export const TAP_MAX_MOVE_PX = 10;

export function isTap(durationMs: number, movedPx: number): boolean {
  return durationMs < TAP_MAX_MS && movedPx < TAP_MAX_MOVE_PX;
}
