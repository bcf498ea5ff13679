// switchVizType against the real chart type panels of app/charts (round trips keep the query).
import { describe, expect, it } from 'vitest';
import { controlPanel as linePanel } from '@app/charts/echarts_timeseries_line/controlPanel';
import { controlPanel as piePanel } from '@app/charts/pie/controlPanel';
import { controlPanel as tablePanel } from '@app/charts/table/controlPanel';
import { applyVisibility } from './hiddenFields';
import { switchVizType } from './switchVizType';

const avgDelay = {
  expressionType: 'SIMPLE',
  aggregate: 'AVG',
  column: { column_name: 'delay' },
  label: 'AVG(delay)',
};
const filter = {
  expressionType: 'SIMPLE',
  subject: 'origin',
  operator: 'IN',
  comparator: ['SFO'],
  clause: 'WHERE',
};
const line = {
  viz_type: 'echarts_timeseries_line',
  datasource: '3__table',
  x_axis: 'date',
  time_grain_sqla: 'P1W',
  metrics: [avgDelay],
  groupby: ['origin'],
  adhoc_filters: [filter],
  row_limit: 1000,
};

describe('switchVizType on real panels', () => {
  it('line → pie keeps one metric, the dimension and the filters, and drops the x-axis', () => {
    const pie = switchVizType(line, 'pie', piePanel);
    expect(pie).toMatchObject({
      viz_type: 'pie',
      metric: avgDelay,
      groupby: ['origin'],
      adhoc_filters: [filter],
    });
    expect(pie.metrics).toBeUndefined();
    expect(pie.x_axis).toBeUndefined();
    const back = switchVizType(pie, 'echarts_timeseries_line', linePanel);
    expect(back).toMatchObject({
      metrics: [avgDelay],
      groupby: ['origin'],
      adhoc_filters: [filter],
    });
  });

  it('bar by its x-axis alone → pie: the x-axis becomes the dimension', () => {
    const bar = { ...line, viz_type: 'echarts_timeseries_bar', x_axis: 'origin', groupby: [] };
    const pie = switchVizType(bar, 'pie', piePanel);
    expect(pie).toMatchObject({ metric: avgDelay, groupby: ['origin'] });
    expect(pie.x_axis).toBeUndefined();
    // A chart type with an x-axis keeps it there, not in its dimensions.
    expect(switchVizType(bar, 'echarts_timeseries_line', linePanel)).toMatchObject({
      x_axis: 'origin',
      groupby: [],
    });
  });

  it('line → table: aggregate mode keeps metrics and groupby; raw columns are stashed until shown', () => {
    const table = switchVizType(line, 'table', tablePanel);
    expect(table).toMatchObject({
      query_mode: 'aggregate',
      metrics: [avgDelay],
      groupby: ['origin'],
      all_columns: ['origin'],
    });
    const visible = applyVisibility(tablePanel, table, {});
    expect(visible.formData.all_columns).toBeUndefined();
    expect(visible.hidden.all_columns).toEqual(['origin']);
    const raw = applyVisibility(
      tablePanel,
      { ...visible.formData, query_mode: 'raw' },
      visible.hidden,
    );
    expect(raw.formData.all_columns).toEqual(['origin']);
  });
});
