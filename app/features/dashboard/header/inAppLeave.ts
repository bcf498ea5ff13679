/**
 * Which clicks on a link leave the dashboard page inside the app (issue 23: leaving with unsaved
 * changes asks first). The browser's own prompt covers reloads, closing and typed addresses;
 * links the router follows never unload the page, so they are caught here instead.
 */

/** The pathname a click on a link would take the app to, or null when it stays or opens apart. */
export function leavingPath(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.getAttribute('href') ?? '', here.href);
  if (url.origin !== here.origin) return null;
  // The same page at another anchor or tab (a tab's deep link) is not leaving.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
