import type { Backend } from './engine';

/**
 * The schema a connection uses when a query names none: DuckDB's `main`, PostgreSQL's
 * `public` (the usual first search_path entry) and, for MySQL, the database the URI names.
 * Answers null when that schema is not among `schemas`, so the client never picks a missing one.
 */
export function defaultSchema(
  backend: string,
  uri: string,
  schemas: readonly string[],
): string | null {
  const candidate = DEFAULTS[backend as Backend]?.(uri) ?? null;
  return candidate !== null && schemas.includes(candidate) ? candidate : null;
}

const DEFAULTS: Record<Backend, (uri: string) => string | null> = {
  duckdb: () => 'main',
  postgresql: () => 'public',
  mysql: (uri) => {
    try {
      const name = decodeURIComponent(new URL(uri).pathname.replace(/^\//, ''));
      return name || null;
    } catch {
      return null;
    }
  },
};
