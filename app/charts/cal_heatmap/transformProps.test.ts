import { describe, expect, it } from 'vitest';
import { recordedAnswer } from '../shared/flow/recordedAnswer';
import type { FormData } from '../types';
import { calendarDomains, daysOfBucket } from './calendarDomains';
import { transformProps } from './transformProps';

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const answer = recordedAnswer(
  [
    { date: day(2014, 12, 30), count: 3, precipitation: 1.5 },
    { date: day(2014, 12, 31), count: 9, precipitation: 0 },
    { date: day(2015, 1, 2), count: 5, precipitation: 12.25 },
  ],
  [2, 0, 0],
);
const base: FormData = {
  viz_type: 'cal_heatmap',
  datasource: '6__table',
  granularity_sqla: 'date',
  metrics: [
    'count',
    { expressionType: 'SQL', sqlExpression: 'SUM(precipitation)', label: 'precipitation' },
  ],
  domain_granularity: 'year',
  subdomain_granularity: 'day',
  cell_size: 10,
  steps: 4,
  y_axis_format: '.1f',
  linear_color_scheme: 'blue_white_yellow',
};

type Option = {
  tooltip: { formatter: (p: { seriesName: string; value: [string, number] }) => string };
  title: { text: string; top: number }[];
  calendar: { range: [string, string]; cellSize: number[]; top: number }[];
  series: { calendarIndex: number; name: string; data: [string, number][] }[];
  visualMap: {
    seriesIndex: number[];
    min: number;
    max: number;
    splitNumber: number;
    show: boolean;
    inRange: { color: string[] };
  }[];
};
const run = (formData: Partial<FormData>, height = 2000) =>
  transformProps({
    formData: { ...base, ...formData },
    queriesData: [answer],
    datasource: null,
    width: 1000,
    height,
  }).option as Option;

describe('cal_heatmap transformProps', () => {
  it('draws one calendar per year for each metric, titled with the metric', () => {
    const option = run({});
    expect(option.title.map((t) => t.text)).toEqual(['count', 'precipitation']);
    expect(option.calendar.map((c) => c.range)).toEqual([
      ['2014-01-01', '2014-12-31'],
      ['2015-01-01', '2015-12-31'],
      ['2014-01-01', '2014-12-31'],
      ['2015-01-01', '2015-12-31'],
    ]);
    expect(option.series.map((s) => [s.name, s.calendarIndex, s.data])).toEqual([
      [
        'count',
        0,
        [
          ['2014-12-30', 3],
          ['2014-12-31', 9],
        ],
      ],
      ['count', 1, [['2015-01-02', 5]]],
      [
        'precipitation',
        2,
        [
          ['2014-12-30', 1.5],
          ['2014-12-31', 0],
        ],
      ],
      ['precipitation', 3, [['2015-01-02', 12.25]]],
    ]);
  });

  it('shows the full date in tooltips when the time format is adaptive', () => {
    const { tooltip } = run({ x_axis_time_format: 'SMART_DATE' });
    expect(tooltip.formatter({ seriesName: 'count', value: ['2015-01-02', 5] })).toBe(
      '2015-01-02<br/>count: 5.0',
    );
  });

  it('gives each metric a stepped visualMap over its own range', () => {
    const [count, rain] = run({}).visualMap;
    expect(count).toMatchObject({
      seriesIndex: [0, 1],
      min: 3,
      max: 9,
      splitNumber: 4,
      show: true,
    });
    expect(rain).toMatchObject({ seriesIndex: [2, 3], min: 0, max: 12.25 });
    expect(count?.inRange.color.length).toBeGreaterThan(1);
  });

  it('splits by month and shrinks cells to fit the height', () => {
    const monthly = run({ domain_granularity: 'month', metrics: ['count'] });
    expect(monthly.calendar.map((c) => c.range[0])).toEqual(['2014-12-01', '2015-01-01']);
    const small = run({ cell_size: 40 }, 300);
    expect(small.calendar[0]?.cellSize[0]).toBeLessThan(40);
  });

  it('colours every day of week and month buckets', () => {
    expect(daysOfBucket(day(2015, 2, 1), 'month')).toHaveLength(28);
    expect(daysOfBucket(day(2015, 2, 1), 'week')).toHaveLength(7);
    expect(calendarDomains([day(2024, 1, 10)], 'month')).toEqual([
      { key: '2024-01', start: '2024-01-01', end: '2024-01-31', weeks: 5 },
    ]);
  });
});
