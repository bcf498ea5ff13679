import {
  metricLabel,
  type OrderByEntry,
  type PostProcessingRule,
  type QueryColumn,
  type QueryMetric,
  type RawQueryObject,
} from '@common/api/chartData';
import {
  buildQueryContext,
  buildQueryObject,
  formColumns,
  formMetrics,
} from '../shared/buildQueryObject';
import type { ChartQueryContext, FormData } from '../types';

/** Prefix of a percent metric's column in the answer (Superset's `%<metric>`). */
export const PERCENT_PREFIX = '%';

/** 'raw' when the form data asks for raw records, else 'aggregate' (Superset's rule). */
export function queryMode(formData: FormData): 'aggregate' | 'raw' {
  if (formData.query_mode === 'raw' || formData.query_mode === 'aggregate') {
    return formData.query_mode;
  }
  const raw = formColumns(formData.all_columns);
  const aggregate = formMetrics(formData.metrics).length + formColumns(formData.groupby).length;
  return raw.length > 0 && aggregate === 0 ? 'raw' : 'aggregate';
}

/** `order_by_cols` entries are JSON strings '["col", true]'; bad ones are skipped. */
export function parseOrderByCols(value: unknown): OrderByEntry[] {
  const entries: OrderByEntry[] = [];
  for (const item of Array.isArray(value) ? value : []) {
    try {
      const parsed: unknown = typeof item === 'string' ? JSON.parse(item) : item;
      if (Array.isArray(parsed) && typeof parsed[0] === 'string' && parsed[0] !== '') {
        entries.push([parsed[0], Boolean(parsed[1])]);
      }
    } catch {
      // A hand-edited entry that is not JSON: ordering by it is impossible, skip it.
    }
  }
  return entries;
}

const uniqueMetrics = (metrics: QueryMetric[]): QueryMetric[] => {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = metricLabel(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
};

/** Columns of an aggregate table: the time column (include_time) then the dimensions. */
function aggregateColumns(formData: FormData): QueryColumn[] {
  const columns = formColumns(formData.groupby);
  const timeColumn = formData.granularity_sqla;
  if (formData.include_time && typeof timeColumn === 'string' && timeColumn !== '') {
    const grain = formData.time_grain_sqla;
    return [
      {
        label: timeColumn,
        sqlExpression: timeColumn,
        columnType: 'BASE_AXIS',
        timeGrain: typeof grain === 'string' ? grain : undefined,
        isColumnReference: true,
      },
      ...columns.filter((column) => column !== timeColumn),
    ];
  }
  return columns;
}

/**
 * The table's query: aggregate (dimensions, metrics, percent metrics through `contribution`,
 * sort by metric) or raw records (columns, ORDER BY list); with `show_totals` a second query of
 * the metrics alone feeds the totals row.
 */
export function buildQuery(formData: FormData): ChartQueryContext {
  const base = buildQueryObject(formData);
  if (queryMode(formData) === 'raw') {
    const query: RawQueryObject = {
      ...base,
      columns: formColumns(formData.all_columns),
      orderby: parseOrderByCols(formData.order_by_cols),
      post_processing: [],
    };
    return buildQueryContext(formData, [query]);
  }
  const metrics = formMetrics(formData.metrics);
  const percentMetrics = formMetrics(formData.percent_metrics);
  const allMetrics = uniqueMetrics([...metrics, ...percentMetrics]);
  const sortBy = formMetrics(formData.timeseries_limit_metric)[0];
  const orderDesc = formData.order_desc === undefined ? true : Boolean(formData.order_desc);
  const orderby: OrderByEntry[] = sortBy
    ? [[sortBy, !orderDesc]]
    : allMetrics[0]
      ? [[allMetrics[0], false]]
      : [];
  const postProcessing: PostProcessingRule[] = [];
  if (percentMetrics.length > 0) {
    const labels = percentMetrics.map(metricLabel);
    postProcessing.push({
      operation: 'contribution',
      options: {
        columns: labels,
        rename_columns: labels.map((label) => `${PERCENT_PREFIX}${label}`),
      },
    });
  }
  const query: RawQueryObject = {
    ...base,
    columns: aggregateColumns(formData),
    metrics: allMetrics,
    orderby,
    series_limit: undefined,
    series_limit_metric: undefined,
    post_processing: postProcessing,
  };
  const queries = [query];
  if (formData.show_totals && allMetrics.length > 0) {
    queries.push({
      ...query,
      columns: [],
      orderby: [],
      row_limit: 0,
      post_processing: [],
    });
  }
  return buildQueryContext(formData, queries);
}
