import { type ReactNode, useId } from 'react';

/**
 * A hint shown on hover or focus. CSS alone shows it, so it also works around disabled
 * buttons (which get no pointer events of their own); the hint describes the wrapper's group.
 */
export function Tooltip({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="ui-tooltip" role="group" aria-describedby={id}>
      {children}
      <span id={id} role="tooltip" className="ui-tooltip-tip">
        {title}
      </span>
    </span>
  );
}
