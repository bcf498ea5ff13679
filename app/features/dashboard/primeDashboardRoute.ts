/**
 * A dashboard address's first requests, started by the entry chunk while the dashboard's own
 * chunks download (issue 23, G7/G8): the session check, the CSRF token the chart queries need,
 * and the dashboard, its charts and datasets. The page's calls take the answers (primedGets.ts).
 */
import { prefetchCsrfToken } from '@app/api/client';
import { primeGet } from '@app/api/primedGets';
import { dashboardOfAddress } from '@common/dashboard/dashboardAddress';

/** The API paths a dashboard address starts from (none for other addresses). */
export function dashboardRoutePaths(pathname: string): string[] {
  if (!pathname.startsWith('/superset/dashboard/')) return [];
  const session = ['/api/v1/me/', '/api/v1/me/roles/'];
  const idOrSlug = dashboardOfAddress(pathname);
  // A permalink (`p/<key>/`) names its dashboard only in its stored state.
  if (idOrSlug === null) return session;
  // Spelled as app/api/dashboards.ts spells them, so the page's calls find them.
  const dashboard = `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
  return [...session, dashboard, `${dashboard}/charts`, `${dashboard}/datasets`];
}

/** Starts the first requests of a dashboard address (see the file comment). */
export function primeDashboardRoute(pathname: string): void {
  const paths = dashboardRoutePaths(pathname);
  if (paths.length === 0) return;
  prefetchCsrfToken();
  for (const path of paths) primeGet(path);
}
