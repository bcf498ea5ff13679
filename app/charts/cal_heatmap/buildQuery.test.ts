import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const formData = {
  viz_type: 'cal_heatmap',
  datasource: '6__table',
  granularity_sqla: 'date',
  time_range: '2014-01-01 : 2015-01-01',
  metrics: ['count'],
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  row_limit: 10000,
};

describe('cal_heatmap buildQuery', () => {
  it('asks for the metrics per day of the time column, in the time range', () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({
      granularity: 'date',
      time_range: '2014-01-01 : 2015-01-01',
      columns: [
        { sqlExpression: 'date', label: 'date', columnType: 'BASE_AXIS', timeGrain: 'P1D' },
      ],
      metrics: ['count'],
      orderby: [['date', true]],
      extras: { time_grain_sqla: 'P1D' },
    });
  });

  it('buckets by week or month subdomains and reads a temporal x_axis', () => {
    const [query] = buildQuery({
      ...formData,
      granularity_sqla: undefined,
      x_axis: 'ds',
      subdomain_granularity: 'week',
    }).queries;
    expect(query?.columns).toEqual([
      {
        sqlExpression: 'ds',
        label: 'ds',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1W',
        expressionType: 'SQL',
      },
    ]);
  });

  it('needs a time column and metrics', () => {
    expect(() => buildQuery({ ...formData, granularity_sqla: '' })).toThrow(
      'Time column is required',
    );
    expect(() => buildQuery({ ...formData, metrics: [] })).toThrow('Metrics is required');
  });
});
