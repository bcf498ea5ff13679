import { describe, expect, it } from 'vitest';
import { controlDefault, defaultFormData } from './controlDefaults';
import { singleMetricPanel, testDatasource, testPanel } from './testPanel';

describe('defaultFormData', () => {
  it('fills defaults, the main time column as x-axis and "No filter"', () => {
    expect(defaultFormData(testPanel, testDatasource, 'bar')).toEqual({
      viz_type: 'bar',
      datasource: '7__table',
      x_axis: 'ds',
      metrics: [],
      groupby: [],
      adhoc_filters: [],
      row_limit: 10000,
      show_legend: true,
      legendOrientation: 'top',
      time_range: 'No filter',
    });
  });

  it('sets granularity_sqla to the first temporal column without main_dttm_col and applies overrides', () => {
    const form = defaultFormData(singleMetricPanel, { ...testDatasource, main_dttm_col: null });
    expect(form).toMatchObject({
      viz_type: 'table',
      granularity_sqla: 'ds',
      header_font_size: 0.4,
    });
  });

  it('copies default objects so forms do not share them', () => {
    const control = { name: 'metrics', type: 'MetricsControl' as const, label: 'M', default: [] };
    const first = controlDefault(control, null) as unknown[];
    first.push('x');
    expect(control.default).toEqual([]);
  });
});
