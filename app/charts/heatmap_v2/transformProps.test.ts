import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '../shared/flow/recordedAnswer';
import type { ChartPropsInput, FormData } from '../types';
import { transformProps } from './transformProps';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);
// x temporal (2), y text (1), metric and rank numeric (0).
const answer = recordedAnswer(
  [
    { month: FEB, weather: 'sun', count: 12, rank: 1 },
    { month: JAN, weather: 'rain', count: 20, rank: 0.75 },
    { month: JAN, weather: 'sun', count: 4, rank: 0.25 },
    { month: FEB, weather: 'rain', count: 8, rank: 0.5 },
  ],
  [2, 1, 0, 0],
);

const base: FormData = {
  viz_type: 'heatmap_v2',
  datasource: '2__table',
  x_axis: 'month',
  groupby: ['weather'],
  metric: 'count',
  x_axis_time_format: '%Y-%m',
  y_axis_format: ',d',
};

const run = (formData: Partial<FormData>) => {
  const input: ChartPropsInput = {
    formData: { ...base, ...formData },
    queriesData: [answer],
    datasource: null,
    width: 800,
    height: 400,
  };
  return transformProps(input).option as {
    xAxis: { data: string[] };
    yAxis: { data: string[] };
    visualMap: {
      min: number;
      max: number;
      dimension: number;
      show: boolean;
      formatter: (v: number) => string;
    };
    series: { data: [number, number, number, number][]; label: { show: boolean } }[];
  };
};

describe('heatmap_v2 transformProps', () => {
  it('formats temporal x categories and sorts both axes', () => {
    const option = run({ sort_x_axis: 'alpha_asc', sort_y_axis: 'value_desc' });
    expect(option.xAxis.data).toEqual(['2024-01', '2024-02']);
    expect(option.yAxis.data).toEqual(['rain', 'sun']);
    expect(run({ sort_x_axis: 'alpha_desc' }).xAxis.data).toEqual(['2024-02', '2024-01']);
  });

  it('places cells by category index with value and rank', () => {
    const option = run({ sort_y_axis: 'alpha_asc' });
    expect(option.series[0]?.data).toContainEqual([1, 1, 12, 1]);
    expect(option.series[0]?.data).toContainEqual([0, 0, 20, 0.75]);
  });

  it('colours by value over the data extent or the value bounds', () => {
    expect(run({}).visualMap).toMatchObject({ min: 4, max: 20, dimension: 2, show: true });
    expect(run({ value_bounds: [0, null] }).visualMap).toMatchObject({ min: 0, max: 20 });
    expect(run({}).visualMap.formatter(1234)).toBe('1,234');
  });

  it('colours by rank from 0 to 100% when normalising across an axis', () => {
    const visualMap = run({ normalize_across: 'x', show_legend: false }).visualMap;
    expect(visualMap).toMatchObject({ min: 0, max: 1, dimension: 3, show: false });
    expect(visualMap.formatter(0.5)).toBe('50.00%');
  });
});
