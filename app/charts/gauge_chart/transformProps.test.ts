import { describe, expect, it } from 'vitest';
import { categoricalColors } from '../shared/colorSchemes';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { intervalBands, transformProps } from './transformProps';

interface Gauge {
  min: number;
  max: number;
  startAngle: number;
  endAngle: number;
  axisLine: { lineStyle: { width: number; color: [number, string][] } };
  axisLabel: { distance: number; formatter: (value: unknown) => string };
  splitLine: { distance: number; length: number };
  pointer: { show: boolean };
  data: { name: string; value: number; itemStyle: { color: string } }[];
}
const gaugeOf = (option: unknown) => (option as { series: Gauge[] }).series[0]!;

describe('gauge transformProps', () => {
  it('draws one needle with the formatted value and unit, the axis from 0 to the value', () => {
    const answer = recordedAnswer(['AVG(delay)'], [0], [{ 'AVG(delay)': 12.345 }]);
    const gauge = gaugeOf(
      transformProps(
        propsInput(
          {
            viz_type: 'gauge_chart',
            datasource: '1__table',
            metric: {
              expressionType: 'SIMPLE',
              aggregate: 'AVG',
              column: { column_name: 'delay' },
            },
            number_format: '.1f',
            value_formatter: ' min',
          },
          answer,
        ),
      ).option,
    );
    expect(gauge.data.map((d) => d.value)).toEqual([12.345]);
    expect(gauge.axisLabel.formatter(12.345)).toBe('12.3 min');
    expect([gauge.min, gauge.max, gauge.startAngle, gauge.endAngle]).toEqual([0, 12.345, 225, -45]);
    expect(gauge.pointer.show).toBe(true);
    // ECharts draws a label at radius - splitLine.length - (axisLabel.distance +
    // splitLine.distance) from the centre: that is inside the arc (radius - arc width), with a gap.
    const inset = gauge.splitLine.length + gauge.axisLabel.distance + gauge.splitLine.distance;
    expect(inset).toBeGreaterThan(gauge.axisLine.lineStyle.width);
    expect(inset).toBeLessThanOrEqual(gauge.axisLine.lineStyle.width + 12);
  });

  it('uses min/max and colours the interval bands from the scheme', () => {
    const answer = recordedAnswer(
      ['origin', 'count'],
      [1, 0],
      [
        { origin: 'SEA', count: 40 },
        { origin: 'SFO', count: 70 },
      ],
    );
    const gauge = gaugeOf(
      transformProps(
        propsInput(
          {
            viz_type: 'gauge_chart',
            datasource: '1__table',
            groupby: ['origin'],
            metric: 'count',
            min_val: 0,
            max_val: 100,
            intervals: '50,80,100',
            interval_color_indices: '1,2,3',
            show_pointer: false,
          },
          answer,
        ),
      ).option,
    );
    const colors = categoricalColors('supersetColors');
    expect(gauge.axisLine.lineStyle.color).toEqual([
      [0.5, colors[0]],
      [0.8, colors[1]],
      [1, colors[2]],
    ]);
    expect(gauge.data.map((d) => d.name)).toEqual(['SEA', 'SFO']);
    expect(gauge.data[0]?.itemStyle.color).not.toBe(gauge.data[1]?.itemStyle.color);
    expect(gauge.pointer.show).toBe(false);
  });

  it('ignores intervals whose colours do not match in number, and pads a short range', () => {
    expect(intervalBands('1,2', '1', 0, 4, ['#a', '#b'])).toEqual([]);
    expect(intervalBands('2', '2', 0, 4, ['#a', '#b'])).toEqual([
      [0.5, '#b'],
      [1, '#E6EBF8'],
    ]);
  });
});
