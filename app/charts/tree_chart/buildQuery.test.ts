import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const formData = {
  viz_type: 'tree_chart',
  datasource: '5__table',
  id: 'id',
  parent: 'parent',
  name: 'title',
  row_limit: 100,
};

describe('tree_chart buildQuery', () => {
  it('asks for distinct id, parent and name rows without a metric', () => {
    expect(buildQuery(formData).queries[0]).toMatchObject({
      columns: ['id', 'parent', 'title'],
      metrics: [],
      row_limit: 100,
    });
  });

  it('adds the metric when chosen, and the name column only once', () => {
    expect(buildQuery({ ...formData, name: 'id', metric: 'count' }).queries[0]).toMatchObject({
      columns: ['id', 'parent'],
      metrics: ['count'],
    });
  });

  it('needs a parent column', () => {
    expect(() => buildQuery({ ...formData, parent: [] })).toThrow('Parent is required');
  });
});
