/**
 * The `dashboard-complete` rule: the page is complete once every chart that was within the
 * first viewport's data window has rendered or failed. Charts report when they mount
 * (registered), when the viewport observer first tells whether they are in the window
 * (reported: expected or not), and when they settle (rendered, failed or no access).
 */
export class CompletionTracker {
  private readonly registered = new Set<number>();
  private readonly reported = new Set<number>();
  private readonly expected = new Set<number>();
  private readonly settledIds = new Set<number>();
  private done = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly onComplete: () => void) {}

  /** A chart box mounted (before the first viewport is known). */
  register(chartId: number): void {
    if (!this.done) this.registered.add(chartId);
  }

  /** A chart box went away before the page was complete: it is no longer waited for. */
  unregister(chartId: number): void {
    if (this.done) return;
    this.registered.delete(chartId);
    this.expected.delete(chartId);
    this.check();
  }

  /** The first viewport answer of a chart: in the data window or not. */
  report(chartId: number, inWindow: boolean): void {
    if (this.done || this.reported.has(chartId)) return;
    this.reported.add(chartId);
    if (inWindow) this.expected.add(chartId);
    this.check();
  }

  /** The chart rendered, failed, or cannot run (no access). */
  settle(chartId: number): void {
    if (this.done) return;
    this.settledIds.add(chartId);
    this.check();
  }

  /** A page with no chart to wait for (empty, or only markdown) is complete at once. */
  completeIfEmpty(): void {
    if (!this.done && this.registered.size === 0) this.finish();
  }

  /** Calls `listener` once the page is complete (at once if it is); answers the unsubscribe. */
  whenComplete(listener: () => void): () => void {
    if (this.done) {
      listener();
      return () => undefined;
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get isComplete(): boolean {
    return this.done;
  }

  private check(): void {
    if (this.registered.size === 0) return;
    for (const id of this.registered) if (!this.reported.has(id)) return;
    for (const id of this.expected) if (!this.settledIds.has(id)) return;
    this.finish();
  }

  private finish(): void {
    this.done = true;
    this.onComplete();
    for (const listener of this.listeners) listener();
    this.listeners.clear();
  }
}
