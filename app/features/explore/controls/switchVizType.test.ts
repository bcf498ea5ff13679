import { describe, expect, it } from 'vitest';
import type { ControlPanelConfig } from '@app/charts/types';
import { switchVizType } from './switchVizType';
import { singleMetricPanel, testPanel } from './testPanel';

const sum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'delay' },
  label: 'SUM(delay)',
};
const filter = {
  expressionType: 'SIMPLE',
  subject: 'origin',
  operator: 'IN',
  comparator: ['SFO'],
  clause: 'WHERE',
};

const tablePanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      rows: [
        [{ name: 'all_columns', type: 'GroupByControl', label: 'Columns', multi: true }],
        [{ name: 'columns', type: 'GroupByControl', label: 'Columns', multi: true }],
        [{ name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true, default: [] }],
      ],
    },
  ],
};

describe('switchVizType', () => {
  it('turns metrics into one metric, keeps filters and time, drops unknown controls, fills defaults', () => {
    const next = switchVizType(
      {
        viz_type: 'bar',
        datasource: '7__table',
        metrics: [sum, 'count'],
        groupby: ['origin'],
        x_axis: 'ds',
        adhoc_filters: [filter],
        time_range: 'Last week',
        show_legend: false,
      },
      'big_number',
      singleMetricPanel,
    );
    expect(next).toEqual({
      viz_type: 'big_number',
      datasource: '7__table',
      metric: sum,
      granularity_sqla: 'ds',
      adhoc_filters: [filter],
      time_range: 'Last week',
      subheader: '',
      header_font_size: 0.4,
    });
  });

  it('turns one metric back into metrics and the time column into the x-axis', () => {
    const next = switchVizType(
      { viz_type: 'big_number', datasource: '7__table', metric: 'count', granularity_sqla: 'ds' },
      'bar',
      testPanel,
    );
    expect(next).toMatchObject({
      viz_type: 'bar',
      metrics: ['count'],
      x_axis: 'ds',
      groupby: [],
      row_limit: 10000,
    });
  });

  it('carries dimensions between groupby, columns and all_columns', () => {
    const next = switchVizType(
      { viz_type: 'bar', datasource: '7__table', groupby: ['origin', 'ds'], metrics: ['count'] },
      'table',
      tablePanel,
    );
    expect(next.all_columns).toEqual(['origin', 'ds']);
    expect(next.columns).toEqual(['origin', 'ds']);
    expect(next.metrics).toEqual(['count']);
    const back = switchVizType(
      { viz_type: 'table', datasource: '7__table', columns: ['origin'] },
      'bar',
      testPanel,
    );
    expect(back.groupby).toEqual(['origin']);
  });
});
