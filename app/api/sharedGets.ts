import { abortError } from './abortError';

/** A successful answer's bytes, read once and handed to every caller of the same request. */
export interface Payload {
  status: number;
  contentType: string;
  body: ArrayBuffer;
  /** The answer's ETag header (the stored version of a dashboard), when it has one. */
  etag?: string | null;
}

interface Flight {
  promise: Promise<Payload>;
  controller: AbortController;
  callers: number;
  delivered: number;
}

const inFlight = new Map<string, Flight>();

/** How many shared requests are in flight (for tests). */
export function sharedRequestsInFlight(): number {
  return inFlight.size;
}

// The first caller gets the bytes read; later ones a copy, so that one transferring its buffer
// to a worker (which detaches it) cannot empty another's.
function deliver(flight: Flight, payload: Payload): Payload {
  flight.delivered += 1;
  return flight.delivered === 1 ? payload : { ...payload, body: payload.body.slice(0) };
}

/**
 * Joins the in-flight request with this key, or starts it. The caller's abort detaches only
 * that caller (it rejects with an AbortError); the request itself is aborted once every caller
 * has gone, and a call made after that starts afresh.
 */
export function joinSharedRequest(
  key: string,
  start: (signal: AbortSignal) => Promise<Payload>,
  callerSignal: AbortSignal,
): Promise<Payload> {
  if (callerSignal.aborted) return Promise.reject(abortError());
  let flight = inFlight.get(key);
  if (!flight) {
    const controller = new AbortController();
    const created: Flight = {
      promise: start(controller.signal),
      controller,
      callers: 0,
      delivered: 0,
    };
    const forget = () => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    };
    created.promise.then(forget, forget);
    inFlight.set(key, created);
    flight = created;
  }
  const joined = flight;
  joined.callers += 1;
  return new Promise<Payload>((resolve, reject) => {
    let attached = true;
    const detach = () => {
      if (!attached) return;
      attached = false;
      joined.callers -= 1;
      if (joined.callers === 0) {
        if (inFlight.get(key) === joined) inFlight.delete(key);
        joined.controller.abort();
      }
      reject(abortError());
    };
    callerSignal.addEventListener('abort', detach, { once: true });
    const settle = () => {
      const wasAttached = attached;
      attached = false;
      callerSignal.removeEventListener('abort', detach);
      return wasAttached;
    };
    joined.promise.then(
      (payload) => {
        if (settle()) resolve(deliver(joined, payload));
      },
      (error: unknown) => {
        if (settle()) reject(error);
      },
    );
  });
}
