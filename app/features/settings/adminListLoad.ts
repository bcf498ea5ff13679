import type { ListResponse } from '@common/api/users';
import type { ListParams } from '@app/api/security';
import type { ListState } from '@app/components/listPage/listState';

/** What the Users and Roles pages filter by: the security API searches names only. */
export type AdminListFilters = { search: string };

/** No search typed. */
export const NO_ADMIN_FILTERS: AdminListFilters = { search: '' };

/**
 * A list-kit loader for the security API, which takes `search`, `page` and `page_size` query
 * parameters (as Superset's security endpoints) rather than a rison `q`; it keeps its own order.
 */
export function adminListLoad<T>(
  load: (params: ListParams) => Promise<ListResponse<T>>,
): (state: ListState<AdminListFilters>) => Promise<ListResponse<T>> {
  return (state) =>
    load({
      search: state.filters.search.trim() || undefined,
      page: state.page,
      pageSize: state.pageSize,
    });
}
