/**
 * The dashboard record, its charts and datasets requested as soon as the route shows, while
 * the session check runs, and handed to the page load when it starts (same requests, earlier).
 */
import { isAbortError } from '@app/api/client';
import {
  getDashboardCharts,
  getDashboardDatasets,
  getDashboardVersioned,
} from '@app/api/dashboards';
import { loadChartQuery } from '@app/charts/pluginLoader';

/** The three answers a dashboard page starts from. */
export type DashboardParts = [
  Awaited<ReturnType<typeof getDashboardVersioned>>,
  Awaited<ReturnType<typeof getDashboardCharts>>,
  Awaited<ReturnType<typeof getDashboardDatasets>>,
];

/** A prefetch older than this is not used (the page load asks again). */
const FRESH_MS = 10_000;

let pending: { target: string; at: number; parts: Promise<DashboardParts> } | null = null;

/** Requests the dashboard, its charts and datasets in parallel; query builders start loading. */
export function fetchDashboardParts(
  target: number | string,
  signal?: AbortSignal,
): Promise<DashboardParts> {
  const charts = getDashboardCharts(target, signal);
  // The chart types' query builders load while the page renders, so the first charts in view
  // ask for data at once; their drawing code loads once those requests are out (chartRuntime).
  charts.then(
    (answer) => {
      for (const vizType of new Set(answer.result.map((chart) => chart.viz_type))) {
        loadChartQuery(vizType).catch(() => undefined);
      }
    },
    () => undefined,
  );
  return Promise.all([
    getDashboardVersioned(target, signal),
    charts,
    // The charts still draw without their datasets (formats and labels are poorer).
    getDashboardDatasets(target, signal).catch((error: unknown) => {
      if (isAbortError(error)) throw error;
      return { result: [] };
    }),
  ]);
}

/** Starts loading a dashboard's parts for the page load to take (see the file comment). */
export function prefetchDashboard(target: string): void {
  if (pending?.target === target && Date.now() - pending.at < FRESH_MS) return;
  const parts = fetchDashboardParts(target);
  // A failed prefetch is only dropped: the page load asks again and reports its own failure.
  parts.catch(() => undefined);
  pending = { target, at: Date.now(), parts };
}

/** The prefetched parts of `target` (once; null when none fresh), the page load's own otherwise. */
export function takeDashboardParts(
  target: number | string,
  signal: AbortSignal,
): Promise<DashboardParts> {
  const prefetched = pending;
  pending = null;
  if (prefetched?.target !== String(target) || Date.now() - prefetched.at >= FRESH_MS) {
    return fetchDashboardParts(target, signal);
  }
  // Failed early (e.g. before the session was known): ask again.
  return prefetched.parts.catch(() => fetchDashboardParts(target, signal));
}
