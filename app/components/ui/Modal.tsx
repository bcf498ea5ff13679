import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button';

export interface ModalProps {
  title: string;
  open: boolean;
  /** Escape, the close button, Cancel and a click on the backdrop call this. */
  onClose: () => void;
  /** With `onOk`, the footer shows Cancel and the OK button. */
  onOk?: () => void;
  okText?: string;
  okDisabled?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: aria-modal with its title as name, focus moved inside on open, kept inside
 * with Tab, and given back to what had it on close.
 */
export function Modal({
  title,
  open,
  onClose,
  onOk,
  okText = 'OK',
  okDisabled = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const body = dialog.current
      ?.querySelector('.ui-modal-body')
      ?.querySelector<HTMLElement>(FOCUSABLE);
    (body ?? dialog.current)?.focus();
    return () => before?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="ui-modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="ui-modal"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="ui-modal-header">
          <h2 id={titleId} className="ui-modal-title">
            {title}
          </h2>
          <button type="button" className="ui-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="ui-modal-body">{children}</div>
        {onOk && (
          <footer className="ui-modal-footer">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={okDisabled} onClick={onOk}>
              {okText}
            </Button>
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}
