/** Hard cap on rows any SQL Lab or chart query returns (Superset's SQL_MAX_ROW). */
export const SQL_MAX_ROW = 100_000;
/** Default dropdown limit of a new SQL Lab tab. */
export const DEFAULT_SQLLAB_LIMIT = 1000;

/** Superset's factors, and Tessera's RESULT_SIZE: the result size limit cut the rows. */
export type LimitingFactor =
  'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN' | 'RESULT_SIZE';

/** The effective limit of a run and why, before any row is fetched (as Superset). */
export function planLimit(
  queryLimit: number | null | undefined,
  sqlLimit: number | undefined,
  maxRow = SQL_MAX_ROW,
): { limit: number; limitingFactor: LimitingFactor } {
  const dropdown = !queryLimit || queryLimit <= 0 ? maxRow : Math.min(queryLimit, maxRow);
  if (sqlLimit === undefined || sqlLimit > dropdown)
    return { limit: dropdown, limitingFactor: 'DROPDOWN' };
  if (dropdown > sqlLimit) return { limit: sqlLimit, limitingFactor: 'QUERY' };
  return { limit: dropdown, limitingFactor: 'QUERY_AND_DROPDOWN' };
}

/** After fetching limit + 1 rows: all rows were had when no more than the limit came back. */
export function finalLimitingFactor(
  planned: LimitingFactor,
  fetchedRows: number,
  limit: number,
): LimitingFactor {
  return fetchedRows <= limit ? 'NOT_LIMITED' : planned;
}
