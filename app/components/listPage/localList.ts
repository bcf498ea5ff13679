import type { ListAnswer } from './useListPage';
import type { ListState } from './listState';

/** How a list that the server sends whole is searched and ordered in the browser. */
export type LocalListRules<T, F> = {
  /** Whether a row passes the chosen filters. */
  matches: (row: T, filters: F) => boolean;
  /** A row's value for a sortable column. */
  sortValue: (row: T, column: string) => string | number;
};

/** One page of a list held whole in memory (a server that does not page it), as the kit pages. */
export function pageLocally<T, F>(
  rows: readonly T[],
  state: ListState<F>,
  rules: LocalListRules<T, F>,
): ListAnswer<T> {
  const kept = rows.filter((row) => rules.matches(row, state.filters));
  const { column, direction } = state.sort;
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...kept].sort((a, b) => {
    const left = rules.sortValue(a, column);
    const right = rules.sortValue(b, column);
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right), undefined, { sensitivity: 'base' });
  });
  const start = state.page * state.pageSize;
  return { count: kept.length, result: sorted.slice(start, start + state.pageSize) };
}

/** Whether any of the texts contains the search, ignoring case and surrounding spaces. */
export function containsText(search: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = search.trim().toLowerCase();
  return !wanted || texts.some((text) => text?.toLowerCase().includes(wanted));
}
