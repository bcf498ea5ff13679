import type { RawQueryObject } from '@common/api/chartData';
import { chartDataRequest } from '@common/api/chartDataRequest';
import { TABLE_LIKE_EXAMPLE_CHARTS } from '@common/examples/tableLikeExampleCharts';
import { describe, expect, it } from 'vitest';
import { buildQuery as bigNumber } from '../../big_number/buildQuery';
import { buildQuery as bigNumberTotal } from '../../big_number_total/buildQuery';
import { buildQuery as pivotTable } from '../../pivot_table_v2/buildQuery';
import { buildQuery as table } from '../../table/buildQuery';
import type { ChartQueryContext, FormData } from '../../types';
import { EXAMPLE_TABLE_COLUMNS } from '../testing/exampleTableColumns';

const BUILDERS: Record<string, (formData: FormData) => ChartQueryContext> = {
  table,
  pivot_table_v2: pivotTable,
  big_number_total: bigNumberTotal,
  big_number: bigNumber,
};

/** Every dataset column a query object names. */
function namedColumns(query: RawQueryObject): string[] {
  const names: string[] = [];
  for (const column of query.columns ?? []) {
    names.push(typeof column === 'string' ? column : column.sqlExpression);
  }
  for (const metric of query.metrics ?? []) {
    if (typeof metric !== 'string' && metric.expressionType === 'SIMPLE') {
      names.push(metric.column.column_name);
    }
  }
  for (const filter of query.filters ?? []) {
    if (typeof filter.col === 'string') names.push(filter.col);
  }
  for (const [entry] of query.orderby ?? []) if (typeof entry === 'string') names.push(entry);
  return names;
}

describe('table-like example charts', () => {
  it('covers every table-like chart type at least twice', () => {
    for (const vizType of Object.keys(BUILDERS)) {
      expect(
        TABLE_LIKE_EXAMPLE_CHARTS.filter((chart) => chart.viz_type === vizType).length,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(TABLE_LIKE_EXAMPLE_CHARTS.map((chart) => [chart.slice_name, chart] as const))(
    '%s builds a valid query over its table’s columns',
    (_, chart) => {
      const build = BUILDERS[chart.viz_type];
      expect(build).toBeDefined();
      const context = build!({ ...chart.params, viz_type: chart.viz_type, datasource: '1__table' });
      expect(() => chartDataRequest.parse(context)).not.toThrow();
      const known = EXAMPLE_TABLE_COLUMNS[chart.table] ?? [];
      expect(known.length).toBeGreaterThan(0);
      for (const query of context.queries) {
        for (const name of namedColumns(query)) expect(known).toContain(name);
      }
      if (chart.mainDttmCol) expect(known).toContain(chart.mainDttmCol);
    },
  );
});
