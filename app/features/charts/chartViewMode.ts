/** How the chart list shows its charts. */
export type ChartViewMode = 'card' | 'list';

/** Where the person's last choice is kept (per browser, as Superset keeps it). */
export const CHART_VIEW_MODE_KEY = 'tessera.chartList.viewMode';

/** The remembered view, cards when nothing (or nothing readable) was stored. */
export function readChartViewMode(): ChartViewMode {
  try {
    return window.localStorage.getItem(CHART_VIEW_MODE_KEY) === 'list' ? 'list' : 'card';
  } catch {
    return 'card';
  }
}

/** Remembers the view; a full or blocked storage only loses the preference. */
export function saveChartViewMode(mode: ChartViewMode): void {
  try {
    window.localStorage.setItem(CHART_VIEW_MODE_KEY, mode);
  } catch {
    // Nothing to do: the view still changes for this visit.
  }
}
