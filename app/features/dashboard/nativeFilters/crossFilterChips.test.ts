import { describe, expect, it } from 'vitest';
import { crossFilterChips } from './crossFilterChips';

const masks = {
  '7': {
    id: '7',
    extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EU', 'US'] }] },
    filterState: { value: ['EU', 'US'] },
  },
  '3': {
    id: '3',
    extraFormData: { filters: [{ col: 'year', op: 'IN', val: [2020] }] },
    filterState: { value: [2020], label: '2020' },
  },
  '5': { id: '5', extraFormData: {}, filterState: {} },
  'NATIVE_FILTER-a': {
    id: 'NATIVE_FILTER-a',
    extraFormData: { time_range: 'Last day' },
    filterState: {},
  },
};

describe('crossFilterChips', () => {
  it('makes one chip per effective chart mask, in chart order', () => {
    const chips = crossFilterChips(masks, { 7: 'Sales by region' }, true);
    expect(chips.map((chip) => chip.text)).toEqual([
      'Chart 3: year = 2020',
      'Sales by region: region = EU, US',
    ]);
  });

  it('shows none when cross-filters are off', () => {
    expect(crossFilterChips(masks, {}, false)).toEqual([]);
  });
});
