import { describe, expect, it } from 'vitest';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import { chart, layoutFrom } from '@common/dashboard/layoutFixtures';
import {
  chartsOfFilter,
  chartsRejectingFilter,
  draftDiffers,
  missingRequiredValues,
  nativeFiltersOf,
} from './filterBarRules';
import { REQUIRED_VALUE_MESSAGE } from './filterDataMask';
import { divider, nativeFilter } from './testing/filterFixtures';

const answer = (rejected: { column: string }[]) =>
  [
    { rejected_filters: rejected.map((r) => ({ ...r, reason: 'not_in_datasource' })) },
  ] as unknown as ChartDataResponseEntry[];

describe('filter bar rules', () => {
  it('lists native filters only', () => {
    expect(nativeFiltersOf([nativeFilter('A'), divider('D')]).map((f) => f.id)).toEqual(['A']);
  });

  it('reports required filters without a draft value', () => {
    const required = nativeFilter('A', { controlValues: { enableEmptyFilter: true } });
    const optional = nativeFilter('B');
    expect(missingRequiredValues([required, optional], {})).toEqual({ A: REQUIRED_VALUE_MESSAGE });
    const draft = { A: { id: 'A', extraFormData: {}, filterState: { value: ['x'] } } };
    expect(missingRequiredValues([required, optional], draft)).toEqual({});
  });

  it('tells whether the draft differs from what is applied', () => {
    const filters = [nativeFilter('A')];
    const mask = { id: 'A', extraFormData: { time_range: 'Last day' }, filterState: {} };
    expect(draftDiffers(filters, { A: mask }, {})).toBe(true);
    expect(draftDiffers(filters, { A: mask }, { A: mask })).toBe(false);
  });

  it('counts the charts a filter reaches, excluded ones left out', () => {
    const layout = layoutFrom({
      GRID_ID: ['GRID', ['ROW-1']],
      'ROW-1': ['ROW', ['CHART-1', 'CHART-2']],
      'CHART-1': chart(1),
      'CHART-2': chart(2),
    });
    const filter = nativeFilter('A', { scope: { rootPath: ['ROOT_ID'], excluded: [2] } });
    expect(chartsOfFilter(filter, layout, [1, 2, 3])).toEqual([1, 3]);
  });

  it("flags charts whose answer rejected the filter's column or time range", () => {
    const select = nativeFilter('A', { column: 'country' });
    const time = nativeFilter('T', { filterType: 'filter_time' });
    const answers = {
      1: answer([{ column: 'country' }]),
      2: answer([{ column: '__time_range' }]),
      3: null,
    };
    expect(chartsRejectingFilter(select, [1, 2, 3], answers)).toEqual([1]);
    expect(chartsRejectingFilter(time, [1, 2, 3], answers)).toEqual([2]);
  });
});
