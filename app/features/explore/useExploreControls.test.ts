import { describe, expect, it } from 'vitest';
import { isEmptyQuery, missingControls } from './useExploreControls';

describe('missingControls', () => {
  it('names each failing control by its label with its messages', () => {
    expect(
      missingControls(
        { metrics: 'Metrics', row_limit: 'Row limit' },
        { metrics: ['cannot be empty'], row_limit: ['is expected to be an integer'], x: ['bad'] },
      ),
    ).toEqual(['Metrics: cannot be empty', 'Row limit: is expected to be an integer', 'x: bad']);
  });
});

describe('isEmptyQuery', () => {
  it('is empty when a query has neither metrics nor columns', () => {
    expect(isEmptyQuery([{ metrics: [], columns: [] }])).toBe(true);
    expect(isEmptyQuery([{ row_limit: 10 }])).toBe(true);
  });

  it('is not empty with a metric, a column or a groupby', () => {
    expect(isEmptyQuery([{ metrics: ['count'] }])).toBe(false);
    expect(isEmptyQuery([{ columns: ['region'] }])).toBe(false);
    expect(isEmptyQuery([{ groupby: ['region'] }])).toBe(false);
  });
});
