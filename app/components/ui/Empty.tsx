import type { ReactNode } from 'react';

/** A quiet "nothing here" message. */
export function Empty({ description, className }: { description: ReactNode; className?: string }) {
  return (
    <div className={`ui-empty ${className ?? ''}`}>
      <span className="ui-empty-icon" aria-hidden="true" />
      <p className="ui-empty-text">{description}</p>
    </div>
  );
}
