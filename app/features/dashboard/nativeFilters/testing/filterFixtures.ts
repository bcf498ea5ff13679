// Test helpers (tests only): native filters with the fields the rules read.
import type {
  NativeFilter,
  NativeFilterDivider,
  NativeFilterType,
} from '@common/dashboard/dashboardMetadata';
import { ROOT_ID } from '@common/dashboard/layoutTypes';

/** A native filter of `filterType` on dataset 1's `column`, scoped to every chart. */
export function nativeFilter(
  id: string,
  over: Partial<NativeFilter> & { filterType?: NativeFilterType; column?: string } = {},
): NativeFilter {
  const { column = 'country', filterType = 'filter_select', ...rest } = over;
  const targets =
    filterType === 'filter_time'
      ? [{}]
      : filterType === 'filter_select' || filterType === 'filter_range'
        ? [{ datasetId: 1, column: { name: column } }]
        : [{ datasetId: 1 }];
  return {
    id,
    type: 'NATIVE_FILTER',
    name: id,
    description: '',
    filterType,
    targets,
    controlValues: { multiSelect: true },
    defaultDataMask: { extraFormData: {}, filterState: {} },
    cascadeParentIds: [],
    scope: { rootPath: [ROOT_ID], excluded: [] },
    ...rest,
  };
}

/** A divider. */
export function divider(id: string, title = 'Section'): NativeFilterDivider {
  return { id, type: 'DIVIDER', title, description: '' };
}
