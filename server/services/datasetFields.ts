import { randomUUID } from 'node:crypto';
import { DEFAULT_COUNT_METRIC, type DatasetColumn, type DatasetMetric } from '@common/api/datasets';

/**
 * Gives every item an id unique in its list: an item keeps its own id, else the id of the
 * previous item of the same name; the rest are numbered after the highest id seen.
 */
function assignIds<T extends { id?: number }>(
  items: T[],
  previous: T[],
  nameOf: (item: T) => string,
): T[] {
  const previousIds = new Map(previous.map((item) => [nameOf(item), item.id]));
  let next = Math.max(0, ...previous.map((item) => item.id ?? 0), ...items.map((i) => i.id ?? 0));
  const used = new Set<number>();
  return items.map((item) => {
    let id = item.id ?? previousIds.get(nameOf(item));
    if (id === undefined || used.has(id)) id = ++next;
    used.add(id);
    return { ...item, id };
  });
}

/** Columns with stable ids (kept by id, then by name from `previous`). */
export function withColumnIds(
  columns: DatasetColumn[],
  previous: DatasetColumn[] = [],
): DatasetColumn[] {
  return assignIds(columns, previous, (column) => column.column_name);
}

/** Metrics with stable ids (kept by id, then by name from `previous`). */
export function withMetricIds(
  metrics: DatasetMetric[],
  previous: DatasetMetric[] = [],
): DatasetMetric[] {
  return assignIds(metrics, previous, (metric) => metric.metric_name);
}

/** The first temporal column, which Superset makes the default time column. */
export function firstTemporalColumn(columns: DatasetColumn[]): string | null {
  return columns.find((column) => column.is_dttm && !column.expression)?.column_name ?? null;
}

/** What every new dataset starts with: ids on its columns, the count metric, a uuid. */
export function newDatasetSemantics(columns: DatasetColumn[]): {
  columns_json: string;
  metrics_json: string;
  main_dttm_col: string | null;
  uuid: string;
} {
  return {
    columns_json: JSON.stringify(withColumnIds(columns)),
    metrics_json: JSON.stringify(withMetricIds([{ ...DEFAULT_COUNT_METRIC }])),
    main_dttm_col: firstTemporalColumn(columns),
    uuid: randomUUID(),
  };
}
