/** A stored dashboard and the page info made from it, for the header's tests. */
import type { DashboardRecord } from '@common/api/dashboards';
import { emptyLayout, serializeLayout } from '@common/dashboard/layoutParse';
import type { DashboardInfo, SavedDashboard } from '../../state/dashboardSlice';

/** A stored dashboard record; fields may be overridden. */
export function storedRecord(overrides: Partial<DashboardRecord> = {}): DashboardRecord {
  return {
    id: 7,
    uuid: '7e0a3d0c-0000-4000-8000-000000000007',
    dashboard_title: 'Sales',
    slug: null,
    url: '/superset/dashboard/7/',
    published: false,
    status: 'draft',
    css: '',
    json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
    position_json: serializeLayout(emptyLayout('Sales')),
    description: null,
    certified_by: null,
    certification_details: null,
    is_managed_externally: false,
    external_url: null,
    thumbnail_url: '',
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
    roles: [],
    tags: [],
    created_by: null,
    changed_by: null,
    changed_by_name: 'Ada Lovelace',
    changed_on_utc: '2024-05-01T10:00:00.000000+0000',
    changed_on_delta_humanized: 'a day ago',
    created_on_delta_humanized: 'a day ago',
    charts: [],
    ...overrides,
  };
}

/** The saved copy of a record with an ETag. */
export function savedOf(record: DashboardRecord, etag: string | null = '"v1"'): SavedDashboard {
  return { record, etag };
}

/** The page info of a record, as page-core builds it. */
export function infoOf(
  record: DashboardRecord,
  etag: string | null = '"v1"',
  overrides: Partial<DashboardInfo> = {},
): DashboardInfo {
  return {
    id: record.id,
    slug: record.slug,
    url: record.url,
    title: record.dashboard_title,
    css: record.css ?? '',
    published: record.published,
    owners: record.owners,
    roles: record.roles,
    certifiedBy: record.certified_by,
    certificationDetails: record.certification_details,
    metadata: JSON.parse(record.json_metadata ?? '{}') as DashboardInfo['metadata'],
    changedOn: record.changed_on_utc,
    changedByName: record.changed_by_name,
    lastModifiedTime: Date.parse('2024-05-01T10:00:00Z') / 1000,
    etag,
    permissions: {
      can_edit: true,
      can_share: true,
      can_explore: true,
      can_csv: true,
      is_admin: false,
    },
    ...overrides,
  };
}
