import { describe, expect, it } from 'vitest';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import { chart, layoutFrom } from '@common/dashboard/layoutFixtures';
import {
  crossFilterCheckedCharts,
  followsGlobalScope,
  GLOBAL_SCOPING_ID,
  withChartCrossFilterScope,
  withGlobalCrossFilterScope,
} from './crossFilterScoping';

const layout = layoutFrom({
  GRID_ID: ['GRID', ['ROW-1']],
  'ROW-1': ['ROW', ['CHART-1', 'CHART-2', 'CHART-3']],
  'CHART-1': chart(1),
  'CHART-2': chart(2),
  'CHART-3': chart(3),
});
const all = [1, 2, 3];

describe('cross-filter scoping', () => {
  it('reaches every other chart by default, never the chart itself', () => {
    expect(crossFilterCheckedCharts({}, 2, layout, all)).toEqual([1, 3]);
    expect(crossFilterCheckedCharts({}, GLOBAL_SCOPING_ID, layout, all)).toEqual([1, 2, 3]);
  });

  it("saves a chart's own scope and can put it back on the global one", () => {
    const own = withChartCrossFilterScope(
      {},
      1,
      { rootPath: ['ROOT_ID'], excluded: [3] },
      layout,
      all,
    );
    expect(own.chart_configuration?.['1']).toEqual({
      id: 1,
      crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [2] },
    });
    expect(followsGlobalScope(own, 1)).toBe(false);
    expect(crossFilterCheckedCharts(own, 1, layout, all)).toEqual([2]);
    const back = withChartCrossFilterScope(own, 1, 'global', layout, all);
    expect(followsGlobalScope(back, 1)).toBe(true);
    expect(back.chart_configuration?.['1']?.crossFilters.chartsInScope).toEqual([2, 3]);
  });

  it('saves the global scope and refreshes charts that follow it', () => {
    const metadata: DashboardMetadata = {
      chart_configuration: {
        '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [2, 3] } },
        '2': {
          id: 2,
          crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [1, 3] },
        },
      },
    };
    const next = withGlobalCrossFilterScope(
      metadata,
      { rootPath: ['ROOT_ID'], excluded: [2] },
      layout,
      all,
    );
    expect(next.global_chart_configuration).toEqual({
      scope: { rootPath: ['ROOT_ID'], excluded: [2] },
      chartsInScope: [1, 3],
    });
    expect(next.chart_configuration?.['1']?.crossFilters.chartsInScope).toEqual([3]);
    expect(next.chart_configuration?.['2']?.crossFilters.chartsInScope).toEqual([1, 3]);
    expect(crossFilterCheckedCharts(next, 3, layout, all)).toEqual([1]);
  });
});
