/** Native filters for the dashboard rule tests. */
import type { NativeFilter } from './dashboardMetadata';

/** A select filter named after its id, scoped to `rootPath` minus the `excluded` charts. */
export function nativeFilter(
  id: string,
  rootPath: string[],
  excluded: number[] = [],
): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: id,
    description: '',
    filterType: 'filter_select',
    targets: [],
    controlValues: {},
    defaultDataMask: { extraFormData: {}, filterState: {} },
    cascadeParentIds: [],
    scope: { rootPath, excluded },
  };
}
