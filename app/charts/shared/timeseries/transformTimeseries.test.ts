import { describe, expect, it } from 'vitest';
import type { ChartPropsInput, FormData } from '../../types';
import {
  BY_COUNTRY_MONTHLY,
  COUNT_BY_PRODUCT,
  SALES_DATASOURCE,
  TOTAL_WITH_SHIFT,
} from './recordedAnswers';
import { transformTimeseries } from './transformTimeseries';

type Series = Record<string, unknown> & { name: string; data: unknown[] };
type Axis = Record<string, unknown> & { axisLabel: { formatter: (v: number) => string } };

const formData: FormData = {
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  x_axis: 'ds',
  metrics: ['SUM(amount)'],
  groupby: ['country'],
};

const input = (
  extra: Partial<FormData> = {},
  more: Partial<ChartPropsInput> = {},
): ChartPropsInput => ({
  formData: { ...formData, ...extra },
  queriesData: [BY_COUNTRY_MONTHLY],
  datasource: SALES_DATASOURCE,
  width: 800,
  height: 400,
  ...more,
});

const seriesOf = (option: Record<string, unknown>) => option.series as Series[];

describe('transformTimeseries', () => {
  it('makes one line series per pivoted column, named without the lone metric, on a time axis', () => {
    const { option } = transformTimeseries(
      input({ sort_series_type: 'name', sort_series_ascending: true }),
      { seriesType: 'line' },
    );
    const series = seriesOf(option);
    expect(series.map((s) => s.name)).toEqual(['DE', 'FR', 'US']);
    expect(series.every((s) => s.type === 'line' && s.smooth === false && s.step === false)).toBe(
      true,
    );
    expect(series[0]?.data).toEqual([
      [Date.UTC(2024, 0, 1), null],
      [Date.UTC(2024, 1, 1), 3],
      [Date.UTC(2024, 2, 1), 5],
    ]);
    expect((option.xAxis as Axis).type).toBe('time');
    // SMART_DATE: months as short names; SMART_NUMBER on the y-axis.
    expect((option.xAxis as Axis).axisLabel.formatter(Date.UTC(2024, 1, 1))).toBe('Feb');
    expect((option.yAxis as Axis).axisLabel.formatter(12500)).toBe('12.5k');
  });

  it('keeps the metric in names when truncate_metric is off, and sorts series by sum', () => {
    const { option } = transformTimeseries(
      input({ truncate_metric: false, sort_series_type: 'sum' }),
      { seriesType: 'line' },
    );
    expect(seriesOf(option).map((s) => s.name)).toEqual([
      'SUM(amount), US',
      'SUM(amount), FR',
      'SUM(amount), DE',
    ]);
  });

  it('gives colours from the scheme and keeps forced label colours', () => {
    const { option } = transformTimeseries(
      input({ color_scheme: 'bnbColors', sort_series_type: 'name', sort_series_ascending: true }),
      { seriesType: 'line' },
    );
    const colors = seriesOf(option).map((s) => (s.itemStyle as { color: string }).color);
    expect(new Set(colors).size).toBe(3);
    const forced = transformTimeseries(input({}, { labelColors: { FR: '#123456' } }), {
      seriesType: 'line',
    });
    const fr = seriesOf(forced.option).find((s) => s.name === 'FR');
    expect((fr?.itemStyle as { color: string }).color).toBe('#123456');
  });

  it('stacks bars with only the total labelled, and swaps axes when horizontal', () => {
    const { option } = transformTimeseries(
      input({
        stack: 'Stack',
        show_value: true,
        orientation: 'horizontal',
        sort_series_type: 'name',
        sort_series_ascending: true,
      }),
      { seriesType: 'bar' },
    );
    const series = seriesOf(option);
    expect(series.every((s) => s.type === 'bar' && s.stack === 'stack')).toBe(true);
    expect((option.xAxis as Axis).type).toBe('value');
    expect((option.yAxis as Axis).type).toBe('time');
    expect(series[0]?.data[1]).toEqual([3, Date.UTC(2024, 1, 1)]);
    const label = (s: Series | undefined) =>
      (s?.label as { formatter: (p: { value: unknown; dataIndex: number }) => string }).formatter;
    expect(label(series[0])({ value: [3, 0], dataIndex: 1 })).toBe('');
    expect(label(series[2])({ value: [25, 0], dataIndex: 1 })).toBe('48');
  });

  it('draws step, smooth, scatter and area series from the series type and controls', () => {
    const step = seriesOf(transformTimeseries(input(), { seriesType: 'middle' }).option);
    expect(step[0]?.step).toBe('middle');
    const smooth = seriesOf(
      transformTimeseries(input({ area: true, opacity: 0.5 }), { seriesType: 'smooth' }).option,
    );
    expect(smooth[0]).toMatchObject({ smooth: true, areaStyle: { opacity: 0.5 } });
    const scatter = seriesOf(
      transformTimeseries(input({ markerSize: 9 }), { seriesType: 'scatter' }).option,
    );
    expect(scatter[0]).toMatchObject({ type: 'scatter', symbolSize: 9 });
    const generic = seriesOf(
      transformTimeseries(input({ seriesType: 'bar' }), { seriesType: 'line' }).option,
    );
    expect(generic[0]?.type).toBe('bar');
  });

  it('centres a stream stack on a hidden baseline series', () => {
    const series = seriesOf(
      transformTimeseries(input({ stack: 'Stream' }), { seriesType: 'line' }).option,
    );
    expect(series[0]).toMatchObject({ id: 'stream-baseline', stackStrategy: 'all' });
    expect(series[1]).toMatchObject({ stack: 'stack', stackStrategy: 'all' });
    expect(series[0]?.data).toEqual([
      [Date.UTC(2024, 0, 1), -13.5],
      [Date.UTC(2024, 1, 1), -24],
      [Date.UTC(2024, 2, 1), -25],
    ]);
  });

  it('formats axes from form data: log axis, bounds, rotation, titles, zoom, legend', () => {
    const { option } = transformTimeseries(
      input({
        y_axis_format: '.1%',
        logAxis: true,
        truncateYAxis: true,
        y_axis_bounds: [1, null],
        xAxisLabelRotation: 45,
        x_axis_title: 'Month',
        x_axis_title_margin: 50,
        zoomable: true,
        legendType: 'plain',
        legendOrientation: 'right',
        x_axis_time_format: '%Y-%m',
      }),
      { seriesType: 'line' },
    );
    const y = option.yAxis as Axis;
    expect(y).toMatchObject({ type: 'log', min: 1, max: undefined, scale: true });
    expect(y.axisLabel.formatter(0.25)).toBe('25.0%');
    const x = option.xAxis as Axis;
    expect(x).toMatchObject({ name: 'Month', nameGap: 50, axisLabel: { rotate: 45 } });
    expect(x.axisLabel.formatter(Date.UTC(2024, 2, 1))).toBe('2024-03');
    expect(option.dataZoom).toHaveLength(2);
    expect(option.legend).toMatchObject({ type: 'plain', orient: 'vertical', right: 0 });
  });

  it('shows time-shifted series dashed, named by the shift', () => {
    const { option } = transformTimeseries(
      input(
        { metrics: ['total'], groupby: [], time_compare: ['1 year ago'] },
        { queriesData: [TOTAL_WITH_SHIFT] },
      ),
      { seriesType: 'line' },
    );
    const series = seriesOf(option);
    expect(series.map((s) => s.name)).toEqual(['total', 'total, 1 year ago']);
    expect((series[1]?.lineStyle as { type: string }).type).toBe('dashed');
  });

  it('uses a category axis for a text x-axis and cross-filters on it without groupby', () => {
    const result = transformTimeseries(
      input(
        { x_axis: 'product', metrics: ['COUNT(*)'], groupby: [] },
        { queriesData: [COUNT_BY_PRODUCT] },
      ),
      { seriesType: 'bar' },
    );
    expect((result.option.xAxis as Axis).type).toBe('category');
    expect(seriesOf(result.option)[0]?.data).toEqual([
      ['apple', 4],
      ['pear', 2],
      ['plum', 1],
    ]);
    expect(result.crossFilter).toMatchObject({ groupby: [], xAxis: 'product' });
    const horizontal = transformTimeseries(
      input(
        { x_axis: 'product', metrics: ['COUNT(*)'], groupby: [], orientation: 'horizontal' },
        { queriesData: [COUNT_BY_PRODUCT] },
      ),
      { seriesType: 'bar' },
    );
    expect(horizontal.crossFilter?.xIndex).toBe(1);
    expect((horizontal.option.yAxis as Axis).type).toBe('category');
    // The value axis runs along the bottom: its labels drop out rather than collide.
    expect(horizontal.option.xAxis).toMatchObject({ axisLabel: { hideOverlap: true } });
  });

  it('turns off symbols and animation for large data', () => {
    const rows = Array.from({ length: 6000 }, (_, i) => ({ ds: i * 60_000, total: i % 97 }));
    const big = { ...TOTAL_WITH_SHIFT, colnames: ['ds', 'total'], data: rows };
    const { option } = transformTimeseries(
      input({ metrics: ['total'], groupby: [], markerEnabled: true }, { queriesData: [big] }),
      { seriesType: 'line' },
    );
    expect(option.animation).toBe(false);
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ showSymbol: false, sampling: 'lttb', dimensions: ['x', 'y'] });
    // Flat [x0, y0, x1, y1 …]: no array per point.
    expect(series?.data).toBeInstanceOf(Float64Array);
    expect(Array.from((series?.data as unknown as Float64Array).subarray(0, 4))).toEqual([
      0, 0, 60_000, 1,
    ]);
  });

  it('dims series outside the cross-filter selection', () => {
    const { option, crossFilter } = transformTimeseries(
      input({}, { filterState: { value: ['FR'], selectedValues: ['FR'] } }),
      { seriesType: 'line' },
    );
    expect(crossFilter?.seriesValues.FR).toEqual(['FR']);
    const opacity = Object.fromEntries(
      seriesOf(option).map((s) => [s.name, (s.itemStyle as { opacity: number }).opacity]),
    );
    expect(opacity).toEqual({ DE: 0.3, FR: 1, US: 0.3 });
  });
});
