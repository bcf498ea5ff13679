/** Undo/redo history of the layout (spec §4: a limited number of steps, overflow warned). */
import { UNDO_LIMIT } from './layoutTypes';

/** Past states (oldest first), the present, and undone states (next redo first). */
export interface UndoHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** True once an old step was dropped to stay within the limit. */
  overflowed: boolean;
}

/** A history holding only `present`. */
export function createHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [], overflowed: false };
}

/** Records `next` as the present; the oldest step goes once UNDO_LIMIT steps are kept. */
export function pushHistory<T>(
  history: UndoHistory<T>,
  next: T,
  limit = UNDO_LIMIT,
): UndoHistory<T> {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  const overflow = past.length > limit;
  return {
    past: overflow ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
    overflowed: history.overflowed || overflow,
  };
}

/** One step back (unchanged when there is none). */
export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** One step forward again (unchanged when nothing was undone). */
export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present], present: next, future };
}

/** The warning shown once the history overflowed (spec §4). */
export function undoOverflowWarning(used: number): string {
  return `You have used all ${used} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;
}
