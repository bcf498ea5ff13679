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

/** Forgets the CSRF token: it belongs to a session, so sign-in and sign-out drop it. */
export function resetCsrfToken(): void {
  csrfToken = undefined;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch('/api/v1/security/csrf_token/', { credentials: 'same-origin' });
  if (!response.ok) throw await failure(response);
  return ((await response.json()) as { result: string }).result;
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
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (MUTATING.has(method) && path !== '/login/') {
    csrfToken ??= fetchCsrfToken();
    headers['X-CSRFToken'] = await csrfToken;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    const raw: RawFailure = controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
    throw new ApiError(normalizeError(raw));
  } finally {
    clearTimeout(timer);
  }
}

/** The one way the app calls the API: JSON in and out, CSRF on writes, every failure normalised. */
export async function apiFetch<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  let response = await send(method, path, body, options);
  if (!response.ok) {
    let error = await failure(response);
    if (isCsrfFailure(error)) {
      // The token went stale (a new session): fetch a fresh one and try once more.
      resetCsrfToken();
      response = await send(method, path, body, options);
      if (response.ok) return (await response.json()) as T;
      error = await failure(response);
    }
    if (error.status === 401 && !NO_REDIRECT.includes(path)) {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/login/?next=${encodeURIComponent(safeNext(here))}`);
    }
    throw error;
  }
  return (await response.json()) as T;
}
