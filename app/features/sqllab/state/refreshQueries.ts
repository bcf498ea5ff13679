// Refreshing query runs from the server.
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

/** The record's start and end of a run that ended as the client already knows, if they differ. */
function endedTimes(
  previous: Query,
  incoming: Partial<Query>,
): Pick<Query, 'startDttm' | 'endDttm'> | undefined {
  if (incoming.state !== previous.state || typeof incoming.endDttm !== 'number') return undefined;
  const startDttm = incoming.startDttm ?? previous.startDttm;
  if (startDttm === previous.startDttm && incoming.endDttm === previous.endDttm) return undefined;
  return { startDttm, endDttm: incoming.endDttm };
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
    const incoming = fromServerQuery(server);
    if (previous && (previous.state === 'stopped' || previous.state === 'failed')) {
      // The server's record of that end still gives its times: the duration shown now is the
      // one shown after a reload, not the browser's own measure of the stop.
      const times = endedTimes(previous, incoming);
      if (times) {
        if (queries === state.queries) queries = { ...state.queries };
        queries[server.id] = { ...previous, ...times };
      }
      continue;
    }
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
