import { describe, expect, it, vi } from 'vitest';
import { CompletionTracker } from './completionTracker';

describe('dashboard-complete', () => {
  it('waits for every chart in the first window, not for those below it', () => {
    const onComplete = vi.fn();
    const tracker = new CompletionTracker(onComplete);
    [1, 2, 3].forEach((id) => tracker.register(id));
    tracker.report(1, true);
    tracker.report(2, true);
    tracker.settle(1);
    expect(onComplete).not.toHaveBeenCalled(); // chart 3 not reported yet
    tracker.report(3, false);
    expect(onComplete).not.toHaveBeenCalled(); // chart 2 still loading
    tracker.settle(2);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(tracker.isComplete).toBe(true);
  });

  it('a failed or no-access chart counts as settled, even before its report', () => {
    const onComplete = vi.fn();
    const tracker = new CompletionTracker(onComplete);
    tracker.register(5);
    tracker.settle(5);
    tracker.report(5, true);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('fires once; charts mounting later do not matter', () => {
    const onComplete = vi.fn();
    const tracker = new CompletionTracker(onComplete);
    tracker.register(1);
    tracker.report(1, false);
    expect(onComplete).toHaveBeenCalledTimes(1);
    tracker.register(2);
    tracker.report(2, true);
    tracker.settle(2);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a chart box that goes away is no longer waited for', () => {
    const onComplete = vi.fn();
    const tracker = new CompletionTracker(onComplete);
    tracker.register(1);
    tracker.register(2);
    tracker.report(1, true);
    tracker.settle(1);
    tracker.unregister(2);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('an empty page is complete at once, a page with charts is not', () => {
    const empty = vi.fn();
    new CompletionTracker(empty).completeIfEmpty();
    expect(empty).toHaveBeenCalledTimes(1);
    const full = vi.fn();
    const tracker = new CompletionTracker(full);
    tracker.register(1);
    tracker.completeIfEmpty();
    expect(full).not.toHaveBeenCalled();
  });

  it('tells those waiting once, when complete or at once if it is already', () => {
    const tracker = new CompletionTracker(() => undefined);
    const waiting = vi.fn();
    const gone = vi.fn();
    tracker.whenComplete(waiting);
    tracker.whenComplete(gone)();
    tracker.register(1);
    tracker.report(1, true);
    expect(waiting).not.toHaveBeenCalled();
    tracker.settle(1);
    tracker.settle(1);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    tracker.whenComplete(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
