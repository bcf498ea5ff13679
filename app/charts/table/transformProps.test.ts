import type { ChartDataResponseEntry } from '@common/api/chartData';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../types';
import { transformProps } from './transformProps';

const answer = (
  colnames: string[],
  coltypes: number[],
  data: Record<string, unknown>[],
): ChartDataResponseEntry => ({
  cache_key: 'k',
  cached_dttm: null,
  cache_timeout: 300,
  is_cached: false,
  query: 'SELECT …',
  status: 'success',
  error: null,
  stacktrace: null,
  colnames,
  indexnames: data.map((_, i) => i),
  coltypes,
  data,
  rowcount: data.length,
  sql_rowcount: data.length,
  applied_filters: [],
  rejected_filters: [],
  from_dttm: null,
  to_dttm: null,
  label_map: {},
  annotation_data: [],
  result_format: 'json',
});

// Recorded from POST /api/v1/chart/data on the flights example (trimmed to three airports).
const grouped = answer(
  ['origin', 'AVG(delay)', 'count', '%count'],
  [1, 0, 0, 0],
  [
    { origin: 'ORD', 'AVG(delay)': 14.21, count: 182_399, '%count': 0.5 },
    { origin: 'ATL', 'AVG(delay)': -2.5, count: 145_919, '%count': 0.4 },
    { origin: 'DFW', 'AVG(delay)': 8.04, count: 36_480, '%count': 0.1 },
  ],
);
const totals = answer(['AVG(delay)', 'count'], [0, 0], [{ 'AVG(delay)': 9.6, count: 364_798 }]);

const formData: FormData = {
  viz_type: 'table',
  datasource: '1__table',
  query_mode: 'aggregate',
  groupby: ['origin'],
  metrics: ['AVG(delay)', 'count'],
  percent_metrics: ['count'],
  show_totals: true,
  page_length: 20,
  include_search: true,
  column_config: { 'AVG(delay)': { d3NumberFormat: '.1f', horizontalAlign: 'center' } },
  conditional_formatting: [
    { column: 'count', operator: '>', targetValue: 100000, colorScheme: '#5AC189' },
  ],
};

const input = (form: FormData, queriesData: ChartDataResponseEntry[]) => ({
  formData: form,
  queriesData,
  datasource: null,
  width: 800,
  height: 400,
});

describe('table transformProps', () => {
  it('lays out dimensions, metrics and percent metrics with their formats', () => {
    const props = transformProps(input(formData, [grouped, totals]));
    expect(props.columns.map((c) => [c.key, c.kind, c.dataType, c.align])).toEqual([
      ['origin', 'dimension', 'string', 'left'],
      ['AVG(delay)', 'metric', 'number', 'center'],
      ['count', 'metric', 'number', 'right'],
      ['%count', 'percent', 'number', 'right'],
    ]);
    const [origin, delay, count, share] = props.columns;
    expect(origin?.format('ORD')).toBe('ORD');
    expect(delay?.format(14.21)).toBe('14.2');
    expect(count?.format(182_399)).toBe('182k');
    expect(share?.format(0.5)).toBe('50.000%');
    expect(delay?.range).toEqual([-2.5, 14.21]);
    expect(delay?.cellBars).toEqual({ alignPositiveNegative: false, colorPositiveNegative: true });
    expect(props.totals).toEqual({ 'AVG(delay)': 9.6, count: 364_798 });
    expect(props.pageLength).toBe(20);
    expect(props.includeSearch).toBe(true);
    expect(props.crossFilterColumns).toEqual(['origin']);
    expect(props.colorFormatters[0]?.getColor(182_399)).toMatch(/^rgba\(90, 193, 137, /);
    expect(props.colorFormatters[0]?.getColor(36_480)).toBeUndefined();
  });

  it('hides the raw column of a percent-only metric', () => {
    const props = transformProps(
      input({ ...formData, metrics: ['AVG(delay)'] }, [grouped, totals]),
    );
    expect(props.columns.map((c) => c.key)).toEqual(['origin', 'AVG(delay)', '%count']);
  });

  it('formats temporal raw columns with table_timestamp_format and drops cross-filtering', () => {
    const raw = answer(
      ['date', 'delay'],
      [2, 0],
      [{ date: Date.UTC(2001, 0, 14, 6, 30), delay: 5 }],
    );
    const props = transformProps(
      input(
        {
          viz_type: 'table',
          datasource: '1__table',
          query_mode: 'raw',
          all_columns: ['date', 'delay'],
          table_timestamp_format: '%Y-%m-%d %H:%M',
          show_totals: true,
        },
        [raw],
      ),
    );
    expect(props.columns[0]?.format(raw.data[0]?.date)).toBe('2001-01-14 06:30');
    expect(props.columns.map((c) => c.kind)).toEqual(['dimension', 'dimension']);
    expect(props.crossFilterColumns).toEqual([]);
    expect(props.totals).toBeNull();
    expect(props.pageLength).toBe(0);
  });
});
