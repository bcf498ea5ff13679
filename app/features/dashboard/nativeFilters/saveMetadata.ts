/**
 * Metadata-only saves (spec §4 "Cross-filters", §7): the filter configuration, cross-filter
 * scoping, the cross-filter toggle and the bar's orientation are written at once with
 * `PUT {json_metadata}` and If-Match, without the rest of an edit in progress.
 */
import { ApiError } from '@app/api/client';
import { updateDashboard } from '@app/api/dashboards';
import { DASHBOARD_CHANGED_MESSAGE } from '@common/api/dashboardMessages';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import { infoSaved } from '../state/dashboardSlice';
import type { DashboardStore } from '../state/dashboardStore';

/** The stored metadata: what the server holds, so unsaved edits do not ride along. */
function storedMetadata(
  json: string | null | undefined,
  fallback: DashboardMetadata,
): DashboardMetadata {
  if (!json?.trim()) return fallback;
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as DashboardMetadata) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Applies `change` to the stored metadata and saves it; on success the page's metadata gets
 * the same change, with the new ETag and modified time. Throws an Error with a message to
 * show: DASHBOARD_CHANGED_MESSAGE on 412, else the server's message.
 */
export async function saveMetadataChange(
  store: DashboardStore,
  change: (metadata: DashboardMetadata) => DashboardMetadata,
): Promise<void> {
  const { info, saved } = store.getState().dashboard;
  if (!info) throw new Error('The dashboard is not loaded');
  const next = change(storedMetadata(saved?.record.json_metadata, info.metadata));
  const json = JSON.stringify(next);
  let answer;
  try {
    answer = await updateDashboard(info.id, { json_metadata: json }, info.etag);
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      throw new Error(DASHBOARD_CHANGED_MESSAGE, { cause: error });
    }
    throw error;
  }
  const current = store.getState().dashboard;
  const record = current.saved ? { ...current.saved.record, json_metadata: json } : undefined;
  store.dispatch(
    infoSaved({
      changes: {
        metadata: change(current.info?.metadata ?? next),
        etag: answer.etag ?? null,
        lastModifiedTime: answer.data.last_modified_time,
      },
      record,
    }),
  );
}
