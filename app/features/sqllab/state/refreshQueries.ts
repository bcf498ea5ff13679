// "Refresh from the server" (spec/sql-editor.md §4 "Query run").
import type { QueriesState } from './queriesState';
import { fromServerQuery, UNKNOWN_QUERY_DEFAULTS } from './serverQuery';
import type { Query, QueryState, ServerQuery } from './types';

// A server "success" arrives while the client is still running or fetching (polls overlap the
// execute answer and the results request): the client's own state wins until it finishes.
const KEEP_ON_SERVER_SUCCESS: ReadonlySet<QueryState> = new Set(['fetching', 'running', 'success']);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Small server objects (errors, extra) arrive as new objects on every poll.
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

function unchanged(previous: Query, next: Query): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    if (!sameValue(previous[key as keyof Query], next[key as keyof Query])) return false;
  }
  return true;
}

/**
 * Applies queries changed on the server. Stopped and failed local queries are kept; a server
 * success does not replace a local fetching, running or success; the last-update time moves to
 * the newest change; queries that did not change keep their object (so nothing re-renders).
 */
export function refreshQueries(state: QueriesState, changed: readonly ServerQuery[]): QueriesState {
  let queries = state.queries;
  let queriesLastUpdate = state.queriesLastUpdate;
  for (const server of changed) {
    const previous = state.queries[server.id];
    if (previous && (previous.state === 'stopped' || previous.state === 'failed')) continue;
    const incoming = fromServerQuery(server);
    if (incoming.changedOn !== undefined && incoming.changedOn > queriesLastUpdate)
      queriesLastUpdate = incoming.changedOn;
    const keepLocal =
      previous !== undefined &&
      incoming.state === 'success' &&
      KEEP_ON_SERVER_SUCCESS.has(previous.state);
    const next: Query = {
      ...UNKNOWN_QUERY_DEFAULTS,
      ...previous,
      ...incoming,
      state: keepLocal ? previous.state : (incoming.state ?? previous?.state ?? 'pending'),
    };
    if (previous && unchanged(previous, next)) continue;
    if (queries === state.queries) queries = { ...state.queries };
    queries[server.id] = next;
  }
  if (queries === state.queries && queriesLastUpdate === state.queriesLastUpdate) return state;
  return { ...state, queries, queriesLastUpdate };
}
