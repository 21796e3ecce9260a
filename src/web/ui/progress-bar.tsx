/** The "question n of m" bar shared by practice sessions, the diagnostic and the daily challenge. */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-valuemin={1}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-label={label}
    >
      <span style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
