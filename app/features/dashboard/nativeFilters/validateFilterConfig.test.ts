import { describe, expect, it } from 'vitest';
import { layoutFrom, chart } from '@common/dashboard/layoutFixtures';
import {
  FILTER_CONFIG_MESSAGES,
  firstItemWithError,
  normaliseFilterConfig,
  validateFilterConfig,
} from './validateFilterConfig';
import { divider, nativeFilter } from './testing/filterFixtures';

describe('validateFilterConfig', () => {
  it('needs a name, a dataset and a column for select and range filters', () => {
    const noName = nativeFilter('A', { name: '  ' });
    const noTarget = nativeFilter('B', { targets: [{}] });
    const noColumn = nativeFilter('C', { filterType: 'filter_range', targets: [{ datasetId: 2 }] });
    const time = nativeFilter('D', { filterType: 'filter_time' });
    const errors = validateFilterConfig([noName, noTarget, noColumn, time]);
    expect(errors).toEqual({
      A: { name: FILTER_CONFIG_MESSAGES.name },
      B: { dataset: FILTER_CONFIG_MESSAGES.dataset, column: FILTER_CONFIG_MESSAGES.column },
      C: { column: FILTER_CONFIG_MESSAGES.column },
    });
  });

  it('refuses a filter as its own parent and parent cycles', () => {
    const errors = validateFilterConfig([
      nativeFilter('A', { cascadeParentIds: ['A'] }),
      nativeFilter('B', { cascadeParentIds: ['C'] }),
      nativeFilter('C', { cascadeParentIds: ['B'] }),
    ]);
    expect(errors.A?.parents).toBe(FILTER_CONFIG_MESSAGES.selfParent);
    expect(errors.B?.parents).toBe(FILTER_CONFIG_MESSAGES.cycle);
    expect(errors.C?.parents).toBe(FILTER_CONFIG_MESSAGES.cycle);
  });

  it('needs a default value when a value is required, and a title for dividers', () => {
    const required = nativeFilter('A', { controlValues: { enableEmptyFilter: true } });
    const withDefault = nativeFilter('B', {
      controlValues: { enableEmptyFilter: true },
      defaultDataMask: { extraFormData: {}, filterState: { value: ['x'] } },
    });
    const errors = validateFilterConfig([required, withDefault, divider('D', ' ')]);
    expect(errors).toEqual({
      A: { defaultValue: FILTER_CONFIG_MESSAGES.defaultValue },
      D: { title: FILTER_CONFIG_MESSAGES.title },
    });
  });

  it('points at the first item with an error in list order', () => {
    const items = [
      nativeFilter('A'),
      nativeFilter('B', { name: '' }),
      nativeFilter('C', { name: '' }),
    ];
    expect(firstItemWithError(items, validateFilterConfig(items))).toBe('B');
    expect(firstItemWithError([nativeFilter('A')], {})).toBeNull();
  });
});

describe('normaliseFilterConfig', () => {
  it('trims texts, drops missing parents and recomputes the scope caches', () => {
    const layout = layoutFrom({
      GRID_ID: ['GRID', ['TABS-1']],
      'TABS-1': ['TABS', ['TAB-1', 'TAB-2']],
      'TAB-1': ['TAB', ['ROW-1'], { text: 'One' }],
      'ROW-1': ['ROW', ['CHART-1']],
      'CHART-1': chart(1),
      'TAB-2': ['TAB', ['ROW-2'], { text: 'Two' }],
      'ROW-2': ['ROW', ['CHART-2']],
      'CHART-2': chart(2),
    });
    const filter = nativeFilter('A', {
      name: ' Country ',
      description: '  the country \n',
      cascadeParentIds: ['gone', 'A'],
      scope: { rootPath: ['TAB-2'], excluded: [] },
    });
    const [saved, savedDivider] = normaliseFilterConfig(
      [filter, divider('D', ' Dates ')],
      layout,
      [1, 2],
    );
    expect(saved).toMatchObject({
      name: 'Country',
      description: 'the country',
      cascadeParentIds: [],
      chartsInScope: [2],
      tabsInScope: ['TAB-2'],
    });
    expect(savedDivider).toMatchObject({ title: 'Dates' });
  });
});
