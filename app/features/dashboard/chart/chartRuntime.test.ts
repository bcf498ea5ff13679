// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartRuntime, inDataWindow } from './chartRuntime';
import { HandObserver } from './testing/HandObserver';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ChartRuntime.want', () => {
  it('starts what a chart wants in the task after it enters the data window', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const runtime = new ChartRuntime(() => undefined);
    const element = document.createElement('div');
    runtime.watch(element, 7);
    const start = vi.fn();
    runtime.want(7, start);
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled(); // not in the window yet
    HandObserver.last?.report(element, true);
    expect(start).not.toHaveBeenCalled(); // not in the observer's task
    expect(runtime.inWindow.has(7)).toBe(true);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);

    // A new query while in the window starts; leaving and entering asks again.
    const next = vi.fn();
    runtime.want(7, next);
    vi.runAllTimers();
    expect(next).toHaveBeenCalledTimes(1);
    HandObserver.last?.report(element, false);
    HandObserver.last?.report(element, true);
    vi.runAllTimers();
    expect(next).toHaveBeenCalledTimes(2);

    // Nothing wanted (the chart cannot run): entering starts nothing.
    runtime.want(7, null);
    HandObserver.last?.report(element, false);
    HandObserver.last?.report(element, true);
    vi.runAllTimers();
    expect(next).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the charts that ask in one task together, each once, only if still wanted', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const runtime = new ChartRuntime(() => undefined);
    const boxes = [1, 2, 3].map((id) => {
      const element = document.createElement('div');
      runtime.watch(element, id);
      HandObserver.last?.report(element, true);
      return element;
    });
    const starts = [vi.fn(), vi.fn(), vi.fn()];
    starts.forEach((start, index) => runtime.want(index + 1, start));
    runtime.want(1, starts[0] ?? null); // asked twice in the task: runs once
    runtime.want(2, null); // no longer wanted
    HandObserver.last?.report(boxes[2] as Element, false); // left the window
    vi.runAllTimers();
    expect(starts.map((start) => start.mock.calls.length)).toEqual([1, 0, 0]);
  });

  it('measures a new box in the next task, not in the render that made it, and starts it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const runtime = new ChartRuntime(() => undefined);
    const inView = document.createElement('div');
    const below = document.createElement('div');
    const measure = (top: number) =>
      vi.fn(() => ({ top, bottom: top + 300, width: 400, height: 300 }) as DOMRect);
    inView.getBoundingClientRect = measure(100);
    below.getBoundingClientRect = measure(10 * window.innerHeight);
    const starts = [vi.fn(), vi.fn()];
    runtime.watch(inView, 1);
    runtime.watch(below, 2);
    runtime.want(1, starts[0] ?? null);
    runtime.want(2, starts[1] ?? null);
    expect(inView.getBoundingClientRect).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(starts.map((start) => start.mock.calls.length)).toEqual([1, 0]);
    expect(runtime.inWindow).toEqual(new Set([1]));
  });

  it('forgets what charts want when the page goes, also what was about to start', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const runtime = new ChartRuntime(() => undefined);
    const element = document.createElement('div');
    runtime.watch(element, 3);
    const start = vi.fn();
    runtime.want(3, start);
    const observer = HandObserver.last;
    observer?.report(element, true);
    runtime.dispose();
    observer?.report(element, true);
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();
  });
});

describe('inDataWindow', () => {
  const box = (top: number, height = 300, width = 400) =>
    ({ top, bottom: top + height, height, width }) as DOMRectReadOnly;

  it('takes a laid-out box within one viewport above or below the visible area', () => {
    expect(inDataWindow(box(0), 1000)).toBe(true);
    expect(inDataWindow(box(2000), 1000)).toBe(true);
    expect(inDataWindow(box(2001), 1000)).toBe(false);
    expect(inDataWindow(box(-1300), 1000)).toBe(true);
    expect(inDataWindow(box(-1301), 1000)).toBe(false);
  });

  it('leaves a box that is not laid out (a hidden tab) to the observer', () => {
    expect(inDataWindow(box(0, 0, 0), 1000)).toBe(false);
  });
});
