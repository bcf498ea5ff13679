// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartRuntime, inDataWindow } from './chartRuntime';

/** A stand-in for the browser's IntersectionObserver (jsdom has none) that tests drive by hand. */
class HandObserver {
  static last: HandObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    HandObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    const entry = { target, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('ChartRuntime.want', () => {
  it('starts what a chart wants when it enters the data window, straight from the observer', () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const runtime = new ChartRuntime(() => undefined);
    const element = document.createElement('div');
    runtime.watch(element, 7);
    const start = vi.fn();
    runtime.want(7, start);
    expect(start).not.toHaveBeenCalled(); // not in the window yet
    HandObserver.last?.report(element, true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(runtime.inWindow.has(7)).toBe(true);

    // A new query while in the window starts at once; leaving and entering asks again.
    const next = vi.fn();
    runtime.want(7, next);
    expect(next).toHaveBeenCalledTimes(1);
    HandObserver.last?.report(element, false);
    HandObserver.last?.report(element, true);
    expect(next).toHaveBeenCalledTimes(2);

    // Nothing wanted (the chart cannot run): entering starts nothing.
    runtime.want(7, null);
    HandObserver.last?.report(element, false);
    HandObserver.last?.report(element, true);
    expect(next).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('forgets what charts want when the page goes', () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const runtime = new ChartRuntime(() => undefined);
    const element = document.createElement('div');
    runtime.watch(element, 3);
    const start = vi.fn();
    runtime.want(3, start);
    const observer = HandObserver.last;
    runtime.dispose();
    observer?.report(element, true);
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
