import { describe, expect, it } from 'vitest';
import { buildQuery, whiskerOptions } from './buildQuery';

describe('box plot buildQuery', () => {
  it('groups by distribution and series columns and summarises with the boxplot op', () => {
    const context = buildQuery({
      viz_type: 'box_plot',
      datasource: '9__table',
      columns: ['name'],
      groupby: ['year'],
      metrics: [
        { expressionType: 'SQL', sqlExpression: 'AVG(life_expect)', label: 'Life expectancy' },
      ],
      whiskerOptions: '9/91 percentiles',
      series_limit: 10,
    });
    expect(context.queries[0]).toMatchObject({
      columns: ['name', 'year'],
      series_columns: ['year'],
      series_limit: 10,
      post_processing: [
        {
          operation: 'boxplot',
          options: {
            groupby: ['year'],
            metrics: ['Life expectancy'],
            whisker_type: 'percentile',
            percentiles: [9, 91],
          },
        },
      ],
    });
  });

  it('maps each whisker choice to the server options', () => {
    expect(whiskerOptions('Tukey')).toEqual({ whisker_type: 'tukey' });
    expect(whiskerOptions(undefined)).toEqual({ whisker_type: 'tukey' });
    expect(whiskerOptions('Min/max (no outliers)')).toEqual({ whisker_type: 'min/max' });
    expect(whiskerOptions('2/98 percentiles')).toEqual({
      whisker_type: 'percentile',
      percentiles: [2, 98],
    });
  });
});
