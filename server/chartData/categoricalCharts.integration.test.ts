// The categorical chart types' own query builders and transformProps against the real chart data
// API: a mismatch between what a chart asks for and what it reads fails here, not in a browser.
// Test-only exception to the server/app boundary: the point is to run the app's pure builders.
/* eslint-disable tessera/boundaries -- test-only, see above */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import { buildQuery as boxPlotQuery } from '@app/charts/box_plot/buildQuery';
import { transformProps as boxPlotProps } from '@app/charts/box_plot/transformProps';
import { buildQuery as funnelQuery } from '@app/charts/funnel/buildQuery';
import { transformProps as funnelProps } from '@app/charts/funnel/transformProps';
import { buildQuery as gaugeQuery } from '@app/charts/gauge_chart/buildQuery';
import { transformProps as gaugeProps } from '@app/charts/gauge_chart/transformProps';
import { buildQuery as pieQuery } from '@app/charts/pie/buildQuery';
import { transformProps as pieProps } from '@app/charts/pie/transformProps';
import { buildQuery as radarQuery } from '@app/charts/radar/buildQuery';
import { transformProps as radarProps } from '@app/charts/radar/transformProps';
import { buildQuery as sunburstQuery } from '@app/charts/sunburst_v2/buildQuery';
import { transformProps as sunburstProps } from '@app/charts/sunburst_v2/transformProps';
import { buildQuery as treemapQuery } from '@app/charts/treemap_v2/buildQuery';
import { transformProps as treemapProps } from '@app/charts/treemap_v2/transformProps';
import type { ChartPropsInput, ChartQueryContext, FormData } from '@app/charts/types';
import { buildQuery as waterfallQuery } from '@app/charts/waterfall/buildQuery';
import { transformProps as waterfallProps } from '@app/charts/waterfall/transformProps';
import { entries, postChartData } from './testing/chartDataClient';
import { CHART_ENGINES, createSalesDataset, type SalesDataset } from './testing/chartDataFixtures';
import { ADMIN, bearerFor, withTestApp } from '@server/test/testApp';

const sum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' } };

type Series = { data: unknown[] }[];
const seriesData = (option: unknown) => (option as { series: Series }).series.map((s) => s.data);

interface Case {
  vizType: string;
  formData: Record<string, unknown>;
  build: (formData: FormData) => ChartQueryContext;
  props: (input: ChartPropsInput) => { option: unknown };
  columns: string[];
  /** What the chart draws of the `sales` answer. */
  drawn: (option: unknown) => unknown;
  expected: unknown;
}

const CASES: Case[] = [
  {
    vizType: 'pie',
    formData: { groupby: ['country'], metric: 'total', row_limit: 100 },
    build: pieQuery,
    props: pieProps,
    columns: ['country', 'total'],
    drawn: (option) =>
      (seriesData(option)[0] as { name: string; value: number }[]).map((d) => [d.name, d.value]),
    expected: [
      ['US', 90],
      ['FR', 45],
      ['DE', 5],
    ],
  },
  {
    vizType: 'funnel',
    formData: { groupby: ['product'], metric: 'count', row_limit: 10 },
    build: funnelQuery,
    props: funnelProps,
    columns: ['product', 'count'],
    drawn: (option) =>
      (seriesData(option)[0] as { name: string; value: number }[]).map((d) => [d.name, d.value]),
    expected: [
      ['apple', 4],
      ['pear', 2],
      ['plum', 1],
    ],
  },
  {
    vizType: 'gauge_chart',
    formData: { metric: sum, max_val: 200 },
    build: gaugeQuery,
    props: gaugeProps,
    columns: ['SUM(amount)'],
    drawn: (option) => (seriesData(option)[0] as { value: number }[]).map((d) => d.value),
    expected: [140],
  },
  {
    vizType: 'radar',
    formData: { groupby: ['country'], metrics: ['count', 'total'] },
    build: radarQuery,
    props: radarProps,
    columns: ['country', 'count', 'total'],
    // Ordered by count, where US and FR tie.
    drawn: (option) =>
      (seriesData(option)[0] as { name: string; value: number[] }[])
        .map((d) => [d.name, d.value])
        .sort(),
    expected: [
      ['DE', [1, 5]],
      ['FR', [3, 45]],
      ['US', [3, 90]],
    ],
  },
  {
    vizType: 'treemap_v2',
    formData: { groupby: ['country', 'product'], metric: 'total' },
    build: treemapQuery,
    props: treemapProps,
    columns: ['country', 'product', 'total'],
    drawn: (option) =>
      (seriesData(option)[0] as { name: string; value: number }[]).map((d) => [d.name, d.value]),
    expected: [
      ['US', 90],
      ['FR', 45],
      ['DE', 5],
    ],
  },
  {
    vizType: 'sunburst_v2',
    formData: { columns: ['country', 'product'], metric: 'total', secondary_metric: 'count' },
    build: sunburstQuery,
    props: sunburstProps,
    columns: ['country', 'product', 'total', 'count'],
    drawn: (option) =>
      (seriesData(option)[0] as { name: string; value: number }[]).map((d) => [d.name, d.value]),
    expected: [
      ['US', 90],
      ['FR', 45],
      ['DE', 5],
    ],
  },
  {
    vizType: 'waterfall',
    formData: { x_axis: 'ds', time_grain_sqla: 'P1Y', metric: 'total', x_axis_time_format: '%Y' },
    build: waterfallQuery,
    props: waterfallProps,
    columns: ['ds', 'total'],
    drawn: (option) => (option as { xAxis: { data: string[] } }).xAxis.data,
    expected: ['2023', '2024', 'Total'],
  },
  {
    vizType: 'box_plot',
    formData: {
      columns: ['ds'],
      groupby: ['country'],
      metrics: ['total'],
      whiskerOptions: 'Min/max (no outliers)',
    },
    build: boxPlotQuery,
    props: boxPlotProps,
    columns: [
      'country',
      'total__min',
      'total__q1',
      'total__median',
      'total__q3',
      'total__max',
      'total__outliers',
    ],
    drawn: (option) => {
      const boxes = seriesData(option)[0] as { name: string; value: number[] }[];
      return boxes.map((d) => [d.name, d.value[0], d.value[4]]).sort();
    },
    expected: [
      ['DE', 5, 5],
      ['FR', 10, 20],
      ['US', 25, 35],
    ],
  },
];

const engine = CHART_ENGINES[0]!;

describe(`categorical chart queries on ${engine.name}`, () => {
  const t = withTestApp('sqlite');
  let admin: Record<string, string>;
  let sales: SalesDataset;

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    sales = await createSalesDataset(t, admin, engine);
  });
  afterAll(async () => {
    await sales?.drop();
  });

  it.each(CASES)('$vizType: the answer has what transformProps reads', async (c) => {
    const formData = {
      viz_type: c.vizType,
      datasource: `${sales.datasetId}__table`,
      ...c.formData,
    } as FormData;
    const context = c.build(formData);
    const { queries, ...rest } = context;
    const result = entries(
      await postChartData(t, admin, sales.datasetId, queries as Record<string, unknown>[], {
        form_data: rest.form_data,
        result_type: rest.result_type,
        result_format: rest.result_format,
      }),
    ) as unknown as ChartDataResponseEntry[];
    expect(result[0]?.colnames).toEqual(expect.arrayContaining(c.columns));
    const { option } = c.props({
      formData,
      queriesData: result,
      datasource: null,
      width: 800,
      height: 600,
    });
    expect(c.drawn(option)).toEqual(c.expected);
  });
});
