import { describe, expect, it } from 'vitest';
import { propsInput } from '../shared/flow/recordedAnswer';
import { bubbleSize, MINIMUM_BUBBLE_SIZE, transformProps } from './transformProps';

const formData = {
  viz_type: 'bubble_v2',
  datasource: '4__table',
  entity: 'country',
  series: 'cluster',
  x: 'fertility',
  y: 'life_expect',
  size: 'pop',
  max_bubble_size: '25',
  xAxisFormat: '.1f',
  logYAxis: true,
  x_axis_bounds: [0, null],
  x_axis_label: 'Fertility',
  opacity: 0.8,
};

const ROWS = [
  { country: 'India', cluster: 'Asia', fertility: 2.7, life_expect: 64.7, pop: 1_080_000_000 },
  { country: 'Japan', cluster: 'Asia', fertility: 1.3, life_expect: 82.6, pop: 127_000_000 },
  { country: 'Chad', cluster: 'Africa', fertility: 6.5, life_expect: 50.7, pop: 9_800_000 },
];

type Bubble = [number, number, number, string, string];
type Option = {
  legend: { data: string[] };
  xAxis: {
    type: string;
    min?: number;
    max?: number;
    name: string;
    axisLabel: { formatter: (v: number) => string };
  };
  yAxis: { type: string };
  series: {
    name: string;
    data: Bubble[];
    symbolSize: (v: Bubble) => number;
    itemStyle: { opacity: number };
  }[];
};

describe('bubble_v2 transformProps', () => {
  const option = transformProps(propsInput(formData, ROWS)).option as Option;

  it('makes one scatter series per series value with [x, y, size, entity, series]', () => {
    expect(option.series.map((s) => s.name)).toEqual(['Asia', 'Africa']);
    expect(option.legend.data).toEqual(['Asia', 'Africa']);
    expect(option.series[0]?.data[1]).toEqual([1.3, 82.6, 127_000_000, 'Japan', 'Asia']);
    expect(option.series[0]?.itemStyle.opacity).toBe(0.8);
  });

  it('scales bubbles from the minimum size to twice max_bubble_size', () => {
    const [asia, africa] = option.series;
    expect(asia?.symbolSize(asia.data[0]!)).toBe(55);
    expect(africa?.symbolSize(africa.data[0]!)).toBe(MINIMUM_BUBBLE_SIZE);
    expect(bubbleSize(3, 3, 3, 25)).toBe(MINIMUM_BUBBLE_SIZE);
  });

  it('applies axis bounds, log scale, titles and formats', () => {
    expect(option.xAxis).toMatchObject({ type: 'value', min: 0, name: 'Fertility' });
    expect(option.xAxis.max).toBeUndefined();
    expect(option.yAxis.type).toBe('log');
    expect(option.xAxis.axisLabel.formatter(2.66)).toBe('2.7');
  });
});
