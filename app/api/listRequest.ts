import { encodeRison, type RisonValue } from '@common/api/rison';

/** One filter of a Superset list call: `(col:status,opr:eq,value:success)`. */
export type ListFilter = { col: string; opr: string; value: RisonValue };

/** The rison `q` of Superset's list endpoints (filters, order and page). */
export type ListRequest = {
  filters: ListFilter[];
  order_column: string;
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
};

/** `base?q=<rison>` for a Superset list call. */
export function listRequestPath(base: string, request: ListRequest): string {
  return `${base}?q=${encodeURIComponent(encodeRison(request))}`;
}
