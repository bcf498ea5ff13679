import { describe, expect, it } from 'vitest';
import {
  BY_COUNTRY_MONTHLY,
  SALES_DATASOURCE,
  TOTAL_WITH_SHIFT,
} from '../shared/timeseries/recordedAnswers';
import type { ChartPropsInput } from '../types';
import { transformProps } from './transformProps';

type Series = Record<string, unknown> & { name: string };
type Axis = { position: string; type: string; axisLabel: { formatter: (v: number) => string } };

const input: ChartPropsInput = {
  formData: {
    viz_type: 'mixed_timeseries',
    datasource: '1__table',
    x_axis: 'ds',
    metrics: ['SUM(amount)'],
    groupby: ['country'],
    metrics_b: ['total'],
    groupby_b: [],
    seriesType: 'bar',
    stack: true,
    seriesTypeB: 'line',
    yAxisIndexB: 1,
    y_axis_format: ',d',
    y_axis_format_secondary: '.1%',
    logAxisSecondary: true,
    show_query_identifiers: true,
    sort_series_type: 'name',
    sort_series_ascending: true,
  },
  queriesData: [BY_COUNTRY_MONTHLY, { ...TOTAL_WITH_SHIFT, colnames: ['ds', 'total'] }],
  datasource: SALES_DATASOURCE,
  width: 800,
  height: 400,
};

describe('mixed_timeseries transformProps', () => {
  it('puts query A’s bars on the primary axis and query B’s line on the secondary one', () => {
    const { option } = transformProps(input);
    const series = option.series as Series[];
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['DE (Query A)', 'bar', 0],
      ['FR (Query A)', 'bar', 0],
      ['US (Query A)', 'bar', 0],
      ['total (Query B)', 'line', 1],
    ]);
    expect(series.slice(0, 3).every((s) => s.stack === 'stack')).toBe(true);
    expect(series[3]?.stack).toBeUndefined();
    const [primary, secondary] = option.yAxis as Axis[];
    expect(primary?.position).toBe('left');
    expect(secondary).toMatchObject({ position: 'right', type: 'log' });
    expect(primary?.axisLabel.formatter(1234)).toBe('1,234');
    expect(secondary?.axisLabel.formatter(0.5)).toBe('50.0%');
    // The tooltip formats each query's values with its own axis format.
    const tooltip = option.tooltip as { formatter: (params: unknown[]) => string };
    const text = tooltip.formatter([
      { seriesName: 'FR (Query A)', value: [Date.UTC(2024, 1, 1), 1200], marker: '' },
      { seriesName: 'total (Query B)', value: [Date.UTC(2024, 1, 1), 0.25], marker: '' },
    ]);
    expect(text).toBe(
      '<b>Feb</b><br/>FR (Query A): <b>1,200</b><br/>total (Query B): <b>25.0%</b>',
    );
  });
});
