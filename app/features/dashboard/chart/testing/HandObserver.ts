/** A stand-in for the browser's IntersectionObserver (jsdom has none) that tests drive by hand. */
export class HandObserver {
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
  /** Tells the observer's owner that the target entered or left its area. */
  report(target: Element, isIntersecting: boolean) {
    const entry = { target, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
