/**
 * The data mask each native filter type produces from its value (reference superset-api.md
 * §3.4): what it adds to the charts in its scope (`extraFormData`) and what the bar shows
 * (`filterState`).
 */
import type {
  DashboardDataMask,
  ExtraFormData,
  NativeFilter,
} from '@common/dashboard/dashboardMetadata';
import { timeGrainLabel } from '@common/data/timeGrains';
import { isNoTimeRange } from '@common/time/noTimeRange';

/** A select filter's option value. */
export type SelectValue = string | number | boolean | null;
/** A range filter's bounds; null leaves that side open. */
export type RangeValue = [number | null, number | null];

/** A data mask without its id (the id is the filter's). */
export type FilterMask = Omit<DashboardDataMask, 'id'>;

/** Shown under a required filter that has no value. */
export const REQUIRED_VALUE_MESSAGE = 'Value is required';

/** The "empty filter" of a required select with no value: no rows at all (Superset's 1 = 0). */
export const EMPTY_FILTER_SQL = '1 = 0';

/** The column a select or range filter targets. */
export function targetColumn(filter: NativeFilter): string | undefined {
  return filter.targets[0]?.column?.name;
}

/** The dataset a filter targets. */
export function targetDatasetId(filter: NativeFilter): number | undefined {
  return filter.targets[0]?.datasetId;
}

/** A mask that adds nothing. */
export function emptyMask(): FilterMask {
  return { extraFormData: {}, filterState: {} };
}

/**
 * Select: IN (NOT IN with inverse selection) on the target column; with no value a required
 * filter ("enableEmptyFilter") adds the empty filter so the charts show nothing rather than all.
 */
export function selectDataMask(filter: NativeFilter, values: SelectValue[] | null): FilterMask {
  const column = targetColumn(filter);
  const inverse = filter.controlValues.inverseSelection === true;
  if (!values || values.length === 0 || !column) {
    if (filter.controlValues.enableEmptyFilter === true && !inverse) {
      return {
        extraFormData: {
          adhoc_filters: [
            { expressionType: 'SQL', clause: 'WHERE', sqlExpression: EMPTY_FILTER_SQL },
          ],
        },
        filterState: {
          value: null,
          validateStatus: 'error',
          validateMessage: REQUIRED_VALUE_MESSAGE,
        },
      };
    }
    return { extraFormData: {}, filterState: { value: null } };
  }
  const label = `${values.map(String).join(', ')}${inverse ? ' (excluded)' : ''}`;
  return {
    extraFormData: { filters: [{ col: column, op: inverse ? 'NOT IN' : 'IN', val: values }] },
    filterState: { value: values, label },
  };
}

/** Range: >= the lower and <= the upper bound; equal bounds give one ==. */
export function rangeDataMask(filter: NativeFilter, value: RangeValue | null): FilterMask {
  const column = targetColumn(filter);
  const [low, high] = value ?? [null, null];
  if (!column || (low === null && high === null)) {
    return { extraFormData: {}, filterState: { value: null } };
  }
  if (low !== null && high !== null && low === high) {
    return {
      extraFormData: { filters: [{ col: column, op: '==', val: low }] },
      filterState: { value: [low, high], label: `x = ${low}` },
    };
  }
  const filters = [];
  if (low !== null) filters.push({ col: column, op: '>=', val: low });
  if (high !== null) filters.push({ col: column, op: '<=', val: high });
  const label =
    low !== null && high !== null
      ? `${low} ≤ x ≤ ${high}`
      : low !== null
        ? `x ≥ ${low}`
        : `x ≤ ${String(high)}`;
  return { extraFormData: { filters }, filterState: { value: [low, high], label } };
}

/** Time range: overrides the charts' time_range; "No filter" adds nothing. */
export function timeDataMask(timeRange: string | null): FilterMask {
  if (!timeRange || isNoTimeRange(timeRange)) {
    return { extraFormData: {}, filterState: { value: null } };
  }
  return {
    extraFormData: { time_range: timeRange },
    filterState: { value: timeRange, label: timeRange },
  };
}

/** Time column: overrides the charts' temporal column (granularity_sqla). */
export function timeColumnDataMask(column: string | null): FilterMask {
  if (!column) return { extraFormData: {}, filterState: { value: null } };
  return {
    extraFormData: { granularity_sqla: column },
    filterState: { value: [column], label: column },
  };
}

/** Time grain: overrides the charts' time_grain_sqla. */
export function timeGrainDataMask(grain: string | null): FilterMask {
  if (!grain) return { extraFormData: {}, filterState: { value: null } };
  return {
    extraFormData: { time_grain_sqla: grain },
    filterState: { value: [grain], label: timeGrainLabel(grain) },
  };
}

const asList = (value: unknown): unknown[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

const isSelectValue = (value: unknown): value is SelectValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const asBound = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const firstString = (value: unknown): string | null => {
  const first = asList(value)[0];
  return typeof first === 'string' && first !== '' ? first : null;
};

/**
 * The mask of any filter type from a filterState value as the bar, a URL or a permalink holds
 * it (select: a list or one value; range: [min, max]; time: a string; time column/grain: the
 * value or a one-item list).
 */
export function dataMaskForValue(filter: NativeFilter, value: unknown): FilterMask {
  switch (filter.filterType) {
    case 'filter_select':
      return selectDataMask(filter, asList(value).filter(isSelectValue));
    case 'filter_range': {
      const [low, high] = asList(value);
      return rangeDataMask(filter, [asBound(low), asBound(high)]);
    }
    case 'filter_time':
      return timeDataMask(typeof value === 'string' ? value : null);
    case 'filter_timecolumn':
      return timeColumnDataMask(firstString(value));
    case 'filter_timegrain':
      return timeGrainDataMask(firstString(value));
  }
}

/** Whether a mask adds anything to a query. */
export function maskHasEffect(extra: ExtraFormData | undefined): boolean {
  if (!extra) return false;
  return Object.values(extra).some(
    (value) =>
      value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
  );
}

/** Whether a filterState value counts as "set" (a required filter needs one). */
export function hasFilterValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some((item) => item !== null && item !== undefined);
  return true;
}
