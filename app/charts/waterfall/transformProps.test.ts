import { describe, expect, it } from 'vitest';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { rgbaText, transformProps, waterfallSteps } from './transformProps';

const jan = Date.UTC(2024, 0, 1);
const feb = Date.UTC(2024, 1, 1);
const mar = Date.UTC(2024, 2, 1);
const answer = recordedAnswer(
  ['date', 'SUM(change)'],
  [2, 0],
  [
    { date: jan, 'SUM(change)': 100 },
    { date: feb, 'SUM(change)': -30 },
    { date: mar, 'SUM(change)': 50 },
  ],
);
const formData = {
  viz_type: 'waterfall',
  datasource: '8__table',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'change' } },
  x_axis_time_format: '%b %Y',
  y_axis_format: '+,d',
  increase_color: { r: 0, g: 128, b: 0, a: 1 },
};
interface Option {
  xAxis: { data: string[] };
  series: {
    name: string;
    data: (number | string)[];
    itemStyle: { color: string };
    label?: { formatter: (params: { dataIndex: number }) => string };
  }[];
}

describe('waterfall transformProps', () => {
  it('floats each change on the running sum and ends with the total', () => {
    const option = transformProps(propsInput(formData, answer)).option as unknown as Option;
    expect(option.xAxis.data).toEqual(['Jan 2024', 'Feb 2024', 'Mar 2024', 'Total']);
    const [assist, increase, decrease, total] = option.series;
    expect(assist?.data).toEqual([0, 70, 70, 0]);
    expect(increase?.data).toEqual([100, '-', 50, '-']);
    expect(decrease?.data).toEqual(['-', 30, '-', '-']);
    expect(total?.data).toEqual(['-', '-', '-', 120]);
    expect(assist?.itemStyle.color).toBe('transparent');
    expect(increase?.itemStyle.color).toBe('rgba(0, 128, 0, 1)');
    expect(decrease?.label?.formatter({ dataIndex: 1 })).toBe('−30');
    expect(total?.label?.formatter({ dataIndex: 3 })).toBe('+120');
  });

  it('leaves the total out when asked and labels breakdowns under their x value', () => {
    const breakdown = recordedAnswer(
      ['date', 'city', 'SUM(change)'],
      [2, 1, 0],
      [
        { date: jan, city: 'Paris', 'SUM(change)': 10 },
        { date: jan, city: 'Rome', 'SUM(change)': 5 },
      ],
    );
    const option = transformProps(
      propsInput({ ...formData, groupby: ['city'], show_total: false }, breakdown),
    ).option as unknown as Option;
    expect(option.xAxis.data).toEqual(['Jan 2024\nParis', 'Jan 2024\nRome']);
  });

  it('computes steps and colours', () => {
    expect(waterfallSteps([{ category: 'a', value: -5 }], true)).toEqual([
      { category: 'a', delta: -5, base: -5, kind: 'decrease' },
      { category: 'Total', delta: -5, base: 0, kind: 'total' },
    ]);
    expect(rgbaText(null, '#666')).toBe('#666');
    expect(rgbaText({ r: 1, g: 2, b: 3, a: 0.5 }, '#666')).toBe('rgba(1, 2, 3, 0.5)');
  });
});
