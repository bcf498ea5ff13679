import { describe, expect, it } from 'vitest';
import { buildQuery } from './buildQuery';

const formData = {
  viz_type: 'histogram_v2',
  datasource: '9__table',
  column: 'delay',
  groupby: ['origin'],
  bins: '25',
  normalize: true,
  row_limit: 10000,
};

describe('histogram_v2 buildQuery', () => {
  it('asks for raw rows and the histogram post-processing', () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({ columns: ['origin', 'delay'], row_limit: 10000 });
    expect(query?.metrics).toBeUndefined();
    expect(query?.post_processing).toEqual([
      {
        operation: 'histogram',
        options: {
          column: 'delay',
          groupby: ['origin'],
          bins: 25,
          cumulative: false,
          normalize: true,
        },
      },
    ]);
  });

  it('defaults to 5 bins without groups', () => {
    const [query] = buildQuery({ ...formData, groupby: [], bins: undefined }).queries;
    expect(query?.columns).toEqual(['delay']);
    expect(query?.post_processing?.[0]?.options).toMatchObject({ groupby: [], bins: 5 });
  });
});
