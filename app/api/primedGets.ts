/**
 * GETs started before the code that reads them has loaded: the entry chunk asks for a page's
 * first answers while the page's own chunks download, and the page's calls take them
 * (client.ts `send`). Only raw responses are kept: status handling stays with the caller.
 */

/** A primed answer older than this is not used (the caller asks again). */
const FRESH_MS = 10_000;

const primed = new Map<string, { at: number; response: Promise<Response> }>();

/** Starts a JSON GET of `path` now; the first call for the same path within FRESH_MS takes it. */
export function primeGet(path: string): void {
  const response = fetch(path, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  // Unused or failed: the taker (if any) falls back to its own request.
  response.catch(() => undefined);
  primed.set(path, { at: Date.now(), response });
}

/** The primed response of a JSON GET of `path` (once), or undefined when none is fresh. */
export function takePrimedGet(path: string, accept: string): Promise<Response> | undefined {
  const entry = primed.get(path);
  if (!entry || accept !== 'application/json') return undefined;
  primed.delete(path);
  return Date.now() - entry.at < FRESH_MS ? entry.response : undefined;
}
