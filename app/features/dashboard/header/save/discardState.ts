/** What Discard restores (issue 23: "Discard restores the last saved layout"), as a pure function. */
import type { DashboardChart } from '@common/api/dashboards';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { parseLayout } from '@common/dashboard/layoutParse';
import type { DashboardInfo, SavedDashboard } from '../../state/dashboardSlice';

function metadataOf(text: string | null): DashboardMetadata {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as DashboardMetadata) : {};
  } catch {
    return {};
  }
}

/**
 * The info and layout of the last saved version: the stored fields come back, what the page
 * knows beyond them (permissions, ETag of that version) stays.
 */
export function discardState(
  info: DashboardInfo,
  saved: SavedDashboard,
  charts: DashboardChart[],
): { info: DashboardInfo; layout: DashboardLayout } {
  const { record } = saved;
  return {
    info: {
      ...info,
      title: record.dashboard_title,
      slug: record.slug,
      url: record.url,
      css: record.css ?? '',
      published: record.published,
      owners: record.owners,
      roles: record.roles,
      certifiedBy: record.certified_by,
      certificationDetails: record.certification_details,
      metadata: metadataOf(record.json_metadata),
      etag: saved.etag,
    },
    layout: parseLayout(record.position_json, charts, record.dashboard_title),
  };
}
