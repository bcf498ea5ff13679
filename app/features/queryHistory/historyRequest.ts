import type { ListFilter, ListRequest } from '../../api/listRequest';

/** Rows per page of the history list. */
export const HISTORY_PAGE_SIZE = 25;

/** What the person chose in the history page's filter bar. */
export type HistoryFilters = {
  databaseId?: number;
  /** Query states; empty means any. */
  states: string[];
  userId?: number;
  /** Start-time bounds, epoch milliseconds. */
  from?: number;
  to?: number;
  /** Text the SQL contains. */
  sql: string;
};

/** No filter chosen. */
export const NO_HISTORY_FILTERS: HistoryFilters = { states: [], sql: '' };

/** The list call for one page of history under the chosen filters, newest first. */
export function historyRequest(filters: HistoryFilters, page: number): ListRequest {
  const list: ListFilter[] = [];
  if (filters.databaseId !== undefined)
    list.push({ col: 'database', opr: 'eq', value: filters.databaseId });
  const [onlyState] = filters.states;
  if (filters.states.length === 1 && onlyState !== undefined)
    list.push({ col: 'status', opr: 'eq', value: onlyState });
  else if (filters.states.length > 1)
    list.push({ col: 'status', opr: 'in', value: filters.states });
  if (filters.userId !== undefined) list.push({ col: 'user', opr: 'eq', value: filters.userId });
  if (filters.from !== undefined) list.push({ col: 'start_time', opr: 'gt', value: filters.from });
  if (filters.to !== undefined) list.push({ col: 'start_time', opr: 'lt', value: filters.to });
  const sql = filters.sql.trim();
  if (sql) list.push({ col: 'sql', opr: 'ct', value: sql });
  return {
    filters: list,
    order_column: 'start_time',
    order_direction: 'desc',
    page,
    page_size: HISTORY_PAGE_SIZE,
  };
}
