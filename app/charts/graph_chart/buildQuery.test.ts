import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const formData = {
  viz_type: 'graph_chart',
  datasource: '3__table',
  source: 'origin',
  target: 'destination',
  metric: 'count',
  row_limit: 1000,
};

describe('graph_chart buildQuery', () => {
  it('groups the metric by source and target, largest edges first', () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({
      columns: ['origin', 'destination'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 1000,
    });
  });

  it('adds the category columns once each', () => {
    const [query] = buildQuery({
      ...formData,
      source_category: 'origin_state',
      target_category: 'origin_state',
    }).queries;
    expect(query?.columns).toEqual(['origin', 'destination', 'origin_state']);
  });

  it('needs a metric', () => {
    expect(() => buildQuery({ ...formData, metric: undefined })).toThrow('Metric is required');
  });
});
