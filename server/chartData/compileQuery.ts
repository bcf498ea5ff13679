import type { AppliedFilter, QueryObject, RejectedFilter } from '@common/api/chartData';
import type { SemanticDataset } from '@common/api/datasets';
import type { Dialect } from '@server/engines/engine';
import { guardAdhocExpression } from './adhocExpressionGuard';
import { ChartQueryError } from './chartQueryError';
import { compileFilters, resolveTimeRange, type TimeBounds, timeCondition } from './compileFilters';
import { resolveMetric } from './compileMetrics';
import {
  assertNoMissingColumns,
  type CompileScope,
  createScope,
  datasetColumnSql,
  type ResolvedColumn,
  resolveColumn,
  timestampSql,
} from './compileScope';
import { assembleSelect, sourceOf } from './assembleSelect';
import { columnAlias } from './columnAlias';
import { orderByTerms } from './compileOrderBy';
import { seriesLimitJoin } from './seriesLimit';
import { isTemporalColumn } from './sqlLiteral';

/** Superset's ROW_LIMIT: the rows a query object gets when it names no row_limit. */
export const DEFAULT_ROW_LIMIT = 50_000;
/** Superset's DTTM_ALIAS: the legacy time column of `is_timeseries` queries. */
export const DTTM_ALIAS = '__timestamp';

export interface CompileQueryInput {
  query: QueryObject;
  dataset: SemanticDataset;
  dialect: Dialect;
  /** Row-level security clauses, each one parenthesised condition; all are ANDed. */
  rlsClauses: string[];
  /** The database's `allow_adhoc_subquery`. */
  allowAdhocSubquery: boolean;
  now?: Date;
  /** A time comparison's offset ("1 year ago"): the time bounds move back by it. */
  timeOffset?: string;
  /** SQL_MAX_ROW: caps row_limit; a row_limit of 0 asks for this many. */
  maxRow?: number;
}

export interface CompiledQuery {
  sql: string;
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  /** Epoch ms of the queried time range's bounds (shifted by the time offset), null when open. */
  fromDttm: number | null;
  toDttm: number | null;
  /** Each answer column's label → the names it stands for (Superset's label_map). */
  labelMap: Record<string, string[]>;
  /** The label of the temporal x-axis (`__timestamp` or the BASE_AXIS column), if any. */
  timeColumn: string | null;
  /**
   * Result column name → label, for labels too long for the engine (PostgreSQL keeps 63 bytes):
   * those are selected under a short alias and must be renamed back. Usually empty.
   */
  columnAliases: Record<string, string>;
}

/** The LIMIT of a query object: row_limit within maxRow, 0 meaning maxRow. */
export function effectiveLimit(rowLimit: number | null, maxRow?: number): number | null {
  const cap = (limit: number) => (maxRow ? Math.min(limit, maxRow) : limit);
  if (rowLimit === null) return cap(DEFAULT_ROW_LIMIT);
  if (rowLimit === 0) return maxRow ?? null;
  return cap(rowLimit);
}

/** The legacy time column: granularity if it is a temporal column, else main_dttm_col. */
function legacyTimeColumn(scope: CompileScope, query: QueryObject) {
  if (!query.granularity) return undefined;
  const named = scope.columns.get(query.granularity);
  if (named && isTemporalColumn(named)) return named;
  const main = scope.dataset.main_dttm_col;
  return main ? scope.columns.get(main) : undefined;
}

function assertUniqueLabels(labels: string[]): void {
  const duplicates = labels.filter((label, index) => labels.indexOf(label) !== index);
  if (duplicates.length)
    throw new ChartQueryError(
      `Duplicate column/metric labels: ${[...new Set(duplicates)].map((label) => `"${label}"`).join(', ')}. ` +
        'Please make sure all columns and metrics have a unique label.',
    );
}

/** The time bounds of the answer: the legacy time range if it bounds, else the first filter's. */
function answerBounds(legacy: TimeBounds | null, filters: TimeBounds | null): TimeBounds | null {
  if (legacy && (legacy.since || legacy.until)) return legacy;
  return filters ?? legacy;
}

/** Compiles a query object to one SQL statement in the database's dialect. */
export function compileQuery(input: CompileQueryInput): CompiledQuery {
  return compileWith(input, {
    limit: effectiveLimit(input.query.row_limit, input.maxRow),
    rowcount: input.query.is_rowcount,
  });
}

interface CompileOptions {
  limit: number | null;
  /** Selects COUNT(*) of the query instead of its rows. */
  rowcount?: boolean;
}

function compileWith(input: CompileQueryInput, options: CompileOptions): CompiledQuery {
  const { query, dialect } = input;
  const scope = createScope(input.dataset, dialect, input.allowAdhocSubquery);
  const timeOptions = {
    now: input.now,
    relativeStart: query.extras.relative_start,
    relativeEnd: query.extras.relative_end,
    timeOffset: input.timeOffset,
  };
  const timeColumn = legacyTimeColumn(scope, query);
  if (query.is_timeseries && !timeColumn)
    throw new ChartQueryError(
      'Datetime column not provided as part table configuration and is required by this type of chart',
    );

  const selected: { sql: string; label: string }[] = [];
  const groupBy: string[] = [];
  let timeLabel: string | null = null;
  if (query.is_timeseries && timeColumn) {
    const sql = timestampSql(scope, timeColumn, query.extras.time_grain_sqla);
    selected.push({ sql, label: DTTM_ALIAS });
    groupBy.push(sql);
    timeLabel = DTTM_ALIAS;
  }
  const columns = query.columns
    .filter((column) => !(query.is_timeseries && column === DTTM_ALIAS))
    .map((column) => resolveColumn(scope, column));
  for (const column of columns) {
    selected.push(column);
    groupBy.push(column.sql);
    if (column.baseAxis) timeLabel ??= column.label;
  }
  const metrics = (query.metrics ?? []).map((metric) => resolveMetric(scope, metric));
  selected.push(...metrics);

  const filters = compileFilters(scope, query.filters, timeOptions);
  const where = filters.where;
  const ownWhere = filters.ownWhere;
  const legacy = query.time_range ? resolveTimeRange(query.time_range, timeOptions) : null;
  if (legacy && timeColumn) {
    const sql = datasetColumnSql(scope, timeColumn);
    const shifted = timeCondition(scope, sql, timeColumn, legacy.shifted);
    const own = timeCondition(scope, sql, timeColumn, legacy.own);
    if (shifted) where.push(shifted);
    if (own) ownWhere.push(own);
  }
  const applied = [...filters.applied];
  const rejected = [...filters.rejected];
  if ('__time_range' in query.applied_time_extras) {
    if (input.dataset.columns.some(isTemporalColumn)) applied.push({ column: '__time_range' });
    else rejected.push({ column: '__time_range', reason: 'no_temporal_column' });
  }
  const customWhere = query.extras.where?.trim();
  if (customWhere) {
    const condition = `(${guardAdhocExpression(customWhere, scope.adhoc)})`;
    where.push(condition);
    ownWhere.push(condition);
  }
  for (const clause of input.rlsClauses) {
    where.push(`(${clause})`);
    ownWhere.push(`(${clause})`);
  }
  const grouped = query.metrics !== null || query.is_timeseries;
  const customHaving = query.extras.having?.trim();
  const having =
    grouped && customHaving ? `(${guardAdhocExpression(customHaving, scope.adhoc)})` : null;

  const labels = selected.map((item) => item.label);
  const aliases = new Map(labels.map((label) => [label, columnAlias(dialect, label)]));
  const orderBy = orderByTerms(scope, query.orderby, aliases);
  const join = seriesJoin(scope, input, columns, metrics, ownWhere);
  assertNoMissingColumns(scope);
  if (!metrics.length && !columns.length && !query.is_timeseries)
    throw new ChartQueryError('Empty query?');
  assertUniqueLabels(labels);

  const sql = assembleSelect({
    select: selected.map(
      ({ sql, label }) => `${sql} AS ${dialect.quoteIdentifier(aliases.get(label)!)}`,
    ),
    from: sourceOf(input.dataset, dialect),
    join,
    where,
    groupBy: grouped ? groupBy : [],
    having,
    orderBy: options.rowcount ? [] : orderBy,
    // MySQL has no OFFSET without LIMIT; its manual's answer is the largest LIMIT there is.
    limit:
      options.limit === null && query.row_offset && dialect.backend === 'mysql'
        ? Number.MAX_SAFE_INTEGER
        : options.limit,
    offset: query.row_offset,
    rowcount: options.rowcount ?? false,
  });
  const bounds = answerBounds(legacy?.shifted ?? null, filters.bounds);
  const outputLabels = options.rowcount ? ['rowcount'] : labels;
  return {
    sql,
    appliedFilters: applied,
    rejectedFilters: rejected,
    fromDttm: bounds?.since?.getTime() ?? null,
    toDttm: bounds?.until?.getTime() ?? null,
    labelMap: Object.fromEntries(outputLabels.map((label) => [label, [label]])),
    timeColumn: options.rowcount ? null : timeLabel,
    columnAliases: options.rowcount
      ? {}
      : Object.fromEntries(
          [...aliases]
            .filter(([label, alias]) => label !== alias)
            .map(([label, alias]) => [alias, label]),
        ),
  };
}

/** The series limit's JOIN, when the query asks for one. */
function seriesJoin(
  scope: CompileScope,
  input: CompileQueryInput,
  columns: ResolvedColumn[],
  metrics: { sql: string }[],
  ownWhere: string[],
): string | null {
  const { query } = input;
  if (query.series_limit <= 0) return null;
  const series = query.series_columns.length
    ? query.series_columns.map((column) => resolveColumn(scope, column))
    : query.is_timeseries
      ? columns
      : [];
  const seriesSql = series.filter((column) => !column.baseAxis).map((column) => column.sql);
  if (!seriesSql.length) return null;
  const metricSql = query.series_limit_metric
    ? resolveMetric(scope, query.series_limit_metric).sql
    : (metrics[0]?.sql ?? 'COUNT(*)');
  return seriesLimitJoin({
    dialect: scope.dialect,
    source: sourceOf(input.dataset, scope.dialect),
    seriesSql,
    where: ownWhere,
    metricSql,
    orderDesc: query.order_desc,
    limit: query.series_limit,
  });
}

export interface CompiledSamples extends CompiledQuery {
  /** COUNT(*) of all the rows the samples page from. */
  countSql: string;
}

/**
 * Samples and drill to detail: the dataset's columns, raw, with the query's filters, custom
 * WHERE, RLS and row limit/offset, and the SQL that counts them all.
 */
export function compileSamples(input: CompileQueryInput): CompiledSamples {
  const query: QueryObject = {
    ...input.query,
    columns: input.dataset.columns.map((column) => column.column_name),
    metrics: null,
    orderby: [],
    is_timeseries: false,
    series_limit: 0,
    series_columns: [],
    is_rowcount: false,
    extras: { ...input.query.extras, having: null },
  };
  const samplesInput = { ...input, query };
  const compiled = compileWith(samplesInput, {
    limit: effectiveLimit(query.row_limit, input.maxRow),
  });
  const count = compileWith(
    { ...samplesInput, query: { ...query, row_offset: 0 } },
    { limit: null, rowcount: true },
  );
  return { ...compiled, timeColumn: null, countSql: count.sql };
}
