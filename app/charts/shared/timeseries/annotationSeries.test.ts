import { describe, expect, it } from 'vitest';
import type { AnnotationLayerConfig, AnnotationState, ChartPropsInput } from '../../types';
import { annotationSeries, lineType } from './annotationSeries';
import { SALES_DATASOURCE, TOTAL_WITH_SHIFT } from './recordedAnswers';
import { transformTimeseries } from './transformTimeseries';

const layer = (extra: Partial<AnnotationLayerConfig>): AnnotationLayerConfig => ({
  name: 'layer',
  annotationType: 'FORMULA',
  sourceType: '',
  value: '',
  show: true,
  ...extra,
});

const day = (d: number) => Date.UTC(2024, 0, d);
const state: AnnotationState = {
  data: {
    Releases: {
      kind: 'records',
      records: [
        {
          start_dttm: day(5),
          end_dttm: day(5),
          short_descr: 'v1.0',
          long_descr: 'First release',
          json_metadata: '',
        },
      ],
    },
    Outages: {
      kind: 'records',
      records: [
        {
          start_dttm: day(2),
          end_dttm: day(4),
          short_descr: 'Outage',
          long_descr: '',
          json_metadata: '',
        },
      ],
    },
    Forecast: {
      kind: 'series',
      series: [
        {
          key: 'forecast',
          values: [
            { x: day(1), y: 3 },
            { x: day(2), y: 4 },
          ],
        },
      ],
    },
  },
  errors: {},
};
const context = { xValues: [day(1), day(2), day(3)], numericX: true };

describe('annotationSeries', () => {
  it('draws a formula as a line over the data x values, styled by the layer', () => {
    const [series] = annotationSeries(
      [
        layer({
          name: 'Target',
          value: 'y = x / 86400000 % 7',
          style: 'dashed',
          width: 3,
          color: '#ff0000',
          opacity: 'opacityMedium',
          showMarkers: true,
        }),
      ],
      undefined,
      context,
    );
    expect(series).toMatchObject({
      type: 'line',
      name: 'Target',
      showSymbol: true,
      lineStyle: { type: 'dashed', width: 3, color: '#ff0000', opacity: 0.5 },
    });
    expect((series?.data as number[][]).map(([, y]) => y)).toEqual([
      (day(1) / 86400000) % 7,
      (day(2) / 86400000) % 7,
      (day(3) / 86400000) % 7,
    ]);
  });

  it('draws nothing for an unsafe or broken formula, hidden layers and category axes', () => {
    expect(annotationSeries([layer({ value: 'alert(1)' })], undefined, context)).toEqual([]);
    expect(annotationSeries([layer({ value: 'x', show: false })], undefined, context)).toEqual([]);
    expect(
      annotationSeries([layer({ value: 'x' })], undefined, { xValues: ['a'], numericX: false }),
    ).toEqual([]);
  });

  it('marks events with a labelled line at each start, intervals with an area', () => {
    const [events, intervals] = annotationSeries(
      [
        layer({
          name: 'Releases',
          annotationType: 'EVENT',
          sourceType: 'NATIVE',
          value: 1,
          showLabel: true,
          style: 'dotted',
        }),
        layer({
          name: 'Outages',
          annotationType: 'INTERVAL',
          sourceType: 'NATIVE',
          value: 2,
          color: '#00ff00',
          opacity: 'opacityHigh',
        }),
      ],
      state,
      context,
    );
    expect(events?.markLine).toMatchObject({
      label: { show: true },
      lineStyle: { type: 'dotted' },
      data: [{ name: 'v1.0', xAxis: day(5), tooltip: { formatter: 'First release' } }],
    });
    expect(intervals?.markArea).toMatchObject({
      itemStyle: { color: '#00ff00', opacity: 0.8 },
      data: [[{ name: 'Outage', xAxis: day(2) }, { xAxis: day(4) }]],
    });
  });

  it('draws a time series layer per series, and hides the line when asked', () => {
    const [series] = annotationSeries(
      [
        layer({
          name: 'Forecast',
          annotationType: 'TIME_SERIES',
          sourceType: 'line',
          value: 9,
          hideLine: true,
        }),
      ],
      state,
      context,
    );
    expect(series).toMatchObject({
      name: 'Forecast: forecast',
      data: [
        [day(1), 3],
        [day(2), 4],
      ],
      lineStyle: { width: 0, opacity: 0 },
    });
    expect(lineType('longDashed')).toEqual([10, 6]);
  });

  it('adds the layers after the chart’s own series in transformProps', () => {
    const input: ChartPropsInput = {
      formData: {
        viz_type: 'echarts_timeseries_line',
        datasource: '1__table',
        x_axis: 'ds',
        metrics: ['total'],
        annotation_layers: [layer({ name: 'Double', value: '2' })],
      },
      queriesData: [{ ...TOTAL_WITH_SHIFT, colnames: ['ds', 'total'] }],
      datasource: SALES_DATASOURCE,
      width: 600,
      height: 300,
    };
    const series = transformTimeseries(input, { seriesType: 'line' }).option.series as {
      name: string;
      data: unknown[];
    }[];
    expect(series.map((s) => s.name)).toEqual(['total', 'Double']);
    expect(series[1]?.data).toHaveLength(3);
  });
});
