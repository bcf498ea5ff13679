import type { ChartDashboard, ChartRecord, ChartUser } from '@common/api/charts';
import { humanizeAge } from '@common/humanizeAge';
import { ChartRepository, type ChartListRow } from '../store/chartRepository';

/** The chart's form data as Superset's Slice.form_data builds it: params plus its identity. */
export function chartFormData(
  row: Pick<
    ChartListRow,
    'id' | 'params' | 'viz_type' | 'datasource_id' | 'datasource_type' | 'cache_timeout'
  >,
): Record<string, unknown> {
  let params: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.params);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      params = parsed as Record<string, unknown>;
  } catch {
    // A chart saved with broken params still opens, with its identity only.
  }
  return {
    ...params,
    slice_id: row.id,
    viz_type: row.viz_type,
    datasource: `${row.datasource_id ?? 'None'}__${row.datasource_type}`,
    ...(row.cache_timeout ? { cache_timeout: row.cache_timeout } : {}),
  };
}

/** `2026-11-26T13:00:00.000000+0000`, the UTC format of Superset's `changed_on_utc`. */
function utcText(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000+0000');
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

function user(
  id: number | null,
  firstName: string | null,
  lastName: string | null,
): ChartUser | null {
  return id === null ? null : { id, first_name: firstName ?? '', last_name: lastName ?? '' };
}

/** The API shape of a chart: Superset's list and show columns in one record. */
export function chartRecord(
  row: ChartListRow,
  owners: ChartUser[],
  dashboards: ChartDashboard[],
  now = Date.now(),
): ChartRecord {
  const url = `/explore/?slice_id=${row.id}`;
  const datasetName =
    row.table_name === null
      ? null
      : row.dataset_schema
        ? `${row.dataset_schema}.${row.table_name}`
        : row.table_name;
  const changedBy = user(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name);
  return {
    id: row.id,
    uuid: row.uuid,
    slice_name: row.slice_name,
    url,
    slice_url: url,
    edit_url: `/chart/edit/${row.id}`,
    viz_type: row.viz_type,
    params: row.params,
    form_data: chartFormData(row),
    query_context: row.query_context,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    datasource_name_text: datasetName,
    datasource_url:
      row.table_name === null
        ? null
        : row.default_endpoint ||
          `/explore/?datasource_type=${row.datasource_type}&datasource_id=${row.datasource_id}`,
    table:
      row.table_name === null
        ? null
        : { table_name: row.table_name, default_endpoint: row.default_endpoint },
    description: row.description,
    description_markeddown: row.description ? escapeHtml(row.description) : '',
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    // Superset's shape; the digest changes with the chart so a cached image is not reused.
    thumbnail_url: `/api/v1/chart/${row.id}/thumbnail/${row.changed_on.toString(16)}/`,
    owners,
    created_by: user(row.created_by_fk, row.created_by_first_name, row.created_by_last_name),
    changed_by: changedBy,
    changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}`.trim() : '',
    last_saved_by: user(
      row.last_saved_by_fk,
      row.last_saved_by_first_name,
      row.last_saved_by_last_name,
    ),
    last_saved_at: row.last_saved_at === null ? null : new Date(row.last_saved_at).toISOString(),
    dashboards,
    tags: [],
    created_on_delta_humanized: humanizeAge(now - row.created_on),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
    changed_on_utc: utcText(row.changed_on),
    changed_on_dttm: row.changed_on,
  };
}

/** Records of several charts, their owners and dashboards read in two queries. */
export async function loadChartRecords(
  charts: ChartRepository,
  rows: ChartListRow[],
  now = Date.now(),
): Promise<ChartRecord[]> {
  const ids = rows.map((row) => row.id);
  const [owners, dashboards] = await Promise.all([charts.ownersOf(ids), charts.dashboardsOf(ids)]);
  return rows.map((row) =>
    chartRecord(row, owners.get(row.id) ?? [], dashboards.get(row.id) ?? [], now),
  );
}
