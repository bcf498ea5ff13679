// Calls of the chart data API as a client makes them, for integration tests.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '@server/test/testApp';

/** A chart data answer's entry, as the tests read it. */
export interface Entry {
  cache_key: string | null;
  cached_dttm: string | null;
  is_cached: boolean;
  cache_timeout: number;
  query: string;
  status: string;
  colnames: string[];
  coltypes: number[];
  indexnames: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  sql_rowcount: number;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: string }[];
  from_dttm: number | null;
  to_dttm: number | null;
  label_map: Record<string, string[]>;
  result_format: string;
  language?: string;
}

/** POST /api/v1/chart/data with a query context over a dataset. */
export function postChartData(
  t: TestApp,
  headers: Record<string, string>,
  datasetId: number,
  queries: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers,
    payload: { datasource: { id: datasetId, type: 'table' }, queries, ...extra },
  });
}

/** The entries of a 200 answer; throws with the body otherwise, so a failure says why. */
export function entries(response: LightMyRequestResponse): Entry[] {
  if (response.statusCode !== 200)
    throw new Error(`chart data answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { result: Entry[] }).result;
}

/** The only entry of a 200 answer. */
export function onlyEntry(response: LightMyRequestResponse): Entry {
  const [entry, ...more] = entries(response);
  if (!entry || more.length) throw new Error(`expected one entry: ${response.body}`);
  return entry;
}

/** Rows sorted by the given keys' text, for answers whose order the query leaves open. */
export function sortedBy(rows: Record<string, unknown>[], ...keys: string[]) {
  const text = (row: Record<string, unknown>) => keys.map((key) => String(row[key])).join('|');
  return [...rows].sort((a, b) => text(a).localeCompare(text(b)));
}

/** The month axis of the tests: `ds` truncated to months. */
export const MONTH_AXIS = {
  label: 'ds',
  sqlExpression: 'ds',
  expressionType: 'SQL',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1M',
};

/** A TEMPORAL_RANGE filter on `ds`. */
export const dsRange = (range: string) => ({ col: 'ds', op: 'TEMPORAL_RANGE', val: range });
