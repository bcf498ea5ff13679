import type { ListFilter } from '@app/api/listRequest';
import { textFilter } from '@app/components/listPage/listState';

/** What the person chose above the saved query list. */
export type SavedQueryFilters = { search: string };

/** No filter chosen. */
export const NO_SAVED_QUERY_FILTERS: SavedQueryFilters = { search: '' };

/** Newest change first, as Superset's list opens. */
export const DEFAULT_SAVED_QUERY_SORT = { column: 'changed_on', direction: 'desc' } as const;

/** The saved query list's filters: all_text matches name, description or SQL, as Superset's box. */
export function savedQueryFilters(filters: SavedQueryFilters): ListFilter[] {
  return textFilter('label', filters.search, 'all_text');
}
