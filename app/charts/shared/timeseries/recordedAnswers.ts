// Chart data answers as the server gives them for timeseries queries (recorded from the
// `sales`-like data of server/chartData/testing), for the chart types' transformProps tests.
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';

const month = (year: number, m: number) => Date.UTC(year, m - 1, 1);

function entry(
  colnames: string[],
  coltypes: number[],
  data: Record<string, unknown>[],
): ChartDataResponseEntry {
  return {
    cache_key: 'c0ffee',
    cached_dttm: null,
    cache_timeout: 86400,
    is_cached: false,
    query: 'SELECT ...',
    status: 'success',
    error: null,
    stacktrace: null,
    colnames,
    indexnames: data.map((_, i) => i),
    coltypes,
    data,
    rowcount: data.length,
    sql_rowcount: data.length,
    applied_filters: [],
    rejected_filters: [],
    from_dttm: null,
    to_dttm: null,
    label_map: Object.fromEntries(colnames.map((name) => [name, [name]])),
    annotation_data: [],
    result_format: 'json',
  };
}

/** SUM(amount) by country per month (pivoted and flattened: "SUM(amount), FR"). */
export const BY_COUNTRY_MONTHLY = entry(
  ['ds', 'SUM(amount), DE', 'SUM(amount), FR', 'SUM(amount), US'],
  [2, 0, 0, 0],
  [
    { ds: month(2024, 1), 'SUM(amount), DE': null, 'SUM(amount), FR': 15, 'SUM(amount), US': 12 },
    { ds: month(2024, 2), 'SUM(amount), DE': 3, 'SUM(amount), FR': 20, 'SUM(amount), US': 25 },
    { ds: month(2024, 3), 'SUM(amount), DE': 5, 'SUM(amount), FR': 10, 'SUM(amount), US': 35 },
  ],
);

/** A single metric with its 1 year shift, no groupby. */
export const TOTAL_WITH_SHIFT = entry(
  ['ds', 'total', 'total__1 year ago'],
  [2, 0, 0],
  [
    { ds: month(2024, 1), total: 15, 'total__1 year ago': 10 },
    { ds: month(2024, 2), total: 25, 'total__1 year ago': 20 },
    { ds: month(2024, 3), total: 40, 'total__1 year ago': 30 },
  ],
);

/** COUNT(*) per product: a text x-axis (categorical bar chart). */
export const COUNT_BY_PRODUCT = entry(
  ['product', 'COUNT(*)'],
  [1, 0],
  [
    { product: 'apple', 'COUNT(*)': 4 },
    { product: 'pear', 'COUNT(*)': 2 },
    { product: 'plum', 'COUNT(*)': 1 },
  ],
);

/** A dataset payload with a temporal `ds`. */
export const SALES_DATASOURCE = {
  id: 1,
  type: 'table',
  columns: [
    { column_name: 'ds', is_dttm: true },
    { column_name: 'country', is_dttm: false },
    { column_name: 'product', is_dttm: false },
  ],
} as unknown as DatasourcePayload;
