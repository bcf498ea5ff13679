export interface SpinnerProps {
  /** Said to assistive technology and shown beside the spinner (unless `inline`). */
  label?: string;
  size?: 'small' | 'middle' | 'large';
  /** Inside a button or text: no label, no status role. */
  inline?: boolean;
  className?: string;
}

/** A spinning ring with an optional label; a live status unless shown inline. */
export function Spinner({ label, size = 'middle', inline = false, className }: SpinnerProps) {
  const ring = <span className={`ui-spinner-ring ui-spinner-${size}`} aria-hidden="true" />;
  if (inline) return ring;
  return (
    <div className={`ui-spinner ${className ?? ''}`} role="status" aria-live="polite">
      {ring}
      {label && <span className="ui-spinner-label">{label}</span>}
    </div>
  );
}
