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
