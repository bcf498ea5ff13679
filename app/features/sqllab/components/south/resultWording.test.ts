import { describe, expect, it } from 'vitest';
import { limitingFactorText, rowCountText } from './resultWording';

describe('limitingFactorText', () => {
  it('names what limited the rows', () => {
    expect(limitingFactorText('DROPDOWN', 1000)).toBe(
      'The number of rows displayed is limited to 1,000 by the dropdown',
    );
    expect(limitingFactorText('QUERY', 10)).toBe(
      'The number of rows displayed is limited to 10 by the query',
    );
    expect(limitingFactorText('QUERY_AND_DROPDOWN', 100000)).toBe(
      'The number of rows displayed is limited to 100,000 by the query and the dropdown',
    );
    expect(limitingFactorText('RESULT_SIZE', 2345)).toBe(
      'The number of rows displayed is limited to 2,345 by the result size limit',
    );
  });

  it('names the preview limit for a table preview, which has no dropdown', () => {
    expect(limitingFactorText('DROPDOWN', 100, true)).toBe(
      'The number of rows displayed is limited to 100 by the preview limit',
    );
    expect(limitingFactorText('QUERY_AND_DROPDOWN', 100, true)).toBe(
      'The number of rows displayed is limited to 100 by the preview limit',
    );
    expect(limitingFactorText('QUERY', 10, true)).toBe(
      'The number of rows displayed is limited to 10 by the query',
    );
    expect(limitingFactorText('NOT_LIMITED', 7, true)).toBeUndefined();
  });

  it('says nothing when the rows were not limited', () => {
    expect(limitingFactorText('NOT_LIMITED', 5)).toBeUndefined();
    expect(limitingFactorText(undefined, 5)).toBeUndefined();
    expect(limitingFactorText(null, 5)).toBeUndefined();
  });
});

describe('rowCountText', () => {
  it('counts rows in words', () => {
    expect(rowCountText(1)).toBe('1 row');
    expect(rowCountText(0)).toBe('0 rows');
    expect(rowCountText(100000)).toBe('100,000 rows');
  });
});
