import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT } from './layoutTypes';
import { createHistory, pushHistory, redo, undo, undoOverflowWarning } from './undoHistory';

describe('undoHistory', () => {
  it('undoes and redoes steps; a new step clears the redo list', () => {
    let history = createHistory('a');
    history = pushHistory(history, 'b');
    history = pushHistory(history, 'c');
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe('b');
    history = pushHistory(history, 'd');
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(history.past).toEqual(['a', 'b']);
  });

  it('ignores pushing the present again', () => {
    const history = createHistory('a');
    expect(pushHistory(history, 'a')).toBe(history);
  });

  it('keeps 50 undo steps and flags the overflow on the 51st', () => {
    let history = createHistory(0);
    for (let step = 1; step <= UNDO_LIMIT; step += 1) history = pushHistory(history, step);
    expect(history.past).toHaveLength(50);
    expect(history.overflowed).toBe(false);
    history = pushHistory(history, 51);
    expect(history.past).toHaveLength(50);
    expect(history.past[0]).toBe(1);
    expect(history.overflowed).toBe(true);
    for (let step = 0; step < 60; step += 1) history = undo(history);
    expect(history.present).toBe(1);
    expect(history.future).toHaveLength(50);
    // Undoing back does not clear the overflow: the oldest state is gone for good.
    expect(history.overflowed).toBe(true);
  });

  it('warns with the number of slots used', () => {
    expect(undoOverflowWarning(50)).toBe(
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    );
  });
});
