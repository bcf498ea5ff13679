import type { DatasetColumn, DatasetMetric, DatasourcePayload } from '@common/api/datasets';

/** Certification and warning of a column or metric, read from its `extra` JSON. */
export interface ItemBadges {
  certifiedBy?: string;
  certificationDetails?: string;
  warning?: string;
}

/** Reads `extra` ({certification: {certified_by, details}, warning_markdown}); bad JSON gives none. */
export function itemBadges(
  item: Pick<DatasetColumn, 'extra'> & { warning_text?: string | null },
): ItemBadges {
  const badges: ItemBadges = {};
  if (item.warning_text) badges.warning = item.warning_text;
  if (!item.extra) return badges;
  try {
    const extra = JSON.parse(item.extra) as {
      certification?: { certified_by?: string; details?: string };
      warning_markdown?: string;
    };
    if (extra.certification?.certified_by) badges.certifiedBy = extra.certification.certified_by;
    if (extra.certification?.details) badges.certificationDetails = extra.certification.details;
    if (extra.warning_markdown) badges.warning = extra.warning_markdown;
  } catch {
    // A hand-edited extra that is not JSON: no badges rather than a broken pane.
  }
  return badges;
}

const matches = (search: string, ...texts: (string | null | undefined)[]) =>
  texts.some((text) => (text ?? '').toLowerCase().includes(search));

/** Metrics and columns whose name or verbose name contains the search text (case-insensitive). */
export function filterItems(
  datasource: Pick<DatasourcePayload, 'columns' | 'metrics'>,
  search: string,
): { metrics: DatasetMetric[]; columns: DatasetColumn[] } {
  const text = search.trim().toLowerCase();
  const byName =
    <T extends { verbose_name?: string | null }>(name: (item: T) => string) =>
    (a: T, b: T) =>
      (a.verbose_name || name(a)).localeCompare(b.verbose_name || name(b));
  // Temporal columns first, as Superset lists them, then by name.
  const columns = datasource.columns
    .filter((column) => matches(text, column.column_name, column.verbose_name))
    .sort(
      (a, b) =>
        Number(b.is_dttm) - Number(a.is_dttm) || byName<DatasetColumn>((c) => c.column_name)(a, b),
    );
  const metrics = datasource.metrics
    .filter((metric) => matches(text, metric.metric_name, metric.verbose_name))
    .sort(byName<DatasetMetric>((m) => m.metric_name));
  return { metrics, columns };
}

/** SQL Lab address opening the dataset's SQL (virtual) or `SELECT * FROM schema.table`. */
export function sqlLabUrl(
  datasource: Pick<DatasourcePayload, 'sql' | 'schema' | 'table_name' | 'database' | 'select_star'>,
): string {
  const table = datasource.schema
    ? `${datasource.schema}.${datasource.table_name}`
    : datasource.table_name;
  const sql = datasource.sql?.trim() || `SELECT * FROM ${table}`;
  const params = new URLSearchParams({
    dbid: String(datasource.database.id),
    sql,
    name: datasource.table_name,
  });
  if (datasource.schema) params.set('schema', datasource.schema);
  return `/sqllab/?${params.toString()}`;
}
