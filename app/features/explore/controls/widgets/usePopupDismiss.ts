import { type RefObject, useEffect } from 'react';

/**
 * While `open`, calls `onDismiss` on Escape or a pointer press outside all of `refs` (the
 * anchor and its portal popup, which are not nested in the DOM). A press inside another
 * portal popup (a select's list opened from this popup) does not count as outside.
 */
export function usePopupDismiss(
  refs: RefObject<HTMLElement | null>[],
  open: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && refs.some((ref) => ref.current?.contains(target));
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
    // The refs array is rebuilt each render; the refs in it are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onDismiss]);
}
