/**
 * The chart data queries behind the filter bar's controls: a select filter's distinct values
 * and a range filter's bounds, on the filter's dataset with its pre-filter and its parents'
 * values (cascade).
 */
import type { ChartDataRequest } from '@app/api/chartData';
import type {
  ExtraAdhocFilter,
  ExtraFormData,
  NativeFilter,
} from '@common/dashboard/dashboardMetadata';
import { targetColumn, targetDatasetId } from './filterDataMask';

/** Most options a select filter lists (Superset's filter option limit). */
export const OPTIONS_ROW_LIMIT = 1000;

interface QueryFilter {
  col: string;
  op: string;
  val?: unknown;
  isExtra?: boolean;
}

/** SQL adhoc filters (WHERE clause) joined by AND; SIMPLE ones become query filters. */
function splitAdhoc(adhoc: ExtraAdhocFilter[]): { where: string; filters: QueryFilter[] } {
  const clauses: string[] = [];
  const filters: QueryFilter[] = [];
  for (const filter of adhoc) {
    if (filter.clause !== 'WHERE') continue;
    if (filter.expressionType === 'SQL' && filter.sqlExpression?.trim()) {
      clauses.push(`(${filter.sqlExpression.trim()})`);
    } else if (filter.expressionType === 'SIMPLE' && filter.subject && filter.operator) {
      filters.push({ col: filter.subject, op: filter.operator, val: filter.comparator });
    }
  }
  return { where: clauses.join(' AND '), filters };
}

/** The WHERE parts every query of a filter shares: pre-filter, parents, time range. */
function sharedQueryParts(filter: NativeFilter, parents: ExtraFormData) {
  const own = splitAdhoc(filter.adhoc_filters ?? []);
  const fromParents = splitAdhoc(parents.adhoc_filters ?? []);
  const where = [own.where, fromParents.where].filter(Boolean).join(' AND ');
  const filters: QueryFilter[] = [
    ...own.filters,
    ...(parents.filters ?? []).map((f) => ({ ...f, isExtra: true })),
    ...fromParents.filters,
  ];
  return {
    filters,
    extras: where ? { where } : {},
    time_range: parents.time_range ?? filter.time_range ?? 'No filter',
    ...(filter.granularity_sqla ? { granularity: filter.granularity_sqla } : {}),
  };
}

/**
 * Distinct values of a select filter's column: group by the column, no metrics, at most
 * OPTIONS_ROW_LIMIT rows, sorted as the filter asks; `search` narrows on the server (ILIKE).
 */
export function selectOptionsQuery(
  filter: NativeFilter,
  parents: ExtraFormData,
  search = '',
): ChartDataRequest | null {
  const column = targetColumn(filter);
  const datasetId = targetDatasetId(filter);
  if (!column || datasetId === undefined) return null;
  const shared = sharedQueryParts(filter, parents);
  const needle = search.trim();
  if (needle) shared.filters.push({ col: column, op: 'ILIKE', val: `%${needle}%` });
  return {
    datasource: { id: datasetId, type: 'table' },
    form_data: { datasource: `${datasetId}__table`, viz_type: 'filter_select' },
    queries: [
      {
        ...shared,
        columns: [column],
        metrics: [],
        row_limit: OPTIONS_ROW_LIMIT,
        orderby: [[column, filter.controlValues.sortAscending !== false]],
      },
    ],
  };
}

/** Labels of the range query's two metrics. */
export const RANGE_MIN_LABEL = 'min';
export const RANGE_MAX_LABEL = 'max';

/** The smallest and largest value of a range filter's column. */
export function rangeBoundsQuery(
  filter: NativeFilter,
  parents: ExtraFormData,
): ChartDataRequest | null {
  const column = targetColumn(filter);
  const datasetId = targetDatasetId(filter);
  if (!column || datasetId === undefined) return null;
  const bound = (aggregate: 'MIN' | 'MAX', label: string) => ({
    expressionType: 'SIMPLE',
    aggregate,
    column: { column_name: column },
    label,
  });
  return {
    datasource: { id: datasetId, type: 'table' },
    form_data: { datasource: `${datasetId}__table`, viz_type: 'filter_range' },
    queries: [
      {
        ...sharedQueryParts(filter, parents),
        columns: [],
        metrics: [bound('MIN', RANGE_MIN_LABEL), bound('MAX', RANGE_MAX_LABEL)],
        row_limit: 1,
      },
    ],
  };
}

/** A cache key of a query: equal queries (dataset, column, parents' values…) share an answer. */
export function optionsCacheKey(request: ChartDataRequest): string {
  return JSON.stringify([request.datasource.id, request.queries]);
}
