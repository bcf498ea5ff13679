import { describe, expect, it } from 'vitest';
import { propsInput, recordedAnswer } from '../shared/categorical/recordedAnswer';
import { transformProps } from './transformProps';

const stats = (metric: string, values: number[], outliers: number[]) => ({
  [`${metric}__mean`]: values[5],
  [`${metric}__median`]: values[2],
  [`${metric}__max`]: values[4],
  [`${metric}__min`]: values[0],
  [`${metric}__q1`]: values[1],
  [`${metric}__q3`]: values[3],
  [`${metric}__count`]: values[6],
  [`${metric}__outliers`]: outliers,
});
const statColumns = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'].map(
  (s) => `price__${s}`,
);
const answer = recordedAnswer(
  ['symbol', ...statColumns],
  [1, 0, 0, 0, 0, 0, 0, 0, 1],
  [
    { symbol: 'AAPL', ...stats('price', [10, 20, 30, 40, 50, 31.5, 120], [95.25, 2]) },
    { symbol: 'MSFT', ...stats('price', [15, 22, 28, 33, 41, 27, 120], []) },
  ],
);
const formData = {
  viz_type: 'box_plot',
  datasource: '9__table',
  columns: ['date'],
  groupby: ['symbol'],
  metrics: [
    {
      expressionType: 'SIMPLE',
      aggregate: 'AVG',
      column: { column_name: 'price' },
      label: 'price',
    },
  ],
  number_format: '$,.1f',
};
interface Option {
  xAxis: { data: string[] };
  series: {
    type: string;
    data: { name: string; value: unknown; itemStyle: { color: string } }[];
  }[];
  tooltip: {
    formatter: (params: { seriesType?: string; name?: string; data?: unknown }) => string;
  };
}

describe('box plot transformProps', () => {
  it('draws one box per series with the five numbers and the outliers as points', () => {
    const option = transformProps(propsInput(formData, answer)).option as unknown as Option;
    expect(option.xAxis.data).toEqual(['AAPL', 'MSFT']);
    const [boxes, outliers] = option.series;
    expect(boxes?.type).toBe('boxplot');
    expect(boxes?.data.map((d) => d.value)).toEqual([
      [10, 20, 30, 40, 50],
      [15, 22, 28, 33, 41],
    ]);
    expect(outliers?.type).toBe('scatter');
    expect(outliers?.data.map((d) => d.value)).toEqual([
      ['AAPL', 95.25],
      ['AAPL', 2],
    ]);
    expect(outliers?.data[0]?.itemStyle.color).toBe(boxes?.data[0]?.itemStyle.color);
    expect(boxes?.data[0]?.itemStyle.color).not.toBe(boxes?.data[1]?.itemStyle.color);
  });

  it('formats the tooltip with the number format', () => {
    const option = transformProps(propsInput(formData, answer)).option as unknown as Option;
    expect(option.tooltip.formatter({ seriesType: 'boxplot', name: 'AAPL' })).toBe(
      '<b>AAPL</b><br/>Min: $10.0<br/>1st quartile: $20.0<br/>Median: $30.0<br/>3rd quartile: $40.0<br/>Max: $50.0<br/>Mean: $31.5<br/># Observations: 120<br/># Outliers: 2',
    );
    expect(
      option.tooltip.formatter({ seriesType: 'scatter', name: 'AAPL', data: ['AAPL', 95.25] }),
    ).toBe('<b>AAPL</b><br/>Outlier: $95.3');
  });

  it('names boxes by metric when there are several metrics or no series', () => {
    const two = recordedAnswer(
      [],
      [],
      [{ ...stats('a', [1, 2, 3, 4, 5, 3, 9], []), ...stats('b', [1, 2, 3, 4, 5, 3, 9], []) }],
    );
    const option = transformProps(
      propsInput({ ...formData, groupby: [], metrics: ['a', 'b'] }, two),
    ).option as unknown as Option;
    expect(option.xAxis.data).toEqual(['a', 'b']);
  });
});
