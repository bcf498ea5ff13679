// The async job transport (spec/charts-explore.md §4 "Async jobs"): one websocket per page that
// pushes the user's job events; after ASYNC_WS_MAX_RECONNECTS failed reconnects it polls
// GET /api/v1/async_event/ instead. Each waiting caller hears only its own job's end.
import {
  ASYNC_EVENT_ID,
  ASYNC_EVENTS_PATH,
  ASYNC_EVENTS_SOCKET_PATH,
  type AsyncEvent,
  type AsyncEventsResponse,
  type AsyncJobMetadata,
  compareEventIds,
} from '@common/api/asyncEvents';
import { normalizeError } from '@common/errors/normalizeError';
import { abortError } from './abortError';
import { ApiError, apiFetch, type RequestOptions } from './client';

export const ASYNC_POLLING_DELAY_MS = 500;
export const ASYNC_WS_RECONNECT_DELAY_MS = 2500;
export const ASYNC_WS_MAX_RECONNECTS = 6;
export const ASYNC_LISTENER_RETRIES = 6;
export const ASYNC_LISTENER_RETRY_DELAY_MS = 100;

/** A job that ended in error: its entries, normalised as any failed call's. */
export class AsyncJobError extends ApiError {
  constructor(readonly event: AsyncEvent) {
    const normalized = normalizeError({
      kind: 'response',
      status: 500,
      body: { errors: event.errors },
    });
    // No HTTP status: the job failed, not a call.
    super({ ...normalized, status: undefined, statusText: undefined });
  }
}

interface Listener {
  resolve: (resultUrl: string) => void;
  reject: (error: unknown) => void;
}

const listeners = new Map<string, Listener>();
const retriesByJob = new Map<string, number>();
const timers = new Set<ReturnType<typeof setTimeout>>();
let lastEventId: string | null = null;
let transport: 'none' | 'socket' | 'polling' = 'none';
let socket: WebSocket | undefined;
let failedConnects = 0;
let pollTimer: ReturnType<typeof setTimeout> | undefined;
let polling = false;

function later(run: () => void, ms: number): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    run();
  }, ms);
  timers.add(timer);
}

function isAsyncEvent(value: unknown): value is AsyncEvent {
  const event = value as Partial<AsyncEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    ASYNC_EVENT_ID.test(event.id) &&
    typeof event.job_id === 'string' &&
    typeof event.status === 'string'
  );
}

function handle(event: AsyncEvent): void {
  const listener = listeners.get(event.job_id);
  if (!listener) {
    // The event may come before its caller has registered (the 202 still on its way).
    const tries = (retriesByJob.get(event.job_id) ?? 0) + 1;
    if (tries > ASYNC_LISTENER_RETRIES) {
      retriesByJob.delete(event.job_id);
      return;
    }
    retriesByJob.set(event.job_id, tries);
    later(() => handle(event), ASYNC_LISTENER_RETRY_DELAY_MS * tries);
    return;
  }
  retriesByJob.delete(event.job_id);
  if (event.status === 'done' && event.result_url) {
    listeners.delete(event.job_id);
    listener.resolve(event.result_url);
  } else if (event.status === 'error') {
    listeners.delete(event.job_id);
    listener.reject(new AsyncJobError(event));
  } else console.warn(`Async job ${event.job_id}: status ${event.status} ignored`);
}

function receive(events: AsyncEvent[]): void {
  for (const event of events) {
    if (lastEventId === null || compareEventIds(event.id, lastEventId) > 0) lastEventId = event.id;
    handle(event);
  }
}

async function poll(): Promise<void> {
  pollTimer = undefined;
  if (transport !== 'polling' || listeners.size === 0 || polling) return;
  polling = true;
  try {
    const query = lastEventId === null ? '' : `?last_id=${encodeURIComponent(lastEventId)}`;
    const answer = await apiFetch<AsyncEventsResponse>('GET', `${ASYNC_EVENTS_PATH}${query}`);
    receive(answer.result.filter(isAsyncEvent));
  } catch (error) {
    console.warn('Async events could not be read; trying again', error);
  } finally {
    polling = false;
    schedulePoll();
  }
}

function schedulePoll(delay = ASYNC_POLLING_DELAY_MS): void {
  if (transport !== 'polling' || listeners.size === 0 || pollTimer !== undefined) return;
  pollTimer = setTimeout(() => void poll(), delay);
}

function startPolling(): void {
  transport = 'polling';
  socket = undefined;
  schedulePoll(0);
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  // "0-0": everything the channel still keeps, so a job that ended before the socket opened is
  // not missed; later connections resume after the last event seen.
  const lastId = encodeURIComponent(lastEventId ?? '0-0');
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${ASYNC_EVENTS_SOCKET_PATH}?last_id=${lastId}`;
}

function connect(): void {
  const current = new WebSocket(socketUrl());
  socket = current;
  current.onopen = () => {
    failedConnects = 0;
  };
  current.onmessage = (message: MessageEvent) => {
    try {
      const event: unknown = JSON.parse(String(message.data));
      if (isAsyncEvent(event)) receive([event]);
    } catch {
      // Not an event: nothing to do.
    }
  };
  current.onclose = () => {
    if (socket !== current || transport !== 'socket') return;
    failedConnects += 1;
    if (failedConnects > ASYNC_WS_MAX_RECONNECTS) startPolling();
    else later(connect, ASYNC_WS_RECONNECT_DELAY_MS);
  };
}

function ensureTransport(): void {
  if (transport !== 'none') {
    schedulePoll();
    return;
  }
  if (typeof WebSocket === 'undefined') startPolling();
  else {
    transport = 'socket';
    connect();
  }
}

/**
 * Waits for a submitted job (the 202 body of a request) to end: resolves with its result URL
 * when done, rejects with an AsyncJobError carrying its errors; `signal` stops waiting.
 */
export function waitForAsyncJob(
  job: Pick<AsyncJobMetadata, 'job_id'>,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<string>((resolve, reject) => {
    const onAbort = () => {
      listeners.delete(job.job_id);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        then(value);
      };
    listeners.set(job.job_id, { resolve: settle(resolve), reject: settle(reject) });
    ensureTransport();
  });
}

/** Waits for a job, then reads its result (the same body the synchronous call would answer). */
export async function fetchAsyncJobResult<T>(
  job: Pick<AsyncJobMetadata, 'job_id'>,
  options: RequestOptions = {},
): Promise<T> {
  const resultUrl = await waitForAsyncJob(job, { signal: options.signal });
  return apiFetch<T>('GET', resultUrl, undefined, options);
}

/** Closes the transport and forgets every job and event (sign-out, tests). */
export function stopAsyncEvents(): void {
  transport = 'none';
  const open = socket;
  socket = undefined;
  open?.close();
  clearTimeout(pollTimer);
  pollTimer = undefined;
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  for (const listener of listeners.values()) listener.reject(abortError());
  listeners.clear();
  retriesByJob.clear();
  lastEventId = null;
  failedConnects = 0;
  polling = false;
}
