import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DashboardCopyBody } from '@common/api/dashboards';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { type ChartCopy, DashboardRepository } from '../store/dashboardRepository';
import type { DashboardsTable } from '../store/schema';
import { checkLayoutCharts } from './checkLayoutCharts';
import { DEFAULT_DASHBOARD_TITLE } from './createDashboard';
import { findDashboard } from './findDashboard';
import { dashboardChartRows } from './listDashboardCharts';
import { parseDashboardLayout, type StoredLayout } from './parseDashboardLayout';
import { parseDashboardMetadata } from './parseDashboardMetadata';
import { remapLayoutCharts, remapMetadataCharts } from './remapDashboardCharts';

/**
 * POST /api/v1/dashboard/{id_or_slug}/copy/ ("Save as"): a new draft dashboard owned by the
 * caller, with the given title, css and metadata and the layout sent in metadata.positions
 * (else the source's). With duplicate_slices the charts the caller may read are copied too
 * (owned by the caller) and every chart id in the layout and metadata points at the copies.
 * Answers the new id and its modified time (epoch seconds).
 */
export async function copyDashboard(
  ctx: AppContext,
  principal: Principal,
  idOrSlug: string,
  body: DashboardCopyBody,
): Promise<{ id: number; last_modified_time: number }> {
  const { row: source } = await findDashboard(ctx, principal, idOrSlug);
  const dashboards = new DashboardRepository(ctx.db);
  const { metadata, positions } = parseDashboardMetadata(body.json_metadata);
  const given = positions ?? (source.position_json?.trim() ? source.position_json : undefined);
  const parsed = given === undefined ? undefined : parseDashboardLayout(given, 'json_metadata');
  const sourceCharts = await dashboardChartRows(ctx, principal, source.id);
  // The copy's charts follow its layout; without one it keeps the source's charts.
  const chartIds = parsed?.chartIds ?? sourceCharts.map((chart) => chart.row.id);
  await checkLayoutCharts(
    ctx,
    principal,
    chartIds,
    new Set(sourceCharts.map((chart) => chart.row.id)),
    'json_metadata',
  );

  const now = Date.now();
  const userId = principal.user.id;
  const build = (ids: ReadonlyMap<number, number>) => {
    const layout: StoredLayout | undefined = parsed && remapLayoutCharts(parsed.layout, ids);
    const row: Insertable<DashboardsTable> = {
      dashboard_title: body.dashboard_title || DEFAULT_DASHBOARD_TITLE,
      slug: null,
      position_json: layout ? JSON.stringify(layout) : null,
      json_metadata: JSON.stringify(remapMetadataCharts(metadata, ids)),
      css: body.css ?? source.css,
      description: source.description,
      published: 0,
      certified_by: null,
      certification_details: null,
      is_managed_externally: 0,
      external_url: null,
      uuid: randomUUID(),
      created_by_fk: userId,
      changed_by_fk: userId,
      created_on: now,
      changed_on: now,
    };
    return { row, ownerIds: [userId], sliceIds: chartIds.map((id) => ids.get(id) ?? id) };
  };

  let id: number;
  if (body.duplicate_slices) {
    const wanted = new Set(chartIds);
    // A chart the caller may not read is not copied: the copy keeps pointing at it.
    const copies: ChartCopy[] = sourceCharts
      .filter((chart) => chart.readable && wanted.has(chart.row.id))
      .map(({ row }) => ({
        sourceId: row.id,
        row: {
          slice_name: row.slice_name,
          viz_type: row.viz_type,
          datasource_id: row.datasource_id,
          datasource_type: row.datasource_type,
          params: row.params,
          query_context: row.query_context,
          description: row.description,
          cache_timeout: row.cache_timeout,
          certified_by: null,
          certification_details: null,
          is_managed_externally: 0,
          external_url: null,
          uuid: randomUUID(),
          created_by_fk: userId,
          changed_by_fk: userId,
          created_on: now,
          changed_on: now,
          last_saved_at: now,
          last_saved_by_fk: userId,
        },
      }));
    id = await dashboards.insertWithChartCopies(copies, userId, build);
  } else {
    const { row, ownerIds, sliceIds } = build(new Map());
    id = await dashboards.insert(row, ownerIds, { sliceIds });
  }
  return { id, last_modified_time: Math.floor(now / 1000) };
}
