import type { ListFilter } from '@app/api/listRequest';
import {
  resourceFilters,
  type ResourceFilters,
} from '@app/components/resourceList/resourceListRequest';

/** What the person chose above the chart list. */
export type ChartFilters = ResourceFilters & {
  vizType?: string;
  datasetId?: number;
  dashboardId?: number;
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
  const own: ListFilter[] = [];
  if (filters.vizType) own.push({ col: 'viz_type', opr: 'eq', value: filters.vizType });
  if (filters.datasetId !== undefined)
    own.push({ col: 'datasource_id', opr: 'eq', value: filters.datasetId });
  if (filters.dashboardId !== undefined)
    own.push({ col: 'dashboards', opr: 'rel_m_m', value: filters.dashboardId });
  return resourceFilters('chart', { column: 'slice_name', opr: 'chart_all_text' }, filters, own);
}
