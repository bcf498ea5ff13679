/** New filters and dividers as the configuration modal adds them. */
import type { NativeFilter, NativeFilterDivider } from '@common/dashboard/dashboardMetadata';
import { ROOT_ID } from '@common/dashboard/layoutTypes';

const randomSuffix = () => globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 10);

/** A new select filter over every chart, with Superset's default control values. */
export function newNativeFilter(): NativeFilter {
  return {
    id: `NATIVE_FILTER-${randomSuffix()}`,
    type: 'NATIVE_FILTER',
    name: '',
    description: '',
    filterType: 'filter_select',
    targets: [{}],
    controlValues: {
      multiSelect: true,
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      searchAllOptions: false,
      inverseSelection: false,
      sortAscending: true,
    },
    defaultDataMask: { extraFormData: {}, filterState: {} },
    cascadeParentIds: [],
    scope: { rootPath: [ROOT_ID], excluded: [] },
    adhoc_filters: [],
    time_range: 'No filter',
  };
}

/** A new divider. */
export function newDivider(): NativeFilterDivider {
  return {
    id: `NATIVE_FILTER_DIVIDER-${randomSuffix()}`,
    type: 'DIVIDER',
    title: '',
    description: '',
  };
}
