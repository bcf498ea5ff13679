import type { ListFilter, ListRequest } from '../../api/listRequest';

/** Rows per page of the saved query list. */
export const SAVED_QUERIES_PAGE_SIZE = 25;

/** The columns the list can be sorted by: name or last change. */
export type SavedQuerySort = { column: 'label' | 'changed_on'; direction: 'asc' | 'desc' };

/** Newest change first, as Superset's list opens. */
export const DEFAULT_SAVED_QUERY_SORT: SavedQuerySort = {
  column: 'changed_on',
  direction: 'desc',
};

/** The list call for one page of saved queries matching a search. */
export function savedQueryListRequest(
  search: string,
  sort: SavedQuerySort,
  page: number,
): ListRequest {
  const text = search.trim();
  // all_text matches the name, the description or the SQL, as Superset's search box does.
  const filters: ListFilter[] = text ? [{ col: 'label', opr: 'all_text', value: text }] : [];
  return {
    filters,
    order_column: sort.column,
    order_direction: sort.direction,
    page,
    page_size: SAVED_QUERIES_PAGE_SIZE,
  };
}
