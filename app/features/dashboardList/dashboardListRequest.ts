import type { ListFilter } from '@app/api/listRequest';
import { textFilter } from '@app/components/listPage/listState';

/** Published or draft, as the status filter offers them. */
export type DashboardStatus = 'published' | 'draft';

/** What the person chose above the dashboard list. */
export type DashboardFilters = {
  search: string;
  ownerId?: number;
  status?: DashboardStatus;
  /** Starred by me (true) or not (false). */
  favorite?: boolean;
  certified?: boolean;
};

/** No filter chosen. */
export const NO_DASHBOARD_FILTERS: DashboardFilters = { search: '' };

/** Most recently changed first, as Superset's dashboard list opens. */
export const DEFAULT_DASHBOARD_SORT = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
} as const;

/** The orders the card view offers (the list view sorts by its column headers). */
export const DASHBOARD_SORT_OPTIONS = [
  { value: 'changed_on_delta_humanized', label: 'Recently modified' },
  { value: 'dashboard_title', label: 'Alphabetical' },
  { value: 'published', label: 'Status' },
] as const;

/** The dashboard list's rison filters for what was chosen (Superset's operators). */
export function dashboardFilters(filters: DashboardFilters): ListFilter[] {
  const list = textFilter('dashboard_title', filters.search, 'title_or_slug');
  if (filters.ownerId !== undefined)
    list.push({ col: 'owners', opr: 'rel_m_m', value: filters.ownerId });
  if (filters.status !== undefined)
    list.push({ col: 'published', opr: 'eq', value: filters.status === 'published' });
  if (filters.favorite !== undefined)
    list.push({ col: 'id', opr: 'dashboard_is_favorite', value: filters.favorite });
  if (filters.certified !== undefined)
    list.push({ col: 'id', opr: 'dashboard_is_certified', value: filters.certified });
  return list;
}
