import { STORE_ID_MAX } from '@common/api/tabState';
import { FieldValidationError } from '../errors';

/** One rison list filter, as every list page's schema parses it. */
export interface ListFilter {
  col: string;
  value: string | number | boolean | readonly (string | number)[];
}

/** Answers 400 `{message: {filters: [message]}}` for a filter the list cannot apply. */
export function refuseFilter(message: string): never {
  throw new FieldValidationError({ filters: [message] });
}

/** A filter's values: its list, or its one value. */
export function filterValues(filter: ListFilter): readonly (string | number | boolean)[] {
  return Array.isArray(filter.value) ? filter.value : [filter.value as string | number | boolean];
}

/** A filter's values as store ids, or 400 for anything else. */
export function filterIds(filter: ListFilter): number[] {
  return filterValues(filter).map((value) => {
    const id = Number(value);
    if (typeof value === 'boolean' || !Number.isInteger(id) || id < 1 || id > STORE_ID_MAX)
      refuseFilter(`Filter on ${filter.col} takes ids`);
    return id;
  });
}

/** Several filters on one column all hold, as Superset's list filters combine with AND. */
export function intersectValues<T>(current: T[] | undefined, next: T[]): T[] {
  return current === undefined ? next : current.filter((value) => next.includes(value));
}
