import {
  normalizeError,
  type NormalizedError,
  SESSION_TIMED_OUT_MESSAGE,
} from '@common/errors/normalizeError';
import { abortError } from './abortError';
import { sessionExpired } from './sessionExpiry';
import { takePrimedGet } from './primedGets';
import { joinSharedRequest, type Payload } from './sharedGets';
import { CSRF_TOKEN_PATH } from '@common/dashboard/dashboardAddress';

export { isAbortError } from './abortError';

/** A failed call, already normalised for display. */
export class ApiError extends Error {
  constructor(
    readonly normalized: NormalizedError,
    /** Field messages of a 400 `{message: {field: [...]}}` answer. */
    readonly fields: Record<string, string[]> = {},
    /** The answer's parsed JSON body (or text), for callers that read more than the message. */
    readonly body: unknown = undefined,
  ) {
    super(normalized.error);
  }

  get status(): number | undefined {
    return this.normalized.status;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_TIMEOUT_MS = 60_000;
// Calls whose 401 is an answer for the caller, not a reason to leave the page.
const NO_REDIRECT = ['/login/', '/api/v1/me/'];
const TIMED_OUT = Symbol('timed out');

let csrfToken: Promise<string> | undefined;
// The token once known, for calls that cannot wait for it (a page that is going away).
let knownCsrfToken: string | undefined;

/** Forgets the CSRF token: it belongs to a session, so sign-in and sign-out drop it. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
  knownCsrfToken = undefined;
}

/** The session's CSRF token, asked for once. */
function currentCsrfToken(): Promise<string> {
  // A failed fetch (the server's store away: 503) is forgotten, so the next write asks again
  // instead of failing on the same rejected promise until the page is reloaded.
  csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
    csrfToken = undefined;
    throw error;
  });
  return csrfToken;
}

/** Asks for the CSRF token now, for a page that will write (or POST queries) soon after loading. */
export function prefetchCsrfToken(): void {
  // Nobody waits for it yet: a failure is asked again by the first write.
  currentCsrfToken().catch(() => undefined);
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  knownCsrfToken = ((await response.json()) as { result: string }).result;
  return knownCsrfToken;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: normalisation reads the text
  }
  const message = (body as { message?: unknown } | null)?.message;
  const fields =
    response.status === 400 && message && typeof message === 'object'
      ? (message as Record<string, string[]>)
      : {};
  return new ApiError(
    normalizeError({ kind: 'response', status: response.status, body }),
    fields,
    body,
  );
}

function isCsrfFailure(error: ApiError): boolean {
  return (
    error.status === 403 &&
    (/csrf/i.test(error.message) || error.message === SESSION_TIMED_OUT_MESSAGE)
  );
}

export interface RequestOptions {
  timeoutMs?: number;
  /** Aborts the call: it then rejects with an AbortError (see isAbortError), which nobody shows. */
  signal?: AbortSignal;
  /** Sent as If-Match: the write applies only to that stored version (412 otherwise). */
  ifMatch?: string;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  signal: AbortSignal,
  ifMatch?: string,
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (ifMatch) headers['if-match'] = ifMatch;
  // FormData (a file upload) sets its own multipart content type, boundary included.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (MUTATING.has(method) && path !== '/login/') {
    headers['X-CSRFToken'] = await currentCsrfToken();
  }
  const request = () =>
    fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined || form ? body : JSON.stringify(body),
      signal,
    });
  // A GET the entry chunk started early (primedGets.ts); asked again if that one failed.
  const primed = method === 'GET' ? takePrimedGet(path, accept) : undefined;
  try {
    return await (primed ? primed.catch(request) : request());
  } catch {
    // An abort is told apart by the caller, which knows why it aborted.
    throw new ApiError(normalizeError({ kind: 'network' }));
  }
}

// One call from sending to the last byte: CSRF retry, the session-ended message and error
// normalisation are shared by the JSON and the binary entry points.
async function perform(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  signal: AbortSignal,
  ifMatch?: string,
): Promise<Payload> {
  try {
    let response = await send(method, path, body, accept, signal, ifMatch);
    if (!response.ok) {
      let error = await failure(response);
      if (isCsrfFailure(error)) {
        // The token went stale (a new session): fetch a fresh one and try once more.
        resetCsrfToken();
        response = await send(method, path, body, accept, signal, ifMatch);
        if (!response.ok) error = await failure(response);
      }
      if (!response.ok) throw error;
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      etag: response.headers.get('etag'),
      body: await response.arrayBuffer(),
    };
  } catch (error) {
    // The session ended (a 401 here or on the CSRF token): say so, then sign in again.
    if (error instanceof ApiError && error.status === 401 && !NO_REDIRECT.includes(path)) {
      sessionExpired();
      // Only the message: the server's own entries ("Not authorized") would be shown instead.
      const { status, statusText } = error.normalized;
      throw new ApiError({ error: SESSION_TIMED_OUT_MESSAGE, status, statusText });
    }
    throw error;
  }
}

// A caller's call: its own time limit and abort; identical GETs in flight share one fetch.
async function call(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept = 'application/json',
): Promise<Payload> {
  const { signal } = options;
  if (signal?.aborted) throw abortError();
  const caller = new AbortController();
  const timer = setTimeout(() => caller.abort(TIMED_OUT), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => caller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return method === 'GET'
      ? await joinSharedRequest(
          `${accept} ${path}`,
          (shared) => perform(method, path, body, accept, shared),
          caller.signal,
        )
      : await perform(method, path, body, accept, caller.signal, options.ifMatch);
  } catch (error) {
    if (!caller.signal.aborted) throw error;
    if (caller.signal.reason === TIMED_OUT) throw new ApiError(normalizeError({ kind: 'timeout' }));
    throw abortError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The one way the app calls the API: JSON in and out, CSRF on writes, every failure normalised. */
export async function apiFetch<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const payload = await call(method, path, body, options);
  // Decoded per caller: callers of a shared GET each get their own objects.
  return JSON.parse(new TextDecoder().decode(payload.body)) as T;
}

/** Like apiFetch, and also answers the ETag header (the version a later If-Match names). */
export async function apiFetchVersioned<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<{ data: T; etag: string | null }> {
  const payload = await call(method, path, body, options);
  return {
    data: JSON.parse(new TextDecoder().decode(payload.body)) as T,
    etag: payload.etag ?? null,
  };
}

/** A successful answer read as bytes, for encodings other than JSON. */
export interface BinaryAnswer {
  status: number;
  contentType: string;
  body: ArrayBuffer;
}

/** Like apiFetch, but asks for `accept` and answers the raw bytes; failures stay normalised JSON errors. */
export function apiFetchBinary(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  options: RequestOptions = {},
): Promise<BinaryAnswer> {
  return call(method, path, body, options, accept);
}

/**
 * Fires a JSON write that outlives the page (`fetch` with keepalive), for `pagehide`: it
 * cannot wait, so it carries the CSRF token only if one is already known, and nobody reads
 * its answer. Keepalive bodies are limited to 64 KiB by the browser.
 */
export function sendKeepalive(method: string, path: string, body: unknown): void {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (knownCsrfToken) headers['X-CSRFToken'] = knownCsrfToken;
  try {
    void fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A body over the keepalive limit throws at once: the local copy still has the edits.
  }
}
