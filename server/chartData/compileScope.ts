import { columnLabel, type QueryColumn } from '@common/api/chartData';
import type { DatasetColumn, DatasetMetric, SemanticDataset } from '@common/api/datasets';
import type { Dialect } from '@server/engines/engine';
import { type ExpressionGuardOptions, guardAdhocExpression } from './adhocExpressionGuard';
import { ChartQueryError } from './chartQueryError';
import { isTemporalColumn } from './sqlLiteral';
import { timeGrainExpression } from './timeGrainExpression';

/** What compiling one query object reads: the dataset's names and the dialect. */
export interface CompileScope {
  dialect: Dialect;
  dataset: SemanticDataset;
  /** Adhoc SQL (the user's): one expression, sub-queries as the database allows. */
  adhoc: ExpressionGuardOptions;
  /** Saved SQL (calculated columns, saved metrics): one expression, sub-queries allowed. */
  saved: ExpressionGuardOptions;
  columns: Map<string, DatasetColumn>;
  metrics: Map<string, DatasetMetric>;
  /** Column names the query asked for that the dataset lacks, reported together. */
  missing: Set<string>;
}

/** The scope of a query object over `dataset`. */
export function createScope(
  dataset: SemanticDataset,
  dialect: Dialect,
  allowAdhocSubquery: boolean,
): CompileScope {
  return {
    dialect,
    dataset,
    adhoc: { backend: dialect.backend, allowSubquery: allowAdhocSubquery },
    saved: { backend: dialect.backend, allowSubquery: true },
    columns: new Map(dataset.columns.map((column) => [column.column_name, column])),
    metrics: new Map(dataset.metrics.map((metric) => [metric.metric_name, metric])),
    missing: new Set(),
  };
}

/** A dataset column as SQL: its quoted name, or its expression for a calculated column. */
export function datasetColumnSql(scope: CompileScope, column: DatasetColumn): string {
  if (column.expression?.trim()) return `(${guardAdhocExpression(column.expression, scope.saved)})`;
  return scope.dialect.quoteIdentifier(column.column_name);
}

/** The epoch unit of a column holding seconds or milliseconds since 1970, if it does. */
function epochUnit(column: DatasetColumn): 's' | 'ms' | null {
  if (column.python_date_format === 'epoch_s') return 's';
  if (column.python_date_format === 'epoch_ms') return 'ms';
  return null;
}

/**
 * A temporal dataset column truncated to `grain` (Superset's get_timestamp_expression): a column
 * of epoch seconds or milliseconds becomes a timestamp first.
 */
export function timestampSql(
  scope: CompileScope,
  column: DatasetColumn,
  grain: string | null | undefined,
): string {
  const base = datasetColumnSql(scope, column);
  const unit = epochUnit(column);
  const timestamp = unit ? scope.dialect.epochToTimestamp(base, unit) : base;
  return timeGrainExpression(scope.dialect, grain, timestamp);
}

/** A selected or filtered column, resolved. */
export interface ResolvedColumn {
  sql: string;
  label: string;
  /** The dataset column it is, if it is one. */
  column?: DatasetColumn;
  /** The chart's x-axis (adhoc `columnType: 'BASE_AXIS'`). */
  baseAxis: boolean;
}

/** Python's repr of a list of strings, as Superset's messages print them. */
export function pythonList(names: Iterable<string>): string {
  const repr = (name: string) =>
    name.includes("'") && !name.includes('"')
      ? `"${name}"`
      : `'${name.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return `[${[...names].map(repr).join(', ')}]`;
}

/** Throws Superset's "Columns missing in dataset" for every name the query lacked. */
export function assertNoMissingColumns(scope: CompileScope): void {
  if (scope.missing.size)
    throw new ChartQueryError(
      `Columns missing in dataset: ${pythonList(scope.missing)}`,
      'COLUMN_DOES_NOT_EXIST_ERROR',
    );
}

/** The dataset column named `name`, or undefined after noting it as missing. */
export function requireColumn(scope: CompileScope, name: string): DatasetColumn | undefined {
  const column = scope.columns.get(name);
  if (!column) scope.missing.add(name);
  return column;
}

/**
 * A query column as SQL: a dataset column by name, an adhoc column naming a dataset column as
 * that column, other adhoc SQL guarded and parenthesised. The x-axis takes its time grain.
 */
export function resolveColumn(scope: CompileScope, query: QueryColumn): ResolvedColumn {
  const label = columnLabel(query);
  if (typeof query === 'string') {
    const column = requireColumn(scope, query);
    return { sql: column ? datasetColumnSql(scope, column) : '', label, column, baseAxis: false };
  }
  const column = scope.columns.get(query.sqlExpression);
  if (query.isColumnReference && !column) scope.missing.add(query.sqlExpression);
  const baseAxis = query.columnType === 'BASE_AXIS';
  if (!column) {
    const sql = `(${guardAdhocExpression(query.sqlExpression, scope.adhoc)})`;
    const grained = baseAxis ? timeGrainExpression(scope.dialect, query.timeGrain, sql) : sql;
    return { sql: grained, label, baseAxis };
  }
  // Superset truncates the x-axis to its grain only when it is temporal.
  const temporal = isTemporalColumn(column) || epochUnit(column) !== null;
  const sql =
    baseAxis && temporal
      ? timestampSql(scope, column, query.timeGrain)
      : datasetColumnSql(scope, column);
  return { sql, label, column, baseAxis };
}
