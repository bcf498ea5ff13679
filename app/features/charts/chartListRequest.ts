import type { ListFilter } from '@app/api/listRequest';
import { textFilter } from '@app/components/listPage/listState';

/** What the person chose above the chart list. */
export type ChartFilters = {
  search: string;
  ownerId?: number;
  vizType?: string;
  datasetId?: number;
  dashboardId?: number;
  /** Starred by me (true) or not (false). */
  favorite?: boolean;
  certified?: boolean;
};

/** No filter chosen. */
export const NO_CHART_FILTERS: ChartFilters = { search: '' };

/** Most recently changed first, as Superset's chart list opens. */
export const DEFAULT_CHART_SORT = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
} as const;

/** The orders the card view offers (the list view sorts by its column headers). */
export const CHART_SORT_OPTIONS = [
  { value: 'changed_on_delta_humanized', label: 'Recently modified' },
  { value: 'slice_name', label: 'Alphabetical' },
  { value: 'viz_type', label: 'Chart type' },
  { value: 'datasource_name', label: 'Dataset' },
] as const;

/** The chart list's rison filters for what was chosen (Superset's operators). */
export function chartFilters(filters: ChartFilters): ListFilter[] {
  const list = textFilter('slice_name', filters.search, 'chart_all_text');
  if (filters.ownerId !== undefined)
    list.push({ col: 'owners', opr: 'rel_m_m', value: filters.ownerId });
  if (filters.vizType) list.push({ col: 'viz_type', opr: 'eq', value: filters.vizType });
  if (filters.datasetId !== undefined)
    list.push({ col: 'datasource_id', opr: 'eq', value: filters.datasetId });
  if (filters.dashboardId !== undefined)
    list.push({ col: 'dashboards', opr: 'rel_m_m', value: filters.dashboardId });
  if (filters.favorite !== undefined)
    list.push({ col: 'id', opr: 'chart_is_favorite', value: filters.favorite });
  if (filters.certified !== undefined)
    list.push({ col: 'id', opr: 'chart_is_certified', value: filters.certified });
  return list;
}
