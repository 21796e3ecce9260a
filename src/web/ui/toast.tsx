/** Toast messages: announced to screen readers, closed after 5 seconds. */
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

export const TOAST_DURATION_MS = 5000;

interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error';
}

const ToastContext = createContext<{ show(message: string, kind?: Toast['kind'], durationMs?: number): void } | null>(
  null,
);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: string, kind: Toast['kind'] = 'success', durationMs = TOAST_DURATION_MS) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, kind }]);
      window.setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastList toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastList({ toasts, dismiss }: { toasts: Toast[]; dismiss(id: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-kind={toast.kind} data-testid="toast">
          <p>{toast.message}</p>
          <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => dismiss(toast.id)}>
            <X size={18} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}

export function useToast() {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
