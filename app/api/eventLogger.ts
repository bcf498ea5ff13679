/** Spec §4: at most this many events per send. */
export const LOG_BATCH_MAX = 1024;
/** Spec §4: events go out after this long without a new one. */
export const LOG_QUIET_MS = 1000;

/** Fields of one event besides its name (spec §3 "Log event"). */
export type LogFields = Record<string, unknown> & {
  source?: string;
  source_id?: number | string;
  event_type?: 'timing' | 'user';
};

type Sender = (url: string, events: Record<string, unknown>[]) => void;

const queue: Record<string, unknown>[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let counter = 0;
// One id per page load: events of one visit share it (Superset's impression_id).
const impressionId = Math.random().toString(36).slice(2, 11);

/** A beacon when the browser has one, else a keepalive POST whose answer nobody reads. */
const send: Sender = (url, events) => {
  const body = new URLSearchParams({ events: JSON.stringify(events) });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(
    () => undefined,
  );
};
let sender: Sender = send;

/** Replaces how batches are sent (tests). */
export function setLogSender(next: Sender | undefined): void {
  sender = next ?? send;
}

/** Sends every queued event now, in batches of at most LOG_BATCH_MAX. */
export function flushLogEvents(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const batch = queue.splice(0, LOG_BATCH_MAX);
    const source = batch[0]?.source;
    const id = batch[0]?.source_id;
    // Superset's query: the dashboard or chart the events come from.
    const key = source === 'dashboard' ? 'dashboard_id' : source === 'explore' ? 'slice_id' : '';
    const extra = key && id !== undefined ? `&${key}=${encodeURIComponent(String(id))}` : '';
    sender(`/superset/log/?explode=events${extra}`, batch);
  }
}

/** Queues a usage event; the queue goes out after LOG_QUIET_MS of quiet or when full. */
export function logEvent(eventName: string, fields: LogFields = {}): void {
  const ts = Date.now();
  queue.push({
    source: 'spa',
    event_type: 'user',
    ...fields,
    event_name: eventName,
    impression_id: impressionId,
    event_id: `${impressionId}-${++counter}`,
    ts,
    visibility: typeof document === 'undefined' ? 'visible' : document.visibilityState,
  });
  if (queue.length >= LOG_BATCH_MAX) return flushLogEvents();
  clearTimeout(timer);
  timer = setTimeout(flushLogEvents, LOG_QUIET_MS);
}

if (typeof window !== 'undefined') {
  // Leaving the page must not lose what is queued: a beacon still goes out then.
  window.addEventListener('pagehide', flushLogEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushLogEvents();
  });
}
