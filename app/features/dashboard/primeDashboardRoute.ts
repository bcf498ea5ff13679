/**
 * A dashboard address's first requests, started by the entry chunk while the dashboard's own
 * chunks download (issue 23, G7/G8): the session check, the CSRF token the chart queries need,
 * and the dashboard, its charts and datasets. The page's calls take the answers (primedGets.ts).
 */
import { prefetchCsrfToken } from '@app/api/client';
import { primeGet } from '@app/api/primedGets';
import { dashboardRoutePaths } from '@common/dashboard/dashboardAddress';

/** Starts the first requests of a dashboard address (see the file comment). */
export function primeDashboardRoute(pathname: string): void {
  const paths = dashboardRoutePaths(pathname);
  if (paths.length === 0) return;
  prefetchCsrfToken();
  for (const path of paths) primeGet(path);
}
