/**
 * What the chart boxes of one dashboard page share: one viewport observer (data is requested
 * only for charts within one viewport of the visible area), the running requests (a newer run
 * of a chart cancels the older one; leaving the page cancels all), the charts currently in
 * view (auto-refresh skips the others) and the `dashboard-complete` tracker.
 */
import { createContext, useContext } from 'react';
import { fetchChartData } from '@app/api/chartData';
import { isAbortError } from '@app/api/client';
import { loadChartPlugin, loadChartQuery } from '@app/charts/pluginLoader';
import type { FormData } from '@app/charts/types';
import { chartRunFailed, chartRunStarted, chartRunSucceeded } from '../state/chartsSlice';
import type { DashboardDispatch } from '../state/dashboardStore';
import { dashboardQueryContext } from './chartQuery';
import { CompletionTracker } from './completionTracker';

/** The performance mark the benchmarks wait for. */
export const DASHBOARD_COMPLETE_MARK = 'dashboard-complete';

/** One viewport above and below the visible area (IntersectionObserver root margin). */
export const DATA_WINDOW_MARGIN = '100% 0px 100% 0px';

/** The observer's rule for a laid-out box: within one viewport above or below the visible area. */
export function inDataWindow(box: DOMRectReadOnly, viewportHeight: number): boolean {
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom >= -viewportHeight &&
    box.top <= 2 * viewportHeight
  );
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An error occurred';

/** The shared chart machinery of one dashboard page (see the file comment). */
export class ChartRuntime {
  readonly completion: CompletionTracker;
  /** Charts within the data window now. */
  readonly inWindow = new Set<number>();
  private observer: IntersectionObserver | null = null;
  private readonly watchers = new Map<Element, (inWindow: boolean) => void>();
  private readonly controllers = new Map<number, AbortController>();
  private readonly wanted = new Map<number, () => void>();
  private readonly toMeasure = new Map<Element, (inWindow: boolean) => void>();
  private readonly toStart = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(onComplete: () => void = () => performance.mark(DASHBOARD_COMPLETE_MARK)) {
    this.completion = new CompletionTracker(onComplete);
  }

  /**
   * Sets what a chart would run now (null: nothing); it starts soon while the chart is in the
   * data window, else when it enters. Straight from the viewport observer, not through a render
   * of the box: the first requests go out one frame sooner (issue 23, G7).
   */
  want(chartId: number, start: (() => void) | null): void {
    if (start) this.wanted.set(chartId, start);
    else this.wanted.delete(chartId);
    if (start && this.inWindow.has(chartId)) this.startSoon(chartId);
  }

  /**
   * Starts what the chart wants in the next task, with every chart that asks meanwhile: the
   * render that lays out a page of charts and their fifty requests would otherwise make one
   * long task (issue 23: none over 200 ms). Only what is still wanted and in the window starts.
   */
  private startSoon(chartId: number): void {
    this.toStart.add(chartId);
    this.flushSoon();
  }

  private flushSoon(): void {
    this.timer ??= setTimeout(() => this.flush(), 0);
  }

  /** The next task's work: new boxes measured (one layout for all), then wanted runs started. */
  private flush(): void {
    // An unwatched element has already left this map (the unwatch and dispose take it out).
    for (const [element, report] of this.toMeasure) {
      if (inDataWindow(element.getBoundingClientRect(), window.innerHeight)) report(true);
    }
    this.toMeasure.clear();
    this.timer = null;
    const ids = [...this.toStart];
    this.toStart.clear();
    for (const id of ids) if (this.inWindow.has(id)) this.wanted.get(id)?.();
  }

  /**
   * Follows the element in and out of the data window (runs what it wants; `onNear` hears each
   * time it is in the window); answers the unwatch.
   */
  watch(element: Element, chartId: number, onNear?: () => void): () => void {
    const report = (inWindow: boolean) => {
      if (inWindow) this.inWindow.add(chartId);
      else this.inWindow.delete(chartId);
      this.completion.report(chartId, inWindow);
      if (inWindow) onNear?.();
      if (inWindow && this.wanted.has(chartId)) this.startSoon(chartId);
    };
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (tests, old browsers): every chart counts as in view.
      queueMicrotask(() => report(true));
      return () => this.inWindow.delete(chartId);
    }
    this.observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) this.watchers.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin: DATA_WINDOW_MARGIN },
    );
    this.watchers.set(element, report);
    this.observer.observe(element);
    // The first answer from the element's box in the next task (the layout the first paint
    // needs anyway, not inside the render's task), not after that paint when the observer's
    // first callback comes: the first charts ask for data a frame sooner. The observer still
    // follows the element from then on.
    this.toMeasure.set(element, report);
    this.flushSoon();
    return () => {
      this.watchers.delete(element);
      this.toMeasure.delete(element);
      this.observer?.unobserve(element);
      this.inWindow.delete(chartId);
    };
  }

  /** Runs a chart's query (its type's buildQuery) and stores the answer or the error. */
  async run(
    dispatch: DashboardDispatch,
    chartId: number,
    formData: FormData,
    options: { force: boolean; runKey: string },
  ): Promise<void> {
    this.controllers.get(chartId)?.abort();
    const controller = new AbortController();
    this.controllers.set(chartId, controller);
    dispatch(chartRunStarted({ id: chartId, formData, runKey: options.runKey }));
    try {
      const buildQuery = await loadChartQuery(formData.viz_type);
      // The drawing code loads (and runs) while the answer is on its way.
      loadChartPlugin(formData.viz_type).catch(() => undefined);
      const context = dashboardQueryContext({ buildQuery }, formData, options.force);
      const entries = await fetchChartData(context, {
        signal: controller.signal,
        force: options.force,
        sliceId: chartId,
      });
      if (controller.signal.aborted) return;
      dispatch(chartRunSucceeded({ id: chartId, queriesResponse: entries }));
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      dispatch(chartRunFailed({ id: chartId, error: messageOf(error) }));
    } finally {
      if (this.controllers.get(chartId) === controller) this.controllers.delete(chartId);
    }
  }

  /** Leaving the page: requests stop and the observer goes. */
  dispose(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
    this.observer?.disconnect();
    this.observer = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.toMeasure.clear();
    this.toStart.clear();
    this.watchers.clear();
    this.wanted.clear();
    this.inWindow.clear();
  }
}

/** The page's runtime (DashboardRoot provides it). */
export const ChartRuntimeContext = createContext<ChartRuntime | null>(null);

/** The chart runtime of the dashboard page being shown. */
export function useChartRuntime(): ChartRuntime {
  const runtime = useContext(ChartRuntimeContext);
  if (!runtime) throw new Error('useChartRuntime needs a dashboard page');
  return runtime;
}
