/**
 * The mock exam's countdown to the deadline the server holds. The browser counts from the server's time in the
 * session response (not its own clock, which may be wrong), so a reload or a second device shows the same time left.
 * At 10 and 1 minutes it says so in words, in a live region screen readers announce; at zero it calls onTimeUp once.
 */
import { Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ExamRules } from '../../../domain/api/practice-schema.ts';

function remainingText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function ExamClock({ exam, onTimeUp }: { exam: ExamRules & { deadline: string }; onTimeUp(): void }) {
  const { t } = useTranslation();
  // The deadline on this browser's clock: the server's remaining time from the moment the response was read.
  const [deadline] = useState(() => Date.now() + (Date.parse(exam.deadline) - Date.parse(exam.serverNow)));
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const left = deadline - now;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    onTimeUp();
  }, [left, onTimeUp]);

  const warning = left <= 0 ? 'up' : left <= 60_000 ? 1 : left <= 10 * 60_000 ? 10 : null;
  const message =
    warning === 'up'
      ? t('practice.exam.timeUp')
      : warning === 1
        ? t('practice.exam.warn1')
        : warning === 10
          ? t('practice.exam.warn10')
          : '';
  return (
    <div className="exam-clock" data-testid="exam-clock" data-warning={warning ?? 'none'}>
      <p className="exam-clock-time">
        <Clock size={18} aria-hidden />
        <span className="visually-hidden">{t('practice.exam.clockLabel')}: </span>
        {/* The seconds tick silently; the warnings below are what a screen reader hears. */}
        <span aria-hidden data-testid="exam-clock-time">
          {remainingText(left)}
        </span>
      </p>
      <p className="exam-clock-warning" role="status" aria-live="polite" data-testid="exam-clock-warning">
        {message}
      </p>
    </div>
  );
}
