import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePopupDismiss } from './usePopupDismiss';

export interface PopupPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the popup hangs from (a chip, an "add" button). */
  anchor: ReactNode;
  children: ReactNode;
  className?: string;
}

const GAP = 4;
const MARGIN = 8;

/** Where the popup goes: below the anchor, or above when it does not fit below; kept on screen. */
function placement(anchor: DOMRect, popup: { width: number; height: number }) {
  const below = window.innerHeight - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  const up = popup.height > below && above > below;
  const left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - popup.width - MARGIN));
  return up
    ? {
        left,
        top: Math.max(MARGIN, anchor.top - GAP - Math.min(popup.height, above)),
        maxHeight: above,
      }
    : { left, top: anchor.bottom + GAP, maxHeight: below };
}

/**
 * A non-modal dialog hanging from its anchor, opened by its owner (the kit's Popover owns its
 * own button, but chips open an editor on click). It is drawn in a portal with fixed position
 * so the control panel's scrolling does not clip it. Escape or a click outside closes it.
 */
export function PopupPanel({ open, onClose, title, anchor, children, className }: PopupPanelProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number; maxHeight: number } | null>(
    null,
  );
  const place = useCallback(() => {
    const from = anchorRef.current?.getBoundingClientRect();
    const popup = popupRef.current;
    if (!from || !popup) return;
    setPosition(placement(from, { width: popup.offsetWidth, height: popup.scrollHeight }));
  }, []);
  useLayoutEffect(() => {
    if (!open) {
      setPosition(null);
      return;
    }
    place();
    // Content changes (a tab switch) and scrolling move or resize the popup.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    if (popupRef.current) observer?.observe(popupRef.current);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, place]);
  usePopupDismiss([anchorRef, popupRef], open, onClose);
  // Keyboard users land in the editor they opened (its first field).
  useEffect(() => {
    if (!open) return;
    popupRef.current
      ?.querySelector<HTMLElement>(
        'input:not([disabled]), textarea, select, button:not([disabled])',
      )
      ?.focus({ preventScroll: true });
  }, [open]);
  return (
    <div className="ctl-popup-anchor" ref={anchorRef}>
      {anchor}
      {open &&
        createPortal(
          <div
            ref={popupRef}
            role="dialog"
            aria-label={title}
            className={`ui-popup ui-popover ctl-popup ${className ?? ''}`}
            style={{
              position: 'fixed',
              left: position?.left ?? 0,
              top: position?.top ?? 0,
              maxHeight: position?.maxHeight,
              visibility: position ? 'visible' : 'hidden',
            }}
          >
            <div className="ui-popover-title">{title}</div>
            {children}
          </div>,
          document.body,
        )}
    </div>
  );
}
