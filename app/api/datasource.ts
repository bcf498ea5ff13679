import { apiFetch, type RequestOptions } from './client';

/** One distinct value of a column; dates and timestamps come as epoch milliseconds. */
export type ColumnValue = string | number | boolean | null;

/** The values answered at most (Superset's FILTER_SELECT_ROW_LIMIT). */
export const COLUMN_VALUES_LIMIT = 10_000;

// Answers kept for the page's life, per (datasource, column): a filter editor opened again on
// the same column asks nobody. Failures are not kept.
const cache = new Map<string, ColumnValue[]>();

/**
 * A column's distinct values, sorted, at most COLUMN_VALUES_LIMIT
 * (GET /api/v1/datasource/table/<id>/column/<name>/values/). Row-level security applies.
 */
export async function fetchColumnValues(
  datasourceId: number,
  column: string,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<ColumnValue[]> {
  const key = `${datasourceId}\u0000${column}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const path = `/api/v1/datasource/table/${datasourceId}/column/${encodeURIComponent(column)}/values/`;
  const { result } = await apiFetch<{ result: ColumnValue[] }>('GET', path, undefined, options);
  const values = result.slice(0, COLUMN_VALUES_LIMIT);
  cache.set(key, values);
  return values;
}

/** Forgets every kept answer (tests; a dataset edited in place). */
export function clearColumnValuesCache(): void {
  cache.clear();
}
