import { describe, expect, it } from 'vitest';
import { withoutKeys, withPageSelection } from './listSelection';
import {
  initialListState,
  listRequest,
  pageAfterRemoval,
  textFilter,
  withFilters,
  withPage,
  withSort,
} from './listState';

const SORT = { column: 'changed_on', direction: 'desc' } as const;
const start = initialListState({ search: '', kind: undefined as string | undefined }, SORT);

describe('list request building', () => {
  it('opens on the first page in the default order with the page size', () => {
    expect(listRequest(start, [])).toEqual({
      filters: [],
      order_column: 'changed_on',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('carries the page’s filters, order and page into the rison request', () => {
    const state = withPage(withSort(start, { column: 'label', direction: 'asc' }, SORT), 3);
    expect(listRequest(state, textFilter('label', ' orders ', 'all_text'))).toEqual({
      filters: [{ col: 'label', opr: 'all_text', value: 'orders' }],
      order_column: 'label',
      order_direction: 'asc',
      page: 3,
      page_size: 25,
    });
  });

  it('sends no filter for blank search text', () => {
    expect(textFilter('table_name', '   ')).toEqual([]);
  });
});

describe('list paging', () => {
  const onPage2 = withPage(start, 2);

  it('goes back to the first page when a filter or the order changes', () => {
    expect(withFilters(onPage2, { search: 'x' })).toMatchObject({
      page: 0,
      filters: { search: 'x' },
    });
    expect(withSort(onPage2, { column: 'label', direction: 'asc' }, SORT).page).toBe(0);
  });

  it('keeps the page when the same order is chosen again, and clamps negative pages', () => {
    expect(withSort(onPage2, SORT, SORT)).toBe(onPage2);
    expect(withPage(onPage2, -1).page).toBe(0);
  });

  it('falls back to the default order when the order is cleared (third header click)', () => {
    const byLabel = withSort(start, { column: 'label', direction: 'desc' }, SORT);
    expect(withSort(byLabel, null, SORT).sort).toEqual(SORT);
  });

  it('steps back a page only when a removal emptied a later page', () => {
    expect(pageAfterRemoval(2, [7, 8], [7, 8])).toBe(1);
    expect(pageAfterRemoval(2, [7, 8], [7])).toBe(2);
    expect(pageAfterRemoval(0, [7], [7])).toBe(0);
    expect(pageAfterRemoval(2, [], [])).toBe(2);
  });
});

describe('bulk selection', () => {
  it('keeps rows picked on other pages when this page’s picks change', () => {
    // Rows 1 and 2 were picked on page 1; page 2 shows 3, 4 and 5.
    expect(withPageSelection([1, 2], [3, 4, 5], [3, 5])).toEqual([1, 2, 3, 5]);
    expect(withPageSelection([1, 3, 5], [3, 4, 5], [4])).toEqual([1, 4]);
  });

  it('forgets removed rows', () => {
    expect(withoutKeys([1, 2, 3], [2, 9])).toEqual([1, 3]);
  });
});
