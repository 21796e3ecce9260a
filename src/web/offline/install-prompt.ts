/**
 * The install prompt: the browser's offer (`beforeinstallprompt`) is kept and shown as our own card once, from the
 * student's second visit on (a visit is a browser session, not a reload), never during a quiz (install-card.tsx
 * hides it then). Listening starts with the page, since the browser may make its offer before anything else loads.
 */
import { setAppState } from './app-state.ts';

const VISITS_KEY = 'imtahan.visits';
const VISIT_COUNTED_KEY = 'imtahan.visitCounted';
const OFFERED_KEY = 'imtahan.installOffered';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Counts one visit per browser session; returns the count so far (0 without storage: never offered). */
function countVisit(): number {
  try {
    let visits = Number(localStorage.getItem(VISITS_KEY) ?? '0') || 0;
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
      visits += 1;
      localStorage.setItem(VISITS_KEY, String(visits));
    }
    return visits;
  } catch {
    return 0;
  }
}

function offered(): boolean {
  try {
    return localStorage.getItem(OFFERED_KEY) === '1';
  } catch {
    return true;
  }
}

function markOffered(): void {
  try {
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // Without storage nothing is offered anyway (countVisit gives 0).
  }
  setAppState({ install: undefined, dismissInstall: undefined });
}

export function listenForInstallPrompt(): void {
  const visits = countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    if (visits < 2 || offered()) return;
    // Our card asks at a calm moment instead of the browser's own bar.
    event.preventDefault();
    const deferred = event as InstallPromptEvent;
    setAppState({
      install: () => {
        markOffered();
        void deferred.prompt();
      },
      dismissInstall: markOffered,
    });
  });
}
