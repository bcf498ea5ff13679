import { type ReactNode, useRef } from 'react';
import { useDismiss } from '@app/components/ui/useDismiss';

export interface PopupPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the popup hangs from (a chip, an "add" button). */
  anchor: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A non-modal dialog hanging from its anchor, opened by its owner (the kit's Popover owns its
 * own button, but chips open an editor on click). Escape or a click outside closes it.
 */
export function PopupPanel({ open, onClose, title, anchor, children, className }: PopupPanelProps) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, onClose);
  return (
    <div className="ctl-popup-anchor" ref={root}>
      {anchor}
      {open && (
        <div
          role="dialog"
          aria-label={title}
          className={`ui-popup ui-popover ctl-popup ${className ?? ''}`}
        >
          <div className="ui-popover-title">{title}</div>
          {children}
        </div>
      )}
    </div>
  );
}
