// Kept apart from charts.ts (zod schemas) so the dashboard route resolves viz types without zod.

/**
 * Legacy viz_type keys of old exports and the keys Superset migrates them to on import
 * (reference §6, Superset's MigrateViz classes).
 */
export const LEGACY_VIZ_TYPES: Readonly<Record<string, string>> = {
  line: 'echarts_timeseries_line',
  bar: 'echarts_timeseries_bar',
  dist_bar: 'echarts_timeseries_bar',
  area: 'echarts_area',
  pivot_table: 'pivot_table_v2',
  sankey: 'sankey_v2',
  sunburst: 'sunburst_v2',
  treemap: 'treemap_v2',
  histogram: 'histogram_v2',
  heatmap: 'heatmap_v2',
  bubble: 'bubble_v2',
  dual_line: 'mixed_timeseries',
};

/** The current key of a viz_type; legacy keys map to their replacement, others stay. */
export function currentVizType(vizType: string): string {
  return Object.hasOwn(LEGACY_VIZ_TYPES, vizType)
    ? (LEGACY_VIZ_TYPES[vizType] ?? vizType)
    : vizType;
}
