import { describe, expect, it } from 'vitest';
import { clickDataMask } from './TimeseriesChart';
import type { CrossFilterInfo } from './transformTimeseries';

const byCountry: CrossFilterInfo = {
  groupby: ['country'],
  xAxis: null,
  seriesValues: { FR: ['FR'], US: ['US'] },
  xIndex: 0,
  selectedValues: [],
};

describe('clickDataMask', () => {
  it('filters on the clicked series’ groupby value', () => {
    expect(clickDataMask(byCountry, { componentType: 'series', seriesName: 'FR' })).toEqual({
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
      filterState: { value: ['FR'], selectedValues: ['FR'], label: 'FR' },
    });
  });

  it('clears the filter when the selected series is clicked again', () => {
    const selected = { ...byCountry, selectedValues: ['FR'] };
    expect(clickDataMask(selected, { componentType: 'series', seriesName: 'FR' })).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
  });

  it('filters a categorical chart without groupby on the clicked category', () => {
    const categories: CrossFilterInfo = {
      groupby: [],
      xAxis: 'product',
      seriesValues: {},
      xIndex: 0,
      selectedValues: [],
    };
    expect(
      clickDataMask(categories, {
        componentType: 'series',
        seriesName: 'COUNT(*)',
        value: ['pear', 2],
      })?.extraFormData,
    ).toEqual({
      filters: [{ col: 'product', op: 'IN', val: ['pear'] }],
    });
    // A horizontal bar chart's data is [value, category].
    const horizontal = { ...categories, xIndex: 1 as const };
    expect(
      clickDataMask(horizontal, { componentType: 'series', value: [2, 'pear'] })?.filterState,
    ).toEqual({ value: ['pear'], selectedValues: ['pear'], label: 'pear' });
  });

  it('one filter per groupby column; ignores clicks on annotations and unknown series', () => {
    const two: CrossFilterInfo = {
      groupby: ['country', 'product'],
      xAxis: null,
      seriesValues: { 'FR, apple': ['FR', 'apple'] },
      xIndex: 0,
      selectedValues: [],
    };
    expect(
      clickDataMask(two, { componentType: 'series', seriesName: 'FR, apple' })?.extraFormData
        .filters,
    ).toEqual([
      { col: 'country', op: 'IN', val: ['FR'] },
      { col: 'product', op: 'IN', val: ['apple'] },
    ]);
    expect(clickDataMask(byCountry, { componentType: 'markLine', seriesName: 'FR' })).toBeNull();
    expect(clickDataMask(byCountry, { componentType: 'series', seriesName: 'Target' })).toBeNull();
  });
});
