/**
 * The body of "Save" (PUT /api/v1/dashboard/{id}) built from the page's state, with spec §5
 * rules: untitled title, empty slug as null, certification details only with a certifier, owner
 * and role ids, and the layout copied into json_metadata.positions.
 */
import type { DashboardUpdateBody } from '../api/dashboards';
import { DASHBOARD_MESSAGES, normalizeSlug } from '../api/dashboardMessages';
import { crossFilterScopeOf } from './crossFilterScope';
import type { DashboardMetadata, NativeFilterItem } from './dashboardMetadata';
import { chartsInScope, tabsInScope } from './filterScope';
import { serializeLayout } from './layoutParse';
import { HEADER_ID, type DashboardLayout } from './layoutTypes';

/** What the page holds when the user saves. */
export interface SaveInput {
  title: string;
  slug: string | null;
  css: string;
  owners: number[];
  roles: number[];
  certified_by: string | null;
  certification_details: string | null;
  metadata: DashboardMetadata;
  layout: DashboardLayout;
}

/** Native filters with their chartsInScope / tabsInScope caches brought up to date. */
function refreshFilterCaches(
  filters: NativeFilterItem[],
  layout: DashboardLayout,
): NativeFilterItem[] {
  return filters.map((filter) =>
    filter.type === 'NATIVE_FILTER' && filter.scope
      ? {
          ...filter,
          chartsInScope: chartsInScope(layout, filter.scope),
          tabsInScope: tabsInScope(layout, filter.scope),
        }
      : filter,
  );
}

/** json_metadata as saved: caches recomputed from the layout, the layout under `positions`. */
export function metadataForSave(
  metadata: DashboardMetadata,
  layout: DashboardLayout,
): DashboardMetadata {
  const result: DashboardMetadata = { ...metadata, positions: layout };
  if (metadata.native_filter_configuration) {
    result.native_filter_configuration = refreshFilterCaches(
      metadata.native_filter_configuration,
      layout,
    );
  }
  if (metadata.chart_configuration) {
    result.chart_configuration = Object.fromEntries(
      Object.entries(metadata.chart_configuration).map(([key, config]) => {
        const targets = chartsInScope(layout, crossFilterScopeOf(config.id, metadata)).filter(
          (id) => id !== config.id,
        );
        return [
          key,
          { ...config, crossFilters: { ...config.crossFilters, chartsInScope: targets } },
        ];
      }),
    );
  }
  if (metadata.global_chart_configuration) {
    const global = metadata.global_chart_configuration;
    result.global_chart_configuration = {
      ...global,
      chartsInScope: chartsInScope(layout, global.scope),
    };
  }
  return result;
}

/** The PUT body of a save; roles are sent only when role-based access is on. */
export function buildSavePayload(
  input: SaveInput,
  options: { rolesEnabled?: boolean } = {},
): DashboardUpdateBody {
  const title = input.title.trim() || DASHBOARD_MESSAGES.untitled;
  const slug = input.slug ? normalizeSlug(input.slug) : '';
  const certifiedBy = input.certified_by?.trim() || null;
  const details = certifiedBy ? input.certification_details?.trim() || null : null;
  // The header component carries the title Superset renders.
  const layout: DashboardLayout = {
    ...input.layout,
    [HEADER_ID]: {
      type: 'HEADER',
      id: HEADER_ID,
      children: [],
      meta: { ...input.layout[HEADER_ID]?.meta, text: title },
    },
  };
  const body: DashboardUpdateBody = {
    dashboard_title: title,
    slug: slug === '' ? null : slug,
    css: input.css,
    owners: [...input.owners],
    certified_by: certifiedBy,
    certification_details: details,
    json_metadata: JSON.stringify(metadataForSave(input.metadata, layout)),
    position_json: serializeLayout(layout),
  };
  if (options.rolesEnabled) body.roles = [...input.roles];
  return body;
}
