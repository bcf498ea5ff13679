import type { DashboardRecord, DashboardUser } from '@common/api/dashboards';
import { humanizeAge } from '@common/humanizeAge';
import type { DashboardListRow, DashboardRepository } from '../store/dashboardRepository';

/** `2026-11-26T13:00:00.000000+0000`, the UTC format of Superset's `changed_on_utc`. */
function utcText(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000+0000');
}

function user(
  id: number | null,
  firstName: string | null,
  lastName: string | null,
): DashboardUser | null {
  return id === null ? null : { id, first_name: firstName ?? '', last_name: lastName ?? '' };
}

/** Superset's dashboard url: by slug when it has one, else by id. */
export function dashboardUrl(row: Pick<DashboardListRow, 'id' | 'slug'>): string {
  return `/superset/dashboard/${row.slug || row.id}/`;
}

/** The API shape of a dashboard: Superset's list and show columns in one record. */
export function dashboardRecord(
  row: DashboardListRow,
  owners: DashboardUser[],
  charts: string[],
  now = Date.now(),
  roles: { id: number; name: string }[] = [],
): DashboardRecord {
  const changedBy = user(row.changed_by_fk, row.changed_by_first_name, row.changed_by_last_name);
  return {
    id: row.id,
    uuid: row.uuid,
    dashboard_title: row.dashboard_title,
    slug: row.slug,
    url: dashboardUrl(row),
    published: row.published === 1,
    status: row.published === 1 ? 'published' : 'draft',
    css: row.css,
    json_metadata: row.json_metadata,
    position_json: row.position_json,
    description: row.description,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    is_managed_externally: row.is_managed_externally === 1,
    external_url: row.external_url,
    // Superset's shape; the digest changes with the dashboard so a cached image is not reused.
    thumbnail_url: `/api/v1/dashboard/${row.id}/thumbnail/${row.changed_on.toString(16)}/`,
    owners,
    roles,
    tags: [],
    created_by: user(row.created_by_fk, row.created_by_first_name, row.created_by_last_name),
    changed_by: changedBy,
    changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}`.trim() : '',
    changed_on_utc: utcText(row.changed_on),
    changed_on_delta_humanized: humanizeAge(now - row.changed_on),
    created_on_delta_humanized: humanizeAge(now - row.created_on),
    charts,
  };
}

/** Records of several dashboards, their owners, roles and chart names read in three queries. */
export async function loadDashboardRecords(
  dashboards: DashboardRepository,
  rows: DashboardListRow[],
  now = Date.now(),
): Promise<DashboardRecord[]> {
  const ids = rows.map((row) => row.id);
  const [owners, charts, roles] = await Promise.all([
    dashboards.ownersOf(ids),
    dashboards.chartNamesOf(ids),
    dashboards.rolesOf(ids),
  ]);
  return rows.map((row) =>
    dashboardRecord(
      row,
      owners.get(row.id) ?? [],
      charts.get(row.id) ?? [],
      now,
      roles.get(row.id) ?? [],
    ),
  );
}
