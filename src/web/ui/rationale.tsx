/**
 * Why the key is right, shown under an answer's verdict once the server has graded it. The text comes
 * with the server's feedback, never with the question, so it cannot appear before the answer is saved.
 */
export function Rationale({ label, text }: { label: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <div className="rationale" data-testid="rationale">
      <p className="rationale-label">{label}</p>
      <p className="rationale-text">{text}</p>
    </div>
  );
}
