import { describe, expect, it } from 'vitest';
import type { DashboardMetadata } from '@common/dashboard/dashboardMetadata';
import { initialDataMasks } from './initialDataMasks';
import { divider, nativeFilter } from './testing/filterFixtures';

const country = nativeFilter('NATIVE_FILTER-a', {
  defaultDataMask: {
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
    filterState: { value: ['FR'] },
  },
});
const year = nativeFilter('NATIVE_FILTER-b', { filterType: 'filter_time' });
const metadata: DashboardMetadata = {
  native_filter_configuration: [country, divider('NATIVE_FILTER_DIVIDER-x'), year],
};

describe('initialDataMasks', () => {
  it('starts from each filter default (dividers have none)', () => {
    const masks = initialDataMasks(metadata);
    expect(Object.keys(masks)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b']);
    expect(masks['NATIVE_FILTER-a']?.filterState.value).toEqual(['FR']);
    expect(masks['NATIVE_FILTER-b']).toEqual({
      id: 'NATIVE_FILTER-b',
      extraFormData: {},
      filterState: {},
    });
  });

  it('lets the URL replace a default, building extraFormData from a bare value', () => {
    const masks = initialDataMasks(metadata, {
      urlNativeFilters: {
        'NATIVE_FILTER-a': { filterState: { value: ['US', 'DE'] } },
        'NATIVE_FILTER-b': {
          extraFormData: { time_range: 'Last month' },
          filterState: { value: 'Last month' },
        },
        'NATIVE_FILTER-gone': { filterState: { value: ['x'] } },
      },
    });
    expect(masks['NATIVE_FILTER-a']?.extraFormData.filters).toEqual([
      { col: 'country', op: 'IN', val: ['US', 'DE'] },
    ]);
    expect(masks['NATIVE_FILTER-b']?.extraFormData).toEqual({ time_range: 'Last month' });
    expect(masks['NATIVE_FILTER-gone']).toBeUndefined();
  });

  it('lets a permalink win over the URL and keeps its cross-filters', () => {
    const permalinkDataMask = {
      'NATIVE_FILTER-a': { extraFormData: {}, filterState: { value: null } },
      '12': {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU'] }] },
        filterState: { value: ['EU'] },
      },
    };
    const masks = initialDataMasks(metadata, {
      urlNativeFilters: { 'NATIVE_FILTER-a': { filterState: { value: ['US'] } } },
      permalinkDataMask,
    });
    expect(masks['NATIVE_FILTER-a']?.extraFormData).toEqual({});
    expect(masks['12']?.extraFormData.filters?.[0]?.col).toBe('region');
    const off = initialDataMasks(
      { ...metadata, cross_filters_enabled: false },
      { permalinkDataMask },
    );
    expect(off['12']).toBeUndefined();
  });
});
