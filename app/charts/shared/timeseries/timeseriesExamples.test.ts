import { describe, expect, it } from 'vitest';
import {
  type AdhocColumn,
  type AdhocMetric,
  columnLabel,
  type QueryColumn,
  type QueryMetric,
} from '@common/api/chartData';
import { TIMESERIES_EXAMPLE_CHARTS } from '@common/examples/timeseriesExampleCharts';
import { buildQuery as area } from '../../echarts_area/buildQuery';
import { buildQuery as generic } from '../../echarts_timeseries/buildQuery';
import { buildQuery as bar } from '../../echarts_timeseries_bar/buildQuery';
import { buildQuery as line } from '../../echarts_timeseries_line/buildQuery';
import { buildQuery as scatter } from '../../echarts_timeseries_scatter/buildQuery';
import { buildQuery as smooth } from '../../echarts_timeseries_smooth/buildQuery';
import { buildQuery as step } from '../../echarts_timeseries_step/buildQuery';
import { buildQuery as mixed } from '../../mixed_timeseries/buildQuery';
import type { ChartQueryContext, FormData } from '../../types';
import { EXAMPLE_TABLE_COLUMNS } from '../testing/exampleTableColumns';

const BUILDERS: Record<string, (formData: FormData) => ChartQueryContext> = {
  echarts_timeseries: generic,
  echarts_timeseries_line: line,
  echarts_area: area,
  echarts_timeseries_bar: bar,
  echarts_timeseries_scatter: scatter,
  echarts_timeseries_smooth: smooth,
  echarts_timeseries_step: step,
  mixed_timeseries: mixed,
};

/** Dataset columns a query names (columns, metrics' columns, filters). */
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
  if (query.series_limit_metric) metric(query.series_limit_metric);
  for (const filter of query.filters ?? []) column(filter.col);
  return names;
}

describe('timeseries example charts', () => {
  it('has two examples of every timeseries type, with unique names', () => {
    const counts = new Map<string, number>();
    for (const chart of TIMESERIES_EXAMPLE_CHARTS)
      counts.set(chart.viz_type, (counts.get(chart.viz_type) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(Object.keys(BUILDERS).map((vizType) => [vizType, 2])),
    );
    const names = TIMESERIES_EXAMPLE_CHARTS.map((chart) => chart.slice_name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(TIMESERIES_EXAMPLE_CHARTS.map((chart) => [chart.slice_name, chart] as const))(
    '%s builds a query over columns of its table',
    (_, chart) => {
      const build = BUILDERS[chart.viz_type];
      expect(build, chart.viz_type).toBeDefined();
      const context = build!({ ...chart.params, viz_type: chart.viz_type, datasource: '1__table' });
      const known = EXAMPLE_TABLE_COLUMNS[chart.table];
      expect(known, chart.table).toBeDefined();
      for (const query of context.queries) {
        expect(query.metrics?.length).toBeGreaterThan(0);
        for (const name of namedColumns(query)) expect(known).toContain(name);
        // The x-axis is the first column and, when the table has a time column, is it.
        const [xAxis] = query.columns ?? [];
        expect(xAxis && columnLabel(xAxis)).toBe(chart.params.x_axis);
      }
      if (chart.mainDttmCol) expect(known).toContain(chart.mainDttmCol);
    },
  );
});
