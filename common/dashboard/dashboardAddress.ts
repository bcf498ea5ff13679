const DASHBOARD_ADDRESS = /^\/superset\/dashboard\/([^/]+)\/?$/;

/**
 * The dashboard id or slug a page address names (`/superset/dashboard/<id or slug>/`), or null
 * for a permalink (`p/<key>/`), a malformed address or another page.
 */
export function dashboardOfAddress(pathname: string): string | null {
  const segment = DASHBOARD_ADDRESS.exec(pathname)?.[1];
  if (!segment || segment === 'p') return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Where the web app reads its CSRF token (app/api/client.ts), primed with a dashboard's GETs. */
export const CSRF_TOKEN_PATH = '/api/v1/security/csrf_token/';

/**
 * The API GETs a dashboard address starts from (none for other addresses), spelled as
 * app/api/dashboards.ts spells them: the entry chunk primes them and the server names them in
 * the page's preload links, so both meet the page's own calls.
 */
export function dashboardRoutePaths(pathname: string): string[] {
  if (!pathname.startsWith('/superset/dashboard/')) return [];
  const session = ['/api/v1/me/', '/api/v1/me/roles/'];
  const idOrSlug = dashboardOfAddress(pathname);
  // A permalink (`p/<key>/`) names its dashboard only in its stored state.
  if (idOrSlug === null) return session;
  const dashboard = `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`;
  return [...session, dashboard, `${dashboard}/charts`, `${dashboard}/datasets`];
}
