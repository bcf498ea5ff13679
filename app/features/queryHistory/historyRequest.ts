import type { ListFilter } from '@app/api/listRequest';
import { textFilter } from '@app/components/listPage/listState';

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

/** Newest runs first. */
export const DEFAULT_HISTORY_SORT = { column: 'start_time', direction: 'desc' } as const;

/** The history list's filters for what was chosen in the filter bar. */
export function historyFilters(filters: HistoryFilters): ListFilter[] {
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
  return [...list, ...textFilter('sql', filters.sql)];
}
