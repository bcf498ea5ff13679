// Every categorical example chart (common/examples/categoricalExampleCharts, which the server
// creates on first start) goes through its chart type's own buildQuery and names only columns of
// its example table.
import { describe, expect, it } from 'vitest';
import type { QueryColumn, QueryMetric, RawQueryObject } from '@common/api/chartData';
import { CATEGORICAL_EXAMPLE_CHARTS } from '@common/examples/categoricalExampleCharts';
import { buildQuery as boxPlot } from '../../box_plot/buildQuery';
import { buildQuery as funnel } from '../../funnel/buildQuery';
import { buildQuery as gauge } from '../../gauge_chart/buildQuery';
import { buildQuery as pie } from '../../pie/buildQuery';
import { buildQuery as radar } from '../../radar/buildQuery';
import { buildQuery as sunburst } from '../../sunburst_v2/buildQuery';
import { buildQuery as treemap } from '../../treemap_v2/buildQuery';
import type { ChartQueryContext, FormData } from '../../types';
import { buildQuery as waterfall } from '../../waterfall/buildQuery';
import { EXAMPLE_TABLE_COLUMNS } from '../testing/exampleTableColumns';

const BUILDERS: Record<string, (formData: FormData) => ChartQueryContext> = {
  pie,
  funnel,
  gauge_chart: gauge,
  radar,
  treemap_v2: treemap,
  sunburst_v2: sunburst,
  waterfall,
  box_plot: boxPlot,
};

/**
 * The example tables' columns (snake_case names of the vega-datasets files, as
 * server/examples/exampleTables.ts loads them); an unknown table fails below, and the server's
 * registerExampleCharts integration test creates every example over the real tables.
 */
const columnNames = (column: QueryColumn) =>
  typeof column === 'string' ? [column] : [column.sqlExpression];
const metricColumns = (metric: QueryMetric) =>
  typeof metric !== 'string' && metric.expressionType === 'SIMPLE'
    ? [metric.column.column_name]
    : [];

/** Dataset columns a query object names (SQL expressions other than plain columns are not checked). */
function namedColumns(query: RawQueryObject): string[] {
  return [
    ...(query.columns ?? []).flatMap(columnNames),
    ...(query.metrics ?? []).flatMap(metricColumns),
    ...(query.filters ?? []).flatMap((filter) => columnNames(filter.col)),
  ];
}

describe('categorical example charts', () => {
  it('has two examples of each categorical chart type', () => {
    const counts = new Map<string, number>();
    for (const example of CATEGORICAL_EXAMPLE_CHARTS)
      counts.set(example.viz_type, (counts.get(example.viz_type) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(Object.keys(BUILDERS).map((key) => [key, 2])),
    );
  });

  it.each(CATEGORICAL_EXAMPLE_CHARTS.map((example) => [example.slice_name, example] as const))(
    '%s: builds a query over columns of its table',
    (_name, example) => {
      const known = EXAMPLE_TABLE_COLUMNS[example.table];
      expect(known, `known columns of ${example.table}`).toBeDefined();
      if (example.mainDttmCol) expect(known).toContain(example.mainDttmCol);
      const build = BUILDERS[example.viz_type];
      expect(build, example.viz_type).toBeDefined();
      const context = build!({
        ...example.params,
        viz_type: example.viz_type,
        datasource: '1__table',
      });
      const [query] = context.queries;
      expect(query?.metrics?.length).toBeGreaterThan(0);
      for (const column of namedColumns(query!)) expect(known).toContain(column);
    },
  );
});
