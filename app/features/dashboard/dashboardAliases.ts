/**
 * Which dashboard an address names, once known: `/superset/dashboard/5/` and
 * `/superset/dashboard/sales/` are the same page when dashboard 5's slug is "sales". The route
 * keys its page store by this, so moving between the two (the slug rewrite, fullscreen) keeps
 * the page as it is instead of loading it again.
 */
const aliases = new Map<string, string>();

/** The page key of an id or slug of the address (`d/<first name seen>`). */
export function dashboardPageKey(idOrSlug: string): string {
  return aliases.get(idOrSlug) ?? `d/${idOrSlug}`;
}

/** Records that these names (the address's, the id, the slug) are one dashboard. */
export function rememberDashboardNames(pageKey: string, names: (string | number | null)[]): void {
  for (const name of names) {
    if (name !== null && name !== '') aliases.set(String(name), pageKey);
  }
}
