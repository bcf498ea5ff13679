import { describe, expect, it } from 'vitest';
import type { DashboardDataMask, DashboardMetadata, ExtraFormData } from './dashboardMetadata';
import { extraFormDataForChart, filtersAffectingChart, mergeExtraFormData } from './extraFormData';
import { nativeFilter } from './filterFixtures';
import { gridLayout } from './layoutFixtures';
import { ROOT_ID } from './layoutTypes';

function mask(id: string, extraFormData: ExtraFormData): DashboardDataMask {
  return { id, extraFormData, filterState: {} };
}

describe('mergeExtraFormData', () => {
  it('concatenates append keys and lets the last override key win', () => {
    const merged = mergeExtraFormData([
      {
        filters: [{ col: 'a', op: 'IN', val: [1] }],
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
      },
      {
        filters: [{ col: 'b', op: '==', val: 2 }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
        time_range: 'Last year',
      },
      { granularity_sqla: 'ds' },
    ]);
    expect(merged).toEqual({
      filters: [
        { col: 'a', op: 'IN', val: [1] },
        { col: 'b', op: '==', val: 2 },
      ],
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
      granularity_sqla: 'ds',
    });
  });

  it('gives an empty object for no parts and skips undefined values', () => {
    expect(mergeExtraFormData([])).toEqual({});
    expect(mergeExtraFormData([{ time_range: 'Last day' }, { time_range: undefined }])).toEqual({
      time_range: 'Last day',
    });
  });
});

describe('extraFormDataForChart', () => {
  const layout = gridLayout();
  const metadata: DashboardMetadata = {
    native_filter_configuration: [
      nativeFilter('NATIVE_FILTER-all', [ROOT_ID], [2]),
      nativeFilter('NATIVE_FILTER-tab', ['TAB-1']),
      nativeFilter('NATIVE_FILTER-empty', [ROOT_ID]),
      { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'x', description: '' },
    ],
    chart_configuration: {
      '3': {
        id: 3,
        crossFilters: { scope: { rootPath: ['TAB-1'], excluded: [] }, chartsInScope: [] },
      },
    },
  };
  const dataMasks = {
    'NATIVE_FILTER-all': mask('NATIVE_FILTER-all', {
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    }),
    'NATIVE_FILTER-tab': mask('NATIVE_FILTER-tab', { time_range: 'Last month' }),
    'NATIVE_FILTER-empty': mask('NATIVE_FILTER-empty', { filters: [] }),
    '1': mask('1', { filters: [{ col: 'city', op: 'IN', val: ['Paris'] }] }),
    '3': mask('3', { filters: [{ col: 'year', op: 'IN', val: [2020] }] }),
  };
  const input = { layout, metadata, dataMasks };

  it('applies native filters whose scope covers the chart, and cross-filters reaching it', () => {
    expect(filtersAffectingChart(5, input)).toEqual([
      'NATIVE_FILTER-all',
      'NATIVE_FILTER-tab',
      '1',
      '3',
    ]);
    expect(extraFormDataForChart(5, input)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'city', op: 'IN', val: ['Paris'] },
        { col: 'year', op: 'IN', val: [2020] },
      ],
      time_range: 'Last month',
    });
  });

  it('never applies a chart its own cross-filter, and honours exclusions and tab scopes', () => {
    expect(filtersAffectingChart(1, input)).toEqual(['NATIVE_FILTER-all']);
    expect(filtersAffectingChart(2, input)).toEqual(['1']);
    expect(filtersAffectingChart(3, input)).toEqual(['NATIVE_FILTER-all', '1']);
    expect(extraFormDataForChart(2, input)).toEqual({
      filters: [{ col: 'city', op: 'IN', val: ['Paris'] }],
    });
  });

  it('drops cross-filters when they are disabled', () => {
    const off = { ...input, metadata: { ...metadata, cross_filters_enabled: false } };
    expect(filtersAffectingChart(5, off)).toEqual(['NATIVE_FILTER-all', 'NATIVE_FILTER-tab']);
  });
});
