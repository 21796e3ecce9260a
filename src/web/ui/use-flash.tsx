/** A status message that clears itself after 3 seconds. */
import { useCallback, useEffect, useState } from 'react';

export const FLASH_DURATION_MS = 3000;

export interface Flash {
  text: string;
  kind: 'success' | 'error';
}

export function useFlash() {
  const [flash, setFlash] = useState<Flash>();
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(undefined), FLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  const show = useCallback((text: string, kind: Flash['kind'] = 'success') => setFlash({ text, kind }), []);
  return [flash, show] as const;
}

export function FlashMessage({ flash }: { flash: Flash | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {flash && <p className={`alert alert-${flash.kind}`}>{flash.text}</p>}
    </div>
  );
}
