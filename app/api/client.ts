import {
  normalizeError,
  type NormalizedError,
  type RawFailure,
  SESSION_TIMED_OUT_MESSAGE,
} from '../../common/errors/normalizeError';
import { safeNext } from './safeNext';

/** A failed call, already normalised for display (spec/charts-explore.md §8). */
export class ApiError extends Error {
  constructor(
    readonly normalized: NormalizedError,
    /** Field messages of a 400 `{message: {field: [...]}}` answer. */
    readonly fields: Record<string, string[]> = {},
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

let csrfToken: Promise<string> | undefined;
// The token once known, for calls that cannot wait for it (a page that is going away).
let knownCsrfToken: string | undefined;

/** Forgets the CSRF token: it belongs to a session, so sign-in and sign-out drop it. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
  knownCsrfToken = undefined;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch('/api/v1/security/csrf_token/', { credentials: 'same-origin' });
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
  return new ApiError(normalizeError({ kind: 'response', status: response.status, body }), fields);
}

function isCsrfFailure(error: ApiError): boolean {
  return (
    error.status === 403 &&
    (/csrf/i.test(error.message) || error.message === SESSION_TIMED_OUT_MESSAGE)
  );
}

export interface RequestOptions {
  timeoutMs?: number;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  // FormData (a file upload) sets its own multipart content type, boundary included.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (MUTATING.has(method) && path !== '/login/') {
    // A failed fetch (the server's store away: 503) is forgotten, so the next write asks again
    // instead of failing on the same rejected promise until the page is reloaded.
    csrfToken ??= fetchCsrfToken().catch((error: unknown) => {
      csrfToken = undefined;
      throw error;
    });
    headers['X-CSRFToken'] = await csrfToken;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined || form ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    const raw: RawFailure = controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
    throw new ApiError(normalizeError(raw));
  } finally {
    clearTimeout(timer);
  }
}

// Sends a call and answers the successful Response: CSRF retry, sign-in redirect and error
// normalisation are shared by the JSON and the binary entry points.
async function checkedResponse(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept?: string,
): Promise<Response> {
  let response = await send(method, path, body, options, accept);
  if (!response.ok) {
    let error = await failure(response);
    if (isCsrfFailure(error)) {
      // The token went stale (a new session): fetch a fresh one and try once more.
      resetCsrfToken();
      response = await send(method, path, body, options, accept);
      if (response.ok) return response;
      error = await failure(response);
    }
    // On the sign-in page already (just signed out), a late 401 must not reload it.
    // (Read only on a 401: other failures must not need a window, e.g. in unit tests.)
    const onLogin = () => window.location.pathname.startsWith('/login');
    if (error.status === 401 && !NO_REDIRECT.includes(path) && !onLogin()) {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/login/?next=${encodeURIComponent(safeNext(here))}`);
    }
    throw error;
  }
  return response;
}

/** The one way the app calls the API: JSON in and out, CSRF on writes, every failure normalised. */
export async function apiFetch<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return (await (await checkedResponse(method, path, body, options)).json()) as T;
}

/** A successful answer read as bytes, for encodings other than JSON. */
export interface BinaryAnswer {
  status: number;
  contentType: string;
  body: ArrayBuffer;
}

/** Like apiFetch, but asks for `accept` and answers the raw bytes; failures stay normalised JSON errors. */
export async function apiFetchBinary(
  method: string,
  path: string,
  body: unknown,
  accept: string,
  options: RequestOptions = {},
): Promise<BinaryAnswer> {
  const response = await checkedResponse(method, path, body, options, accept);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.arrayBuffer(),
  };
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
