import type { ChartRecord } from '@common/api/charts';
import type { ExploreSlice } from '@common/api/explore';

/** Explore's slice (Superset's `Slice.data`) of a chart answer of POST/PUT /api/v1/chart/. */
export function sliceFromRecord(record: ChartRecord): ExploreSlice {
  return {
    slice_id: record.id,
    slice_name: record.slice_name,
    slice_url: record.slice_url,
    edit_url: record.edit_url,
    description: record.description,
    description_markeddown: record.description_markeddown,
    cache_timeout: record.cache_timeout,
    certified_by: record.certified_by,
    certification_details: record.certification_details,
    is_managed_externally: record.is_managed_externally,
    datasource: `${record.datasource_id ?? 0}__${record.datasource_type}`,
    form_data: record.form_data,
    query_context: record.query_context,
    owners: record.owners.map((owner) => owner.id),
    dashboards: record.dashboards.map((dashboard) => dashboard.id),
    changed_on: record.changed_on_utc,
    modified: record.changed_on_delta_humanized,
  };
}
