// Query progress from the server: pushed over a websocket when the server offers one, else
// polled every QUERY_UPDATE_FREQ_MS while a query is in progress. Both paths apply changes
// through the same refresh reducer.
import {
  MAX_QUERY_AGE_TO_POLL_MS,
  QUERY_UPDATE_BUFFER_MS,
  QUERY_UPDATE_FREQ_MS,
  SQLLAB_SOCKET_PATH,
} from '@common/constants/sqlLab';
import { ApiError } from '@app/api/client';
import { queriesUpdatedSince } from '@app/api/queries';
import { clearInactiveQueries, refreshQueries } from '../queriesSlice';
import { hasQueryInProgress } from '../selectors';
import { setOffline } from '../sqlLabUiSlice';
import type { SqlLabThunk } from '../sqlLabReducer';
import type { QueryEditor, ServerQuery } from '../types';
import { fetchQueryResults } from './fetchQueryResults';

const MAX_RECONNECT_MS = 60_000;

/**
 * The server files runs under a tab's server id; a tab made in this page keeps its local id
 * (renaming it would remount its editor), so runs are mapped back to it.
 */
export function toLocalTabIds(
  changed: ServerQuery[],
  editors: readonly Pick<QueryEditor, 'id' | 'tabViewId'>[],
): ServerQuery[] {
  const local = new Map<string, string>();
  for (const editor of editors)
    if (editor.tabViewId && editor.tabViewId !== editor.id) local.set(editor.tabViewId, editor.id);
  if (local.size === 0) return changed;
  return changed.map((query) => {
    const id = query.sqlEditorId === null ? undefined : local.get(String(query.sqlEditorId));
    return id === undefined ? query : { ...query, sqlEditorId: id };
  });
}

/**
 * Applies changed queries; an asynchronous run of ours that just got a results key has its
 * results fetched (the key appearing is the signal, as the state may stay `running`).
 */
export function applyServerQueries(changed: ServerQuery[]): SqlLabThunk {
  return (dispatch, getState) => {
    if (changed.length === 0) return;
    const before = getState().sqlLab.queries.queries;
    dispatch(refreshQueries(toLocalTabIds(changed, getState().sqlLab.tabs.queryEditors)));
    const after = getState().sqlLab.queries.queries;
    for (const { id } of changed) {
      const query = after[id];
      if (!query?.runAsync || !query.resultsKey || query.resultsKey === before[id]?.resultsKey)
        continue;
      if (query.state === 'failed' || query.state === 'stopped' || query.results?.tableKey)
        continue;
      void dispatch(fetchQueryResults(id));
    }
  };
}

/**
 * One poll: with a query in progress, asks for queries changed since the last seen change
 * (less a buffer for clock skew); with none, clears inactive queries instead.
 */
export function pollQueries(fetch = true): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { queries, queriesLastUpdate } = getState().sqlLab.queries;
    const now = Date.now();
    if (!hasQueryInProgress(queries, now)) {
      dispatch(clearInactiveQueries(QUERY_UPDATE_FREQ_MS));
      return;
    }
    if (!fetch) return;
    const oldest = Math.min(
      ...Object.values(queries)
        .map((q) => q.startDttm)
        .filter((start) => now - start < MAX_QUERY_AGE_TO_POLL_MS),
    );
    const since = (queriesLastUpdate || oldest) - QUERY_UPDATE_BUFFER_MS;
    try {
      const changed = await queriesUpdatedSince(since);
      dispatch(applyServerQueries(changed));
      if (getState().sqlLab.ui.offline) dispatch(setOffline(false));
    } catch (error) {
      // Only the network going away makes the page offline; other failures retry next tick.
      if (error instanceof ApiError && error.status === 599) dispatch(setOffline(true));
    }
  };
}

/** A pushed message: a changed query, the server's hello, or nothing we know. */
export function parseSocketMessage(
  data: unknown,
): { type: 'query'; query: ServerQuery } | { type: 'hello' } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; query?: { id?: unknown } };
    if (message.type === 'hello') return { type: 'hello' };
    if (message.type !== 'query' || typeof message.query?.id !== 'string') return undefined;
    return { type: 'query', query: message.query as ServerQuery };
  } catch {
    return undefined;
  }
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SQLLAB_SOCKET_PATH}`;
}

/**
 * Starts following query progress (call when the page mounts; call the answered function on
 * unmount). Pushes are used while the socket is live; polling covers the rest of the time.
 */
export function startQueryUpdates(options: { socket?: boolean } = {}): SqlLabThunk<() => void> {
  return (dispatch) => {
    let stopped = false;
    let inFlight = false;
    let socket: WebSocket | undefined;
    let socketOpen = false;
    let reconnectMs = QUERY_UPDATE_FREQ_MS;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

    const tick = async () => {
      if (inFlight) return;
      inFlight = true;
      try {
        await dispatch(pollQueries(!socketOpen));
      } finally {
        inFlight = false;
      }
    };

    const connect = () => {
      if (stopped || typeof WebSocket === 'undefined') return;
      let live = false;
      socket = new WebSocket(socketUrl());
      socket.onmessage = (event: MessageEvent) => {
        const message = parseSocketMessage(event.data);
        if (message?.type === 'query') dispatch(applyServerQueries([message.query]));
        if (message?.type !== 'hello') return;
        // The subscription is live: pushes replace polling; catch up on what changed before.
        live = true;
        socketOpen = true;
        reconnectMs = QUERY_UPDATE_FREQ_MS;
        void dispatch(pollQueries(true));
      };
      socket.onclose = () => {
        socketOpen = false;
        // A socket that never went live means the server has none: polling alone from here on.
        if (stopped || !live) return;
        reconnectTimer = setTimeout(connect, reconnectMs);
        reconnectMs = Math.min(reconnectMs * 2, MAX_RECONNECT_MS);
      };
    };

    const timer = setInterval(() => void tick(), QUERY_UPDATE_FREQ_MS);
    if (options.socket !== false) connect();
    return () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(reconnectTimer);
      socket?.close();
    };
  };
}
