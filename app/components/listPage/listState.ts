import type { ListFilter, ListRequest } from '@app/api/listRequest';

/** Rows per page of every list page, as Superset's lists show them. */
export const LIST_PAGE_SIZE = 25;

/** The column a list is ordered by and which way. */
export type ListSort = { column: string; direction: 'asc' | 'desc' };

/** What the person chose above and in a list: filters (incl. search), order and page. */
export type ListState<F> = {
  filters: F;
  sort: ListSort;
  /** Zero-based, as the server's `page`. */
  page: number;
  pageSize: number;
};

/** A list's opening state: no filter chosen beyond `filters`, first page, default order. */
export function initialListState<F>(
  filters: F,
  sort: ListSort,
  pageSize = LIST_PAGE_SIZE,
): ListState<F> {
  return { filters, sort, page: 0, pageSize };
}

/** New filter values; the list goes back to its first page (the old page may not exist). */
export function withFilters<F>(state: ListState<F>, change: Partial<F>): ListState<F> {
  return { ...state, filters: { ...state.filters, ...change }, page: 0 };
}

/** A new order (or the default one when cleared); back to the first page. */
export function withSort<F>(
  state: ListState<F>,
  sort: ListSort | null,
  fallback: ListSort,
): ListState<F> {
  const next = sort ?? fallback;
  if (next.column === state.sort.column && next.direction === state.sort.direction) return state;
  return { ...state, sort: next, page: 0 };
}

/** Another page, clamped at the first. */
export function withPage<F>(state: ListState<F>, page: number): ListState<F> {
  const next = Math.max(0, Math.floor(page));
  return next === state.page ? state : { ...state, page: next };
}

/**
 * The page to show after rows were removed: one back when every row of a later page went,
 * since that page would now be empty; otherwise the same page (reloaded).
 */
export function pageAfterRemoval(page: number, rowKeys: readonly number[], removed: number[]) {
  const emptied = rowKeys.length > 0 && rowKeys.every((key) => removed.includes(key));
  return page > 0 && emptied ? page - 1 : page;
}

/** The rison `q` of a Superset list call for this state with the page's own filters. */
export function listRequest<F>(state: ListState<F>, filters: ListFilter[]): ListRequest {
  return {
    filters,
    order_column: state.sort.column,
    order_direction: state.sort.direction,
    page: state.page,
    page_size: state.pageSize,
  };
}

/** A `ct` (contains) filter on a column for trimmed text, or none for blank text. */
export function textFilter(col: string, text: string, opr = 'ct'): ListFilter[] {
  const value = text.trim();
  return value ? [{ col, opr, value }] : [];
}
