import type {
  DatasetColumn,
  DatasetColumnBody,
  DatasetMetric,
  DatasetMetricBody,
} from '@common/api/datasets';
import { GenericDataType } from '@common/data/genericTypes';
import { genericTypeOf } from '../engines/genericType';
import { withColumnIds, withMetricIds } from './datasetFields';

/** The fields a body sets: undefined means "not sent", null means "cleared". */
function sentFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** Names given more than once. */
export function duplicateNames(names: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(names.filter((name) => seen.has(name) || !seen.add(name)))];
}

/** Ids a body names that the dataset does not have. */
export function unknownIds(sent: { id?: number }[], existing: { id?: number }[]): number[] {
  const known = new Set(existing.map((item) => item.id));
  return sent.flatMap((item) => (item.id !== undefined && !known.has(item.id) ? [item.id] : []));
}

/** A body column as a stored column, on top of the column it edits (if any). */
function toColumn(body: DatasetColumnBody, base: DatasetColumn | undefined): DatasetColumn {
  const { is_active: _active, ...fields } = sentFields(body);
  const type = fields.type ?? base?.type ?? '';
  const merged = { ...(base ?? {}), ...fields };
  const is_dttm = merged.is_dttm ?? false;
  let type_generic = base && base.type === type ? base.type_generic : genericTypeOf(type);
  // A text or calculated column marked temporal is a time column to charts.
  if (is_dttm) type_generic = GenericDataType.TEMPORAL;
  return { ...merged, column_name: body.column_name, type, type_generic, is_dttm };
}

/**
 * The dataset's new columns from a PUT: the body's list replaces the old one; each body column
 * edits the old column of its id or, without one, of its name (keeping what it does not send).
 * With `override`, body columns are taken as sent, keeping only ids.
 */
export function mergeColumns(
  existing: DatasetColumn[],
  sent: DatasetColumnBody[],
  override: boolean,
): DatasetColumn[] {
  const byId = new Map(existing.map((column) => [column.id, column]));
  const byName = new Map(existing.map((column) => [column.column_name, column]));
  const columns = sent.map((body) => {
    const base = body.id !== undefined ? byId.get(body.id) : byName.get(body.column_name);
    if (!override) return toColumn({ ...body, id: base?.id }, base);
    const sameType = base && (body.type ?? '') === base.type ? base : undefined;
    const column = toColumn({ ...body, id: base?.id }, undefined);
    return sameType && !body.is_dttm ? { ...column, type_generic: sameType.type_generic } : column;
  });
  return withColumnIds(columns, existing);
}

/** The dataset's new metrics from a PUT: matched by id, then by name, as columns are. */
export function mergeMetrics(
  existing: DatasetMetric[],
  sent: DatasetMetricBody[],
): DatasetMetric[] {
  const byId = new Map(existing.map((metric) => [metric.id, metric]));
  const byName = new Map(existing.map((metric) => [metric.metric_name, metric]));
  const metrics = sent.map((body) => {
    const base = body.id !== undefined ? byId.get(body.id) : byName.get(body.metric_name);
    return { ...(base ?? {}), ...sentFields(body), id: base?.id } as DatasetMetric;
  });
  return withMetricIds(metrics, existing);
}
