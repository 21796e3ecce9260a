/**
 * False until the page has painted once since the app started. Calls that may wait for the AI (the suggestion, the
 * dashboard's advice) start then: a signed-in page paints with the data its HTML brought (app/first-view.ts), and
 * neither its first paint nor the work before it waits for, or shares the main thread with, those answers.
 */
import { useEffect, useState } from 'react';

let painted = false;

export function useAfterFirstPaint(): boolean {
  const [now, setNow] = useState(painted);
  useEffect(() => {
    if (now) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit, then the task after its paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        setNow(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [now]);
  return now;
}
