import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button } from './Button';
import { useDismiss } from './useDismiss';

export interface PopoverProps {
  /** The text of the button that opens the popover. */
  label: string;
  title: string;
  children: ReactNode;
  size?: 'small' | 'middle';
  placement?: 'bottomLeft' | 'bottomRight';
}

/** A button that toggles a small non-modal dialog; Escape or a click outside closes it. */
export function Popover({ label, title, children, size, placement = 'bottomLeft' }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(root, open, close);
  return (
    <span className="ui-popup-anchor" ref={root}>
      <Button
        ref={button}
        size={size}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      {open && (
        <div
          id={id}
          role="dialog"
          aria-label={title}
          className={`ui-popup ui-popover ui-popup-${placement}`}
        >
          <div className="ui-popover-title">{title}</div>
          {children}
        </div>
      )}
    </span>
  );
}
