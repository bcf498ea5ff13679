/**
 * Events are kept this long: a page reads its jobs' events within seconds, and a page that
 * (re)connects reads what its channel holds, so old events would only be read again for nothing.
 */
export const ASYNC_EVENT_RETENTION_MS = 10 * 60 * 1000;
/** At most this many events per channel (Superset's per-channel stream limit). */
export const ASYNC_EVENTS_PER_CHANNEL = 1000;
