import { describe, expect, it } from 'vitest';
import { autoRefreshTargets } from './useRefreshCharts';

describe('auto-refresh targets', () => {
  it('keeps layout order, skips immune charts and charts out of view', () => {
    expect(autoRefreshTargets([4, 1, 7, 3], [7], new Set([1, 3, 4, 7]))).toEqual([4, 1, 3]);
    expect(autoRefreshTargets([4, 1, 7, 3], undefined, new Set([3]))).toEqual([3]);
    expect(autoRefreshTargets([4, 1], [], new Set())).toEqual([]);
  });
});
