/**
 * Edit-mode keyboard: Ctrl/Cmd+Z undoes a layout step, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes it,
 * except while typing in a field. Also warns once when the undo history overflows.
 */
import { useEffect, useRef } from 'react';
import { undoOverflowWarning } from '@common/dashboard/undoHistory';
import { UNDO_LIMIT } from '@common/dashboard/layoutTypes';
import { addWarningToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { useDashboardDispatch, useDashboardSelector } from '../state/dashboardStore';
import { layoutRedone, layoutUndone } from '../state/layoutSlice';

/** Whether a key event comes from a place where keys are text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/** Installs the shortcuts while `editMode` is on, and the overflow warning. */
export function useLayoutShortcuts(editMode: boolean): void {
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const overflowed = useDashboardSelector((state) => state.layout.overflowed);
  const warned = useRef(false);

  useEffect(() => {
    if (!editMode) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        dispatch(layoutUndone());
      } else if (redo) {
        event.preventDefault();
        dispatch(layoutRedone());
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editMode, dispatch]);

  useEffect(() => {
    // A new history (load, save, discard) may overflow again and warn again.
    if (!overflowed) {
      warned.current = false;
      return;
    }
    if (warned.current) return;
    warned.current = true;
    appDispatch(addWarningToast(undoOverflowWarning(UNDO_LIMIT)));
  }, [overflowed, appDispatch]);
}
