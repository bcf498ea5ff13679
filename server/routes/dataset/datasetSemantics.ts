import type { DatasetColumn, DatasetMetric } from '@common/api/datasets';
import { TIME_GRAIN_LABELS } from '@common/data/timeGrains';
import { dialectFor } from '@server/engines/dialects';
import type { DatasetRow } from '@server/store/datasetRepository';

/** The engine's time grains as Superset lists them: [[duration, label]], "Original value" first. */
export function timeGrainChoices(backend: string): [string | null, string][] {
  const supported = dialectFor(backend)?.timeGrains ?? {};
  return [
    [null, 'Original value'],
    ...TIME_GRAIN_LABELS.filter(([duration]) => Object.hasOwn(supported, duration)).map(
      ([duration, label]): [string, string] => [duration, label],
    ),
  ];
}

/** Superset's `verbose_map`: labels of metrics and columns by name, `__timestamp` as "Time". */
export function verboseMap(
  columns: DatasetColumn[],
  metrics: DatasetMetric[],
): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const metric of metrics) map[metric.metric_name] = metric.verbose_name || metric.metric_name;
  for (const column of columns) map[column.column_name] = column.verbose_name || column.column_name;
  return map;
}

/** Superset's `column_formats`: each metric's d3 format, for metrics that have one. */
export function columnFormats(metrics: DatasetMetric[]): Record<string, string> {
  return Object.fromEntries(
    metrics.flatMap((metric) => (metric.d3format ? [[metric.metric_name, metric.d3format]] : [])),
  );
}

/** Superset's `order_by_choices`: `["col", true]` / `["col", false]` as Python's json.dumps writes them. */
export function orderByChoices(columns: DatasetColumn[]): [string, string][] {
  const names = columns.map((column) => column.column_name).sort();
  return names.flatMap((name): [string, string][] => [
    [`[${JSON.stringify(name)}, true]`, `${name} [asc]`],
    [`[${JSON.stringify(name)}, false]`, `${name} [desc]`],
  ]);
}

/** Superset's `granularity_sqla`: the temporal columns as [name, name]. */
export function granularityChoices(columns: DatasetColumn[]): [string, string][] {
  return columns
    .filter((column) => column.is_dttm)
    .map((column): [string, string] => [column.column_name, column.column_name]);
}

/** `SELECT * … LIMIT 100` of the dataset, with the engine's identifier quoting. */
export function selectStar(
  row: Pick<DatasetRow, 'sql' | 'catalog' | 'schema' | 'table_name'>,
  backend: string,
): string {
  const dialect = dialectFor(backend);
  const quote = (name: string) => dialect?.quoteIdentifier(name) ?? name;
  if (row.sql) return `SELECT * FROM (\n${row.sql}\n) AS virtual_table LIMIT 100`;
  const parts = [row.catalog, row.schema, row.table_name].filter((part) => part !== '');
  return `SELECT * FROM ${parts.map(quote).join('.')} LIMIT 100`;
}

/** Superset's datasource `name`: schema.table, or the table. */
export function datasourceName(row: Pick<DatasetRow, 'schema' | 'table_name'>): string {
  return row.schema ? `${row.schema}.${row.table_name}` : row.table_name;
}
