import type { ChartDataResponseEntry } from '@common/api/chartData';
import { describe, expect, it } from 'vitest';
import { transformProps } from './transformProps';

// Recorded from POST /api/v1/chart/data on the stocks example (two symbols, two years).
const answer: ChartDataResponseEntry = {
  cache_key: 'c0ffee',
  cached_dttm: null,
  cache_timeout: 300,
  is_cached: false,
  query: 'SELECT symbol, date_trunc(…) AS date, AVG(price) …',
  status: 'success',
  error: null,
  stacktrace: null,
  colnames: ['symbol', 'date', 'AVG(price)'],
  indexnames: [0, 1, 2, 3],
  coltypes: [1, 2, 0],
  data: [
    { symbol: 'AAPL', date: Date.UTC(2008, 0, 1), 'AVG(price)': 141.98 },
    { symbol: 'AAPL', date: Date.UTC(2009, 0, 1), 'AVG(price)': 146.81 },
    { symbol: 'MSFT', date: Date.UTC(2008, 0, 1), 'AVG(price)': 24.84 },
    { symbol: 'MSFT', date: Date.UTC(2009, 0, 1), 'AVG(price)': 22.87 },
  ],
  rowcount: 4,
  sql_rowcount: 4,
  applied_filters: [],
  rejected_filters: [],
  from_dttm: null,
  to_dttm: null,
  label_map: {},
  annotation_data: [],
  result_format: 'json',
};

const formData = {
  viz_type: 'pivot_table_v2',
  datasource: '2__table',
  groupbyRows: ['symbol'],
  groupbyColumns: ['date'],
  metrics: ['AVG(price)'],
  aggregateFunction: 'Sum',
  date_format: '%Y',
  valueFormat: ',.1f',
  colTotals: true,
};

const input = (overrides: Record<string, unknown>) => ({
  formData: { ...formData, ...overrides },
  queriesData: [answer],
  datasource: null,
  width: 600,
  height: 300,
});

describe('pivot_table_v2 transformProps', () => {
  it('pivots with dates formatted as headers and values formatted', () => {
    const props = transformProps(input({}));
    expect(props.pivot.colHeaders.map((h) => h.values)).toEqual([
      ['AVG(price)', '2008'],
      ['AVG(price)', '2009'],
    ]);
    expect(props.pivot.rowHeaders.map((h) => h.values)).toEqual([['AAPL'], ['MSFT'], [null]]);
    expect(props.pivot.cells[2]?.map(props.formatValue)).toEqual(['166.8', '169.7']);
    expect(props.aggregateFunction).toBe('Sum');
  });

  it('shows fractions as percentages', () => {
    const props = transformProps(
      input({ aggregateFunction: 'Sum as Fraction of Columns', valueFormat: undefined }),
    );
    expect(props.pivot.cells[0]?.map(props.formatValue)).toEqual(['85.11%', '86.52%']);
  });
});
