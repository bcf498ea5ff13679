import type { ListFilter } from '@app/api/listRequest';
import {
  resourceFilters,
  type ResourceFilters,
} from '@app/components/resourceList/resourceListRequest';

/** Published or draft, as the status filter offers them. */
export type DashboardStatus = 'published' | 'draft';

/** What the person chose above the dashboard list. */
export type DashboardFilters = ResourceFilters & {
  status?: DashboardStatus;
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
  const own: ListFilter[] =
    filters.status === undefined
      ? []
      : [{ col: 'published', opr: 'eq', value: filters.status === 'published' }];
  return resourceFilters(
    'dashboard',
    { column: 'dashboard_title', opr: 'title_or_slug' },
    filters,
    own,
  );
}
