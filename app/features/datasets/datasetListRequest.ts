import type { ListFilter, ListRequest } from '../../api/listRequest';

/** Rows per page of the dataset list. */
export const DATASETS_PAGE_SIZE = 25;

/** What the person chose above the dataset list. */
export type DatasetFilters = {
  search: string;
  databaseId?: number;
  kind?: 'physical' | 'virtual';
};

/** No filter chosen. */
export const NO_DATASET_FILTERS: DatasetFilters = { search: '' };

/** The list call for one page of datasets, most recently changed first. */
export function datasetListRequest(filters: DatasetFilters, page: number): ListRequest {
  const list: ListFilter[] = [];
  const search = filters.search.trim();
  if (search) list.push({ col: 'table_name', opr: 'ct', value: search });
  if (filters.databaseId !== undefined)
    list.push({ col: 'database', opr: 'rel_o_m', value: filters.databaseId });
  // Superset's list tells the kinds apart by whether `sql` is empty.
  if (filters.kind)
    list.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: filters.kind === 'physical' });
  return {
    filters: list,
    order_column: 'changed_on',
    order_direction: 'desc',
    page,
    page_size: DATASETS_PAGE_SIZE,
  };
}
