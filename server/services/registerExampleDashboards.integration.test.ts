import { describe, expect, it } from 'vitest';
import type { DashboardMetadata, NativeFilter } from '@common/dashboard/dashboardMetadata';
import { isValidChild } from '@common/dashboard/layoutRules';
import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  ROOT_ID,
  type LayoutItem,
} from '@common/dashboard/layoutTypes';
import { EXAMPLE_DASHBOARDS } from '@common/examples/exampleDashboards';
import { bootstrap } from '../bootstrap';
import { type AppContext, closeContext } from '../context';
import { createTestConfig } from '../test/testStore';
import { registerExampleDashboards } from './registerExampleDashboards';

/** Every example dashboard as stored, with its layout, metadata and linked charts. */
async function storedExamples(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('dashboards')
    .selectAll()
    .where(
      'slug',
      'in',
      EXAMPLE_DASHBOARDS.map((entry) => entry.slug),
    )
    .orderBy('id')
    .execute();
  const result = [];
  for (const row of rows) {
    const links = await ctx.db
      .selectFrom('dashboard_slices')
      .select('slice_id')
      .where('dashboard_id', '=', row.id)
      .execute();
    const owners = await ctx.db
      .selectFrom('dashboard_owners')
      .select('user_id')
      .where('dashboard_id', '=', row.id)
      .execute();
    const { DASHBOARD_VERSION_KEY: version, ...layout } = JSON.parse(
      row.position_json ?? '{}',
    ) as Record<string, LayoutItem> & { DASHBOARD_VERSION_KEY: string };
    result.push({
      row,
      version,
      layout: layout as Record<string, LayoutItem>,
      metadata: JSON.parse(row.json_metadata ?? '{}') as DashboardMetadata,
      linked: links.map((link) => link.slice_id).sort((a, b) => a - b),
      owners: owners.map((owner) => owner.user_id),
    });
  }
  return result;
}

/** Depth of a layout item: its number of ancestors. */
const depthOf = (item: LayoutItem) => item.parents?.length ?? 0;

describe('example dashboards', () => {
  it('are created once from the example charts, well formed, and a deleted one stays deleted', async () => {
    const { config, cleanup } = await createTestConfig('sqlite');
    try {
      const first = await bootstrap({ ...config, loadExamples: true });
      const ctx = first.ctx;
      const admin = await ctx.users.findByUsername(config.adminUsername);
      const examples = await storedExamples(ctx);
      expect(examples.map((e) => e.row.slug)).toEqual(['flights', 'penguins', 'seattle-weather']);

      for (const { row, version, layout, metadata, linked, owners } of examples) {
        const label = row.slug ?? '';
        expect(row.published, label).toBe(1);
        expect(owners, label).toEqual([admin?.id]);
        expect(version).toBe('v2');
        const items = Object.values(layout);
        // Every chart of the layout exists and is linked, and nothing else is.
        const placed = items.flatMap((item) =>
          item.type === 'CHART' ? [item.meta.chartId ?? 0] : [],
        );
        const charts = await ctx.db
          .selectFrom('slices')
          .select(['id', 'uuid', 'slice_name', 'datasource_id'])
          .where('id', 'in', placed)
          .execute();
        expect(charts, label).toHaveLength(placed.length);
        expect(
          [...placed].sort((a, b) => a - b),
          label,
        ).toEqual(linked);
        for (const item of items) {
          expect(item.id in layout || item.id === ROOT_ID).toBe(true);
          if (item.type === 'CHART') {
            const chart = charts.find((c) => c.id === item.meta.chartId);
            expect(item.meta, item.id).toMatchObject({
              uuid: chart?.uuid,
              sliceName: chart?.slice_name,
            });
            expect(item.meta.height ?? 0, item.id).toBeGreaterThanOrEqual(
              GRID_DEFAULT_CHART_HEIGHT,
            );
          }
          // Parents name the real path, and each child is legal where it sits.
          for (const childId of item.children) {
            const child = layout[childId] as LayoutItem;
            expect(child, `${item.id} → ${childId}`).toBeDefined();
            expect(child.parents, childId).toEqual([...(item.parents ?? []), item.id]);
            expect(
              isValidChild(item.type, child.type, depthOf(item)),
              `${item.id} → ${childId}`,
            ).toBe(true);
          }
          if (item.type === 'ROW') {
            const width = item.children.reduce((sum, id) => sum + (layout[id]?.meta.width ?? 0), 0);
            expect(width, item.id).toBeLessThanOrEqual(GRID_COLUMN_COUNT);
          }
        }
        // Native filter targets name real columns of the dataset they target.
        const filters = (metadata.native_filter_configuration ?? []) as NativeFilter[];
        for (const filter of filters) {
          for (const target of filter.targets) {
            if (!target.column) continue;
            const dataset = await ctx.db
              .selectFrom('dataset')
              .select('columns_json')
              .where('id', '=', target.datasetId ?? 0)
              .executeTakeFirstOrThrow();
            const columns = (JSON.parse(dataset.columns_json) as { column_name: string }[]).map(
              (column) => column.column_name,
            );
            expect(columns, filter.name).toContain(target.column.name);
          }
          for (const parent of filter.cascadeParentIds)
            expect(filters.map((f) => f.id)).toContain(parent);
        }
      }
      const [flights, penguins, seattle] = examples;
      const flightFilters = (flights?.metadata.native_filter_configuration ?? []) as NativeFilter[];
      expect(flightFilters.map((f) => f.filterType)).toEqual([
        'filter_select',
        'filter_select',
        'filter_time',
      ]);
      expect(flightFilters[1]?.cascadeParentIds).toEqual([flightFilters[0]?.id]);
      expect(Object.values(flights?.layout ?? {}).filter((i) => i.type === 'TAB')).toHaveLength(3);
      expect(penguins?.metadata.cross_filters_enabled).toBe(true);
      expect(
        Object.keys(penguins?.metadata.chart_configuration ?? {})
          .map(Number)
          .sort(),
      ).toEqual(penguins?.linked);
      expect(seattle?.metadata).toMatchObject({
        color_scheme: 'bnbColors',
        label_colors: { rain: '#1FA8C9' },
      });

      // Again: nothing new. Then the user deletes one dashboard and one example chart.
      expect(await registerExampleDashboards(ctx, () => {})).toEqual({
        created: 0,
        skipped: 3,
        failed: 0,
      });
      const gone = seattle?.row.id ?? 0;
      await ctx.db.deleteFrom('dashboard_slices').where('dashboard_id', '=', gone).execute();
      await ctx.db.deleteFrom('dashboard_owners').where('dashboard_id', '=', gone).execute();
      await ctx.db.deleteFrom('dashboards').where('id', '=', gone).execute();
      const chartGone = 'Total flights';
      const { id: chartId } = await ctx.db
        .selectFrom('slices')
        .select('id')
        .where('slice_name', '=', chartGone)
        .executeTakeFirstOrThrow();
      await ctx.db.deleteFrom('slice_owners').where('slice_id', '=', chartId).execute();
      await ctx.db.deleteFrom('dashboard_slices').where('slice_id', '=', chartId).execute();
      await ctx.db.deleteFrom('slices').where('id', '=', chartId).execute();
      await closeContext(ctx);

      // A restart runs every registration again: neither comes back.
      const second = await bootstrap({ ...config, loadExamples: true });
      const after = await storedExamples(second.ctx);
      expect(after.map((e) => e.row.slug)).toEqual(['flights', 'penguins']);
      const named = await second.ctx.db
        .selectFrom('slices')
        .select('id')
        .where('slice_name', '=', chartGone)
        .execute();
      expect(named).toEqual([]);
      await closeContext(second.ctx);
    } finally {
      await cleanup();
    }
  });
});
