import { describe, expect, it } from 'vitest';
import {
  dataMaskForValue,
  hasFilterValue,
  rangeDataMask,
  REQUIRED_VALUE_MESSAGE,
  selectDataMask,
  timeColumnDataMask,
  timeDataMask,
  timeGrainDataMask,
} from './filterDataMask';
import { nativeFilter } from './testing/filterFixtures';

describe('select data mask', () => {
  it('filters IN the chosen values with a label', () => {
    const mask = selectDataMask(nativeFilter('F'), ['FR', 'US']);
    expect(mask.extraFormData).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR', 'US'] }],
    });
    expect(mask.filterState).toEqual({ value: ['FR', 'US'], label: 'FR, US' });
  });

  it('filters NOT IN with inverse selection', () => {
    const filter = nativeFilter('F', { controlValues: { inverseSelection: true } });
    const mask = selectDataMask(filter, ['FR']);
    expect(mask.extraFormData.filters).toEqual([{ col: 'country', op: 'NOT IN', val: ['FR'] }]);
    expect(mask.filterState.label).toBe('FR (excluded)');
  });

  it('adds nothing without a value, or the empty filter when a value is required', () => {
    expect(selectDataMask(nativeFilter('F'), []).extraFormData).toEqual({});
    const required = nativeFilter('F', { controlValues: { enableEmptyFilter: true } });
    const mask = selectDataMask(required, null);
    expect(mask.extraFormData.adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' },
    ]);
    expect(mask.filterState.validateStatus).toBe('error');
    expect(mask.filterState.validateMessage).toBe(REQUIRED_VALUE_MESSAGE);
  });
});

describe('range data mask', () => {
  const filter = nativeFilter('R', { filterType: 'filter_range', column: 'price' });

  it('uses >= and <= for the bounds given', () => {
    expect(rangeDataMask(filter, [1, 9]).extraFormData.filters).toEqual([
      { col: 'price', op: '>=', val: 1 },
      { col: 'price', op: '<=', val: 9 },
    ]);
    expect(rangeDataMask(filter, [null, 9]).extraFormData.filters).toEqual([
      { col: 'price', op: '<=', val: 9 },
    ]);
    expect(rangeDataMask(filter, [3, null]).filterState).toEqual({
      value: [3, null],
      label: 'x ≥ 3',
    });
  });

  it('uses one == when the bounds are equal, nothing when both are open', () => {
    expect(rangeDataMask(filter, [4, 4]).extraFormData.filters).toEqual([
      { col: 'price', op: '==', val: 4 },
    ]);
    expect(rangeDataMask(filter, [null, null]).extraFormData).toEqual({});
  });
});

describe('time data masks', () => {
  it('time range overrides time_range; No filter adds nothing', () => {
    expect(timeDataMask('Last week').extraFormData).toEqual({ time_range: 'Last week' });
    expect(timeDataMask('No filter').extraFormData).toEqual({});
  });

  it('time column and time grain override granularity_sqla and time_grain_sqla', () => {
    expect(timeColumnDataMask('ds').extraFormData).toEqual({ granularity_sqla: 'ds' });
    const grain = timeGrainDataMask('P1D');
    expect(grain.extraFormData).toEqual({ time_grain_sqla: 'P1D' });
    expect(grain.filterState.label).toBe('Day');
    expect(timeGrainDataMask(null).extraFormData).toEqual({});
  });
});

describe('dataMaskForValue', () => {
  it('builds the mask of each type from a stored value', () => {
    expect(dataMaskForValue(nativeFilter('F'), 'FR').extraFormData.filters?.[0]?.val).toEqual([
      'FR',
    ]);
    const range = nativeFilter('R', { filterType: 'filter_range', column: 'price' });
    expect(dataMaskForValue(range, [2, 'x']).extraFormData.filters).toEqual([
      { col: 'price', op: '>=', val: 2 },
    ]);
    expect(
      dataMaskForValue(nativeFilter('T', { filterType: 'filter_time' }), 'Last year').extraFormData,
    ).toEqual({ time_range: 'Last year' });
    expect(
      dataMaskForValue(nativeFilter('G', { filterType: 'filter_timegrain' }), ['P1M'])
        .extraFormData,
    ).toEqual({ time_grain_sqla: 'P1M' });
  });

  it('knows which values count as set', () => {
    expect(hasFilterValue(['a'])).toBe(true);
    expect(hasFilterValue([null, null])).toBe(false);
    expect(hasFilterValue('')).toBe(false);
    expect(hasFilterValue(0)).toBe(true);
  });
});
