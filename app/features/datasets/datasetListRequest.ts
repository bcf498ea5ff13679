import type { ListFilter } from '@app/api/listRequest';
import { textFilter } from '@app/components/listPage/listState';

/** What the person chose above the dataset list. */
export type DatasetFilters = {
  search: string;
  databaseId?: number;
  kind?: 'physical' | 'virtual';
};

/** No filter chosen. */
export const NO_DATASET_FILTERS: DatasetFilters = { search: '' };

/** Most recently changed first, as Superset's dataset list opens. */
export const DEFAULT_DATASET_SORT = { column: 'changed_on', direction: 'desc' } as const;

/** The dataset list's filters for what was chosen. */
export function datasetFilters(filters: DatasetFilters): ListFilter[] {
  const list = textFilter('table_name', filters.search);
  if (filters.databaseId !== undefined)
    list.push({ col: 'database', opr: 'rel_o_m', value: filters.databaseId });
  // Superset's list tells the kinds apart by whether `sql` is empty.
  if (filters.kind)
    list.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: filters.kind === 'physical' });
  return list;
}
