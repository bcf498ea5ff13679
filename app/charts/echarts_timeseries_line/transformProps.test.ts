import { describe, expect, it } from 'vitest';
import { BY_COUNTRY_MONTHLY, SALES_DATASOURCE } from '../shared/timeseries/recordedAnswers';
import type { ChartPropsInput, FormData } from '../types';
import { transformProps } from './transformProps';

type Series = Record<string, unknown> & { name: string };

const input = (extra: Partial<FormData> = {}): ChartPropsInput => ({
  formData: {
    viz_type: 'echarts_timeseries_line',
    datasource: '1__table',
    x_axis: 'ds',
    metrics: ['SUM(amount)'],
    groupby: ['country'],
    sort_series_type: 'name',
    sort_series_ascending: true,
    ...extra,
  },
  queriesData: [BY_COUNTRY_MONTHLY],
  datasource: SALES_DATASOURCE,
  width: 800,
  height: 400,
});

describe('echarts_timeseries_line transformProps', () => {
  it('draws one series per country of the recorded answer', () => {
    const { option, crossFilter } = transformProps(input());
    const series = option.series as Series[];
    expect(series.map((s) => s.name)).toEqual(['DE', 'FR', 'US']);
    expect(series[0]).toMatchObject({
      type: 'line',
      smooth: false,
      step: false,
      areaStyle: undefined,
    });
    expect(crossFilter?.groupby).toEqual(['country']);
  });
});
