import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '../shared/tableLike/recordedAnswer';
import type { FormData } from '../types';
import { transformProps } from './transformProps';

const month = (m: number) => Date.UTC(2010, m, 1);
// Recorded: AVG(price) of AAPL by month, late 2009 to early 2010 (stocks example).
const answer = recordedAnswer(
  ['date', 'AVG(price)'],
  [2, 0],
  [
    { date: month(-2), 'AVG(price)': 199.91 },
    { date: month(-1), 'AVG(price)': 210.73 },
    { date: month(0), 'AVG(price)': 192.06 },
    { date: month(1), 'AVG(price)': 204.62 },
    { date: month(2), 'AVG(price)': 223.02 },
  ],
);
const formData: FormData = {
  viz_type: 'big_number',
  datasource: '2__table',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metric: 'AVG(price)',
  compare_lag: 1,
  compare_suffix: 'MoM',
  y_axis_format: '$,.2f',
  show_timestamp: true,
  time_format: '%b %Y',
};
const input = (form: FormData) => ({
  formData: form,
  queriesData: [answer],
  datasource: null,
  width: 300,
  height: 200,
});

describe('big_number transformProps', () => {
  it('shows the last value, its change over the lag and a trendline', () => {
    const props = transformProps(input(formData));
    expect(props.header).toBe('$223.02');
    expect(props.change).toEqual({ text: '+9.0% MoM', direction: 'up' });
    expect(props.timestamp).toBe('Mar 2010');
    const series = (props.trendline?.series as { data: unknown[] }[])[0];
    expect(series?.data).toHaveLength(5);
    expect(props.trendline?.yAxis).toMatchObject({ min: 0, scale: false });
  });

  it('colours a fall red and hides the line when asked', () => {
    const props = transformProps(
      input({ ...formData, compare_lag: 3, show_trend_line: false, start_y_axis_at_zero: false }),
    );
    expect(props.change).toEqual({ text: '+5.8% MoM', direction: 'up' });
    const fall = transformProps({
      ...input(formData),
      queriesData: [recordedAnswer(['date', 'AVG(price)'], [2, 0], answer.data.slice(0, 3))],
    });
    expect(fall.change?.direction).toBe('down');
    expect(fall.change?.text).toBe('−8.9% MoM');
    expect(props.trendline).toBeNull();
  });

  it('says No data without points and skips the change without a lag', () => {
    const empty = transformProps({
      ...input(formData),
      queriesData: [recordedAnswer(['date', 'AVG(price)'], [2, 0], [])],
    });
    expect(empty.header).toBe('No data');
    expect(empty.change).toBeNull();
    expect(empty.trendline).toBeNull();
    expect(transformProps(input({ ...formData, compare_lag: '' })).change).toBeNull();
  });
});
