import { describe, expect, it } from 'vitest';
import { crossFilterTargets } from './crossFilterScope';
import type { DashboardMetadata } from './dashboardMetadata';
import { gridLayout } from './layoutFixtures';
import { ROOT_ID } from './layoutTypes';

describe('crossFilterTargets', () => {
  const layout = gridLayout();

  it('reaches every other chart by default, never the emitting chart', () => {
    expect(crossFilterTargets(1, {}, layout)).toEqual([2, 3, 4, 5, 6]);
    expect(crossFilterTargets(6, {}, layout)).toEqual([1, 2, 3, 4, 5]);
  });

  it('falls back to the global configuration', () => {
    const metadata: DashboardMetadata = {
      global_chart_configuration: {
        scope: { rootPath: [ROOT_ID], excluded: [3, 4] },
        chartsInScope: [],
      },
      chart_configuration: {
        '2': { id: 2, crossFilters: { scope: 'global', chartsInScope: [] } },
      },
    };
    expect(crossFilterTargets(1, metadata, layout)).toEqual([2, 5, 6]);
    expect(crossFilterTargets(2, metadata, layout)).toEqual([1, 5, 6]);
  });

  it("uses a chart's own scope, still never itself", () => {
    const metadata: DashboardMetadata = {
      chart_configuration: {
        '5': {
          id: 5,
          crossFilters: { scope: { rootPath: ['TAB-1'], excluded: [] }, chartsInScope: [] },
        },
        '1': {
          id: 1,
          crossFilters: { scope: { rootPath: [ROOT_ID], excluded: [2] }, chartsInScope: [] },
        },
      },
    };
    expect(crossFilterTargets(5, metadata, layout)).toEqual([]);
    expect(crossFilterTargets(1, metadata, layout)).toEqual([3, 4, 5, 6]);
  });

  it('reaches nothing when cross-filters are off', () => {
    expect(crossFilterTargets(1, { cross_filters_enabled: false }, layout)).toEqual([]);
    expect(crossFilterTargets(1, { cross_filters_enabled: true }, layout)).toHaveLength(5);
  });
});
