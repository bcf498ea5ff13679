import { describe, expect, it } from 'vitest';
import type { FormData } from '../types';
import { buildQuery, parseOrderByCols, queryMode } from './buildQuery';

const sum = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'delay' },
  label: 'SUM(delay)',
};
const base: FormData = { viz_type: 'table', datasource: '7__table' };

describe('table buildQuery', () => {
  it('asks grouped rows sorted by the first metric in aggregate mode', () => {
    const context = buildQuery({
      ...base,
      query_mode: 'aggregate',
      groupby: ['origin'],
      metrics: [sum, 'count'],
      row_limit: 100,
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'origin',
          operator: '!=',
          comparator: 'JFK',
        },
      ],
    });
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query?.columns).toEqual(['origin']);
    expect(query?.metrics).toEqual([sum, 'count']);
    expect(query?.orderby).toEqual([[sum, false]]);
    expect(query?.row_limit).toBe(100);
    expect(query?.filters).toEqual([{ col: 'origin', op: '!=', val: 'JFK' }]);
    expect(query?.post_processing).toEqual([]);
  });

  it('sorts by timeseries_limit_metric and order_desc', () => {
    const [query] = buildQuery({
      ...base,
      groupby: ['origin'],
      metrics: [sum],
      timeseries_limit_metric: 'count',
      order_desc: false,
    }).queries;
    expect(query?.orderby).toEqual([['count', true]]);
  });

  it('adds percent metrics and shares them out with contribution', () => {
    const [query] = buildQuery({
      ...base,
      groupby: ['origin'],
      metrics: ['count'],
      percent_metrics: [sum, 'count'],
    }).queries;
    expect(query?.metrics).toEqual(['count', sum]);
    expect(query?.post_processing).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['SUM(delay)', 'count'], rename_columns: ['%SUM(delay)', '%count'] },
      },
    ]);
  });

  it('runs a metrics-only totals query with show_totals', () => {
    const { queries } = buildQuery({
      ...base,
      groupby: ['origin'],
      metrics: [sum],
      percent_metrics: [sum],
      show_totals: true,
    });
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatchObject({
      columns: [],
      metrics: [sum],
      orderby: [],
      post_processing: [],
      row_limit: 0,
    });
  });

  it('groups by the time column at its grain with include_time', () => {
    const [query] = buildQuery({
      ...base,
      groupby: ['origin'],
      metrics: ['count'],
      include_time: true,
      granularity_sqla: 'date',
      time_grain_sqla: 'P1M',
    }).queries;
    expect(query?.columns).toEqual([
      {
        label: 'date',
        sqlExpression: 'date',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1M',
        isColumnReference: true,
      },
      'origin',
    ]);
  });

  it('asks raw records with their ORDER BY list in raw mode', () => {
    const formData: FormData = {
      ...base,
      query_mode: 'raw',
      all_columns: ['date', 'origin', 'delay'],
      order_by_cols: ['["delay", false]', 'not json', '["origin", true]'],
      row_limit: 500,
      show_totals: true,
    };
    expect(queryMode(formData)).toBe('raw');
    const { queries } = buildQuery(formData);
    expect(queries).toHaveLength(1);
    expect(queries[0]?.columns).toEqual(['date', 'origin', 'delay']);
    expect(queries[0]?.metrics).toBeUndefined();
    expect(queries[0]?.orderby).toEqual([
      ['delay', false],
      ['origin', true],
    ]);
  });

  it('infers raw mode from old form data without query_mode', () => {
    expect(queryMode({ ...base, all_columns: ['a'] })).toBe('raw');
    expect(queryMode({ ...base, all_columns: ['a'], metrics: ['count'] })).toBe('aggregate');
    expect(parseOrderByCols(undefined)).toEqual([]);
  });
});
