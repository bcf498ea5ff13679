import type { ListFilter } from '@app/api/listRequest';
import { textFilter } from '@app/components/listPage/listState';
import type { ListedResource } from './resourceListCalls';

/** The filters every resource list offers. */
export type ResourceFilters = {
  search: string;
  ownerId?: number;
  /** Starred by me (true) or not (false). */
  favorite?: boolean;
  certified?: boolean;
};

/**
 * The rison filters of the common choices, Superset's operators: the search box on `nameColumn`
 * with the list's own text operator, then owner, and (after the list's own, `middle`) favourite
 * and certified, in the order Superset sends them.
 */
export function resourceFilters(
  resource: ListedResource,
  search: { column: string; opr: string },
  filters: ResourceFilters,
  middle: ListFilter[],
): ListFilter[] {
  const list = textFilter(search.column, filters.search, search.opr);
  if (filters.ownerId !== undefined)
    list.push({ col: 'owners', opr: 'rel_m_m', value: filters.ownerId });
  list.push(...middle);
  if (filters.favorite !== undefined)
    list.push({ col: 'id', opr: `${resource}_is_favorite`, value: filters.favorite });
  if (filters.certified !== undefined)
    list.push({ col: 'id', opr: `${resource}_is_certified`, value: filters.certified });
  return list;
}
