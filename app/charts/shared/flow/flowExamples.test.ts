import { describe, expect, it } from 'vitest';
import {
  type AdhocColumn,
  type AdhocMetric,
  type QueryColumn,
  type QueryMetric,
} from '@common/api/chartData';
import { FLOW_EXAMPLE_CHARTS } from '@common/examples/flowExampleCharts';
import { SQL_MAX_ROW } from '@common/sql/limits';
import { buildQuery as bubble } from '../../bubble_v2/buildQuery';
import { buildQuery as calendar } from '../../cal_heatmap/buildQuery';
import { buildQuery as graph } from '../../graph_chart/buildQuery';
import { buildQuery as heatmap } from '../../heatmap_v2/buildQuery';
import { buildQuery as histogram } from '../../histogram_v2/buildQuery';
import { buildQuery as sankey } from '../../sankey_v2/buildQuery';
import { buildQuery as tree } from '../../tree_chart/buildQuery';
import { CATEGORICAL_SCHEMES, SEQUENTIAL_SCHEMES } from '../colorSchemes';
import type { ChartQueryContext, FormData } from '../../types';
import { EXAMPLE_TABLE_COLUMNS } from '../testing/exampleTableColumns';

const BUILDERS: Record<string, (formData: FormData) => ChartQueryContext> = {
  sankey_v2: sankey,
  graph_chart: graph,
  tree_chart: tree,
  heatmap_v2: heatmap,
  cal_heatmap: calendar,
  histogram_v2: histogram,
  bubble_v2: bubble,
};

/** Dataset columns a query names (columns, metrics' columns, orderby, filters, time column). */
function namedColumns(query: ChartQueryContext['queries'][number]): string[] {
  const names: string[] = [];
  const column = (c: QueryColumn) =>
    names.push(typeof c === 'string' ? c : (c as AdhocColumn).sqlExpression);
  const metric = (m: QueryMetric) => {
    if (typeof m !== 'string' && (m as AdhocMetric).expressionType === 'SIMPLE')
      names.push((m as Extract<AdhocMetric, { expressionType: 'SIMPLE' }>).column.column_name);
  };
  (query.columns ?? []).forEach(column);
  (query.metrics ?? []).forEach(metric);
  for (const [entry] of query.orderby ?? []) {
    if (typeof entry !== 'string' && 'expressionType' in entry && entry.expressionType === 'SIMPLE')
      metric(entry);
  }
  for (const filter of query.filters ?? []) column(filter.col);
  if (query.granularity) names.push(query.granularity);
  return names;
}

describe('flow, correlation and distribution example charts', () => {
  it('has two examples of every type, with unique names', () => {
    const counts = new Map<string, number>();
    for (const chart of FLOW_EXAMPLE_CHARTS)
      counts.set(chart.viz_type, (counts.get(chart.viz_type) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(Object.keys(BUILDERS).map((viz) => [viz, 2])),
    );
    const names = FLOW_EXAMPLE_CHARTS.map((chart) => chart.slice_name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(FLOW_EXAMPLE_CHARTS.map((chart) => [chart.slice_name, chart] as const))(
    '%s builds a query over columns of its table',
    (_, chart) => {
      const build = BUILDERS[chart.viz_type];
      expect(build, chart.viz_type).toBeDefined();
      const context = build!({ ...chart.params, viz_type: chart.viz_type, datasource: '1__table' });
      const known = EXAMPLE_TABLE_COLUMNS[chart.table];
      expect(known, chart.table).toBeDefined();
      expect(context.queries).toHaveLength(1);
      for (const name of namedColumns(context.queries[0]!)) expect(known).toContain(name);
      expect(context.queries[0]?.row_limit ?? 0).toBeLessThanOrEqual(SQL_MAX_ROW);
      if (chart.mainDttmCol) expect(known).toContain(chart.mainDttmCol);
      for (const key of ['color_scheme', 'linear_color_scheme'] as const) {
        const scheme = chart.params[key];
        if (scheme === undefined) continue;
        const schemes = key === 'color_scheme' ? CATEGORICAL_SCHEMES : SEQUENTIAL_SCHEMES;
        expect(Object.keys(schemes)).toContain(scheme);
      }
    },
  );
});
