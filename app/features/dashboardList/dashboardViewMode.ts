/** How the dashboard list shows its dashboards. */
export type DashboardViewMode = 'card' | 'list';

/** Where the person's last choice is kept (per browser, as Superset keeps it). */
export const DASHBOARD_VIEW_MODE_KEY = 'tessera.dashboardList.viewMode';

/** The remembered view, cards when nothing (or nothing readable) was stored. */
export function readDashboardViewMode(): DashboardViewMode {
  try {
    return window.localStorage.getItem(DASHBOARD_VIEW_MODE_KEY) === 'list' ? 'list' : 'card';
  } catch {
    return 'card';
  }
}

/** Remembers the view; a full or blocked storage only loses the preference. */
export function saveDashboardViewMode(mode: DashboardViewMode): void {
  try {
    window.localStorage.setItem(DASHBOARD_VIEW_MODE_KEY, mode);
  } catch {
    // Nothing to do: the view still changes for this visit.
  }
}
