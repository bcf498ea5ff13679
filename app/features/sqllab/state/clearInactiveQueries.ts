// Removal: inactive queries are cleared after an interval.
import type { QueriesState } from './queriesState';
import type { Query } from './types';

function isStale(query: Query, interval: number, now: number): boolean {
  return (
    (query.state === 'running' || query.state === 'pending') &&
    now - query.startDttm > interval &&
    query.progress === 0
  );
}

/**
 * Drops running or pending queries older than `interval` that never progressed; others with a
 * results key take the status of their stored result. Untouched queries keep their object.
 */
export function clearInactiveQueries(
  state: QueriesState,
  interval: number,
  now: number,
): QueriesState {
  let changed = false;
  const queries: Record<string, Query> = {};
  for (const [id, query] of Object.entries(state.queries)) {
    if (isStale(query, interval, now)) {
      changed = true;
      continue;
    }
    const resultState = query.resultsKey
      ? (query.results?.query?.state ?? query.results?.status)
      : undefined;
    if (resultState && resultState !== query.state) {
      queries[id] = { ...query, state: resultState as Query['state'] };
      changed = true;
    } else {
      queries[id] = query;
    }
  }
  return changed ? { ...state, queries } : state;
}
