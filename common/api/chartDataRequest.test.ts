import { describe, expect, it } from 'vitest';
import { chartDataRequest, queryObject } from './chartDataRequest';

const datasource = { id: 3, type: 'table' };

describe('chartDataRequest', () => {
  it('fills the context defaults and keeps form_data as sent', () => {
    const parsed = chartDataRequest.parse({
      datasource,
      queries: [{}],
      form_data: { viz_type: 'table', nested: { a: 1 } },
    });
    expect(parsed.force).toBe(false);
    expect(parsed.result_type).toBe('full');
    expect(parsed.result_format).toBe('json');
    expect(parsed.custom_cache_timeout).toBeNull();
    expect(parsed.form_data).toEqual({ viz_type: 'table', nested: { a: 1 } });
    expect(parsed.queries[0]).toMatchObject({
      columns: [],
      metrics: null,
      filters: [],
      orderby: [],
      row_limit: null,
      row_offset: 0,
      series_limit: 0,
      series_limit_metric: null,
      order_desc: true,
      is_timeseries: false,
      is_rowcount: false,
      granularity: null,
    });
  });

  it('reads the example query context of the reference', () => {
    const parsed = chartDataRequest.parse({
      datasource,
      force: true,
      result_type: 'samples',
      result_format: 'csv',
      queries: [
        {
          columns: [
            'country',
            { label: 'yr', sqlExpression: 'EXTRACT(YEAR FROM ds)', expressionType: 'SQL' },
          ],
          metrics: [
            'count',
            {
              expressionType: 'SIMPLE',
              aggregate: 'SUM',
              column: { column_name: 'num' },
              label: 'SUM(num)',
            },
          ],
          filters: [
            { col: 'gender', op: 'IN', val: ['boy', 'girl'] },
            { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' },
          ],
          extras: { where: '', having: '', time_grain_sqla: 'P1D', relative_start: 'today' },
          orderby: [['count', false]],
          row_limit: 10000,
          series_columns: ['country'],
          series_limit: 5,
          series_limit_metric: 'count',
          time_range: 'No filter',
          granularity: 'ds',
          time_offsets: ['1 year ago'],
          post_processing: [{ operation: 'pivot', options: { index: ['ds'] } }],
          is_rowcount: false,
        },
      ],
    });
    expect(parsed.force).toBe(true);
    expect(parsed.result_type).toBe('samples');
    expect(parsed.result_format).toBe('csv');
    const query = parsed.queries[0]!;
    expect(query.columns[1]).toEqual({
      label: 'yr',
      sqlExpression: 'EXTRACT(YEAR FROM ds)',
      expressionType: 'SQL',
    });
    expect(query.filters[0]).toEqual({ col: 'gender', op: 'IN', val: ['boy', 'girl'] });
    expect(query.series_limit).toBe(5);
    expect(query.post_processing).toEqual([{ operation: 'pivot', options: { index: ['ds'] } }]);
  });

  it('folds the deprecated aliases into their new names', () => {
    const query = queryObject.parse({
      groupby: ['country'],
      granularity_sqla: 'ds',
      timeseries_limit: 7,
      timeseries_limit_metric: 'count',
      where: 'a = 1',
      having: 'COUNT(*) > 2',
      extras: { time_grain_sqla: 'P1M' },
    });
    expect(query.columns).toEqual(['country']);
    expect(query.granularity).toBe('ds');
    expect(query.series_limit).toBe(7);
    expect(query.series_limit_metric).toBe('count');
    expect(query.extras).toEqual({
      where: 'a = 1',
      having: 'COUNT(*) > 2',
      time_grain_sqla: 'P1M',
    });
    expect(query).not.toHaveProperty('groupby');
    expect(query).not.toHaveProperty('where');
  });

  it('lets empty deprecated aliases leave the new fields alone', () => {
    const query = queryObject.parse({
      columns: ['a'],
      groupby: [],
      granularity: 'ds',
      granularity_sqla: null,
      series_limit: 3,
      timeseries_limit: 0,
      extras: { where: 'x > 1' },
      where: '',
    });
    expect(query.columns).toEqual(['a']);
    expect(query.granularity).toBe('ds');
    expect(query.series_limit).toBe(3);
    expect(query.extras.where).toBe('x > 1');
  });

  it('tolerates unknown keys and drops them', () => {
    const parsed = chartDataRequest.parse({
      datasource: { ...datasource, extra_key: 1 },
      queries: [{ custom_params: {}, annotation_layers: [], unknown_thing: 'x' }],
      client_side_junk: true,
    });
    expect(parsed).not.toHaveProperty('client_side_junk');
    expect(parsed.queries[0]).not.toHaveProperty('unknown_thing');
  });

  it('refuses wrong types and unknown operators', () => {
    const bad = [
      { datasource, queries: [{ row_limit: 'lots' }] },
      { datasource, queries: [{ row_limit: -1 }] },
      { datasource, queries: [{ filters: [{ col: 'a', op: 'BETWEEN', val: 1 }] }] },
      {
        datasource,
        queries: [
          {
            metrics: [
              { expressionType: 'SIMPLE', aggregate: 'MEDIAN', column: { column_name: 'a' } },
            ],
          },
        ],
      },
      { datasource, queries: [{ metrics: [{ expressionType: 'SQL' }] }] },
      { datasource, queries: [{ orderby: [['a']] }] },
      { datasource, queries: [], result_type: 'everything' },
      { datasource, queries: [], result_format: 'pdf' },
      { datasource: { id: 'x', type: 'table' }, queries: [] },
      { queries: [] },
    ];
    for (const body of bad)
      expect(chartDataRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('accepts every filter operator and value shape', () => {
    const query = queryObject.parse({
      filters: [
        { col: 'a', op: '==', val: 'x' },
        { col: 'a', op: '>=', val: 3.5 },
        { col: 'a', op: 'IS TRUE' },
        { col: 'a', op: 'NOT IN', val: [1, 'b', null, true] },
        { col: { sqlExpression: 'lower(a)', label: 'la' }, op: 'ILIKE', val: '%x%', isExtra: true },
      ],
    });
    expect(query.filters).toHaveLength(5);
    expect(query.filters[2]?.val).toBeUndefined();
  });
});
