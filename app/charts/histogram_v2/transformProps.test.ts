import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '../shared/flow/recordedAnswer';
import type { FormData } from '../types';
import { binEdges, transformProps } from './transformProps';

// The server's histogram answer: group column, then one count column per bin.
const grouped = recordedAnswer(
  [
    { origin: 'SFO', '-10.0 - 20.0': 5, '20.0 - 50.0': 3, '50.0 - 80.0': 1 },
    { origin: 'LAX', '-10.0 - 20.0': 7, '20.0 - 50.0': 0, '50.0 - 80.0': 2 },
  ],
  [1, 0, 0, 0],
);

const base: FormData = {
  viz_type: 'histogram_v2',
  datasource: '9__table',
  column: 'delay',
  groupby: ['origin'],
  x_axis_format: ',d',
  x_axis_title: 'Delay (min)',
  show_value: true,
};

type Option = {
  xAxis: { data: string[]; name: string };
  legend: { data?: string[]; show?: boolean };
  series: { name: string; data: number[]; label: { show: boolean } }[];
  yAxis: { axisLabel: { formatter: (v: number) => string } };
};
const run = (formData: FormData, answer = grouped) =>
  transformProps({ formData, queriesData: [answer], datasource: null, width: 600, height: 400 })
    .option as Option;

describe('histogram_v2 transformProps', () => {
  it('makes one bar series per group over formatted bins', () => {
    const option = run(base);
    // d3-format writes a real minus sign.
    expect(option.xAxis.data).toEqual(['−10 - 20', '20 - 50', '50 - 80']);
    expect(option.xAxis.name).toBe('Delay (min)');
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['SFO', [5, 3, 1]],
      ['LAX', [7, 0, 2]],
    ]);
    expect(option.legend.data).toEqual(['SFO', 'LAX']);
    expect(option.series[0]?.label.show).toBe(true);
  });

  it('names the only series after the column and formats normalised counts as percentages', () => {
    const single = recordedAnswer([{ '0.0 - 0.5': 0.25, '0.5 - 1.0': 0.75 }], [0, 0]);
    const option = run({ ...base, groupby: [], normalize: true }, single);
    expect(option.series.map((s) => s.name)).toEqual(['delay']);
    expect(option.legend.show).toBe(false);
    expect(option.yAxis.axisLabel.formatter(0.25)).toBe('25.0%');
  });

  it('reads negative bin edges', () => {
    expect(binEdges('-2.5 - -1.0')).toEqual([-2.5, -1]);
    expect(binEdges('total')).toBeNull();
  });
});
