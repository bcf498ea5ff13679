import type {
  AdhocMetric,
  FilterOperator,
  QueryColumn,
  QueryMetric,
  QueryObjectFilter,
  RawQueryObject,
} from '@common/api/chartData';
import type { ChartQueryContext, FormData } from '../types';

/** An adhoc filter of form data `adhoc_filters` (spec §3 "Adhoc filter"). */
export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause?: 'WHERE' | 'HAVING';
  subject?: string | null;
  operator?: string | null;
  comparator?: unknown;
  sqlExpression?: string | null;
  isExtra?: boolean;
  filterOptionName?: string;
}

/** Form data fields a dashboard's data mask adds (`extra_form_data`). */
export interface ExtraFormData {
  filters?: QueryObjectFilter[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
}

type Scalar = string | number | boolean | null;

const asArray = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : value === undefined || value === null ? [] : [value as T];

const asNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** "12__table" → 12. */
export function datasourceId(formData: FormData): number {
  const id = Number(String(formData.datasource).split('__')[0]);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Metrics of a form data field (a list or one metric); empty entries dropped. */
export function formMetrics(value: unknown): QueryMetric[] {
  return asArray<QueryMetric>(value).filter(
    (metric) => metric !== null && metric !== '' && metric !== undefined,
  );
}

/** Columns of a form data field (a list or one column); empty entries dropped. */
export function formColumns(value: unknown): QueryColumn[] {
  return asArray<QueryColumn>(value).filter(
    (column) => column !== null && column !== '' && column !== undefined,
  );
}

/** Superset's operator spellings of old form data mapped to the API's. */
const OPERATOR_ALIASES: Record<string, FilterOperator> = {
  '=': '==',
  '<>': '!=',
  in: 'IN',
  'not in': 'NOT IN',
};

const UNARY = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

/** Splits adhoc filters into query filters and WHERE/HAVING SQL (Superset's processFilters). */
export function processFilters(filters: AdhocFilter[]): {
  filters: QueryObjectFilter[];
  where: string;
  having: string;
} {
  const simple: QueryObjectFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of filters) {
    if (filter.expressionType === 'SQL') {
      const sql = (filter.sqlExpression ?? '').trim();
      if (sql === '') continue;
      (filter.clause === 'HAVING' ? having : where).push(`(${sql})`);
      continue;
    }
    if (!filter.subject || !filter.operator) continue;
    const op = (OPERATOR_ALIASES[filter.operator] ?? filter.operator) as FilterOperator;
    if (UNARY.has(op)) {
      simple.push({ col: filter.subject, op });
      continue;
    }
    const value = filter.comparator;
    if (value === undefined || (Array.isArray(value) && value.length === 0 && op !== 'IN')) {
      continue;
    }
    simple.push({ col: filter.subject, op, val: value as Scalar | Scalar[] });
  }
  return { filters: simple, where: where.join(' AND '), having: having.join(' AND ') };
}

/**
 * The query object every chart type starts from: filters (form data and a dashboard's
 * extra_form_data), time range, time grain, limits and annotations. Types then set columns,
 * metrics, orderby and post-processing.
 */
export function buildQueryObject(formData: FormData): RawQueryObject {
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const adhoc = [
    ...asArray<AdhocFilter>(formData.adhoc_filters),
    ...asArray<AdhocFilter>(extra.adhoc_filters),
  ];
  const { filters, where, having } = processFilters(adhoc);
  const timeRange = extra.time_range ?? (formData.time_range as string | undefined);
  // A dashboard time filter replaces the chart's own TEMPORAL_RANGE filters' ranges.
  const allFilters = [...filters, ...asArray<QueryObjectFilter>(extra.filters)].map((filter) =>
    extra.time_range && filter.op === 'TEMPORAL_RANGE'
      ? { ...filter, val: extra.time_range }
      : filter,
  );
  const granularity =
    extra.granularity_sqla ?? (formData.granularity_sqla as string | undefined) ?? undefined;
  const timeGrain = extra.time_grain_sqla ?? (formData.time_grain_sqla as string | undefined);
  const seriesLimit = asNumber(formData.series_limit ?? formData.limit);
  return {
    filters: allFilters,
    extras: {
      where: where || undefined,
      having: having || undefined,
      time_grain_sqla: timeGrain ?? undefined,
      relative_start: extra.relative_start,
      relative_end: extra.relative_end,
    },
    time_range: timeRange ?? undefined,
    granularity: granularity || undefined,
    row_limit: asNumber(formData.row_limit),
    series_limit: seriesLimit,
    series_limit_metric:
      (formData.series_limit_metric as AdhocMetric | string | undefined) ??
      (formData.timeseries_limit_metric as AdhocMetric | string | undefined) ??
      undefined,
    order_desc: formData.order_desc === undefined ? true : Boolean(formData.order_desc),
    annotation_layers: asArray(formData.annotation_layers),
    url_params: (formData.url_params as Record<string, unknown> | undefined) ?? {},
  };
}

/** Wraps a chart type's query objects into the chart data request body. */
export function buildQueryContext(
  formData: FormData,
  queries: RawQueryObject[],
  force = false,
): ChartQueryContext {
  return {
    datasource: { id: datasourceId(formData), type: 'table' },
    force,
    queries,
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
