import type { ApiErrorEntry } from './errorTypes';

/** HTTP status texts shown beside normalised errors. */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
  599: 'Network error',
};

export const SESSION_TIMED_OUT_MESSAGE =
  'Your session timed out, please refresh your page and try again.';
export const TIMEOUT_HINTS = [
  'Issue 1000 - The dataset is too large to query.',
  'Issue 1001 - The database is under an unusual load.',
] as const;

/** What went wrong with a call, before normalisation. */
export type RawFailure =
  { kind: 'network' } | { kind: 'timeout' } | { kind: 'response'; status: number; body: unknown };

/** The one error shape every screen shows. */
export interface NormalizedError {
  error: string;
  status?: number;
  statusText?: string;
  description?: string;
  link?: string;
  hints?: string[];
  errors?: ApiErrorEntry[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstValue(obj: Record<string, unknown>): string | undefined {
  for (const value of Object.values(obj)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    if (isRecord(value)) return firstValue(value);
  }
  return undefined;
}

function fromErrorsList(list: unknown[]): NormalizedError | undefined {
  const first = list[0];
  if (!isRecord(first) || typeof first.message !== 'string') return undefined;
  const extra = isRecord(first.extra) ? first.extra : {};
  const description =
    typeof first.description === 'string'
      ? first.description
      : typeof extra.description === 'string'
        ? extra.description
        : undefined;
  const link = typeof extra.link === 'string' ? extra.link : undefined;
  return { error: first.message, description, link, errors: list as ApiErrorEntry[] };
}

function fromBody(body: unknown): NormalizedError {
  if (typeof body === 'string') {
    if (/csrf/i.test(body)) return { error: SESSION_TIMED_OUT_MESSAGE };
    return { error: 'An error occurred' };
  }
  if (!isRecord(body)) return { error: 'An error occurred' };
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const fromList = fromErrorsList(body.errors);
    if (fromList) return fromList;
  }
  if (typeof body.stack === 'string') {
    const description = typeof body.description === 'string' ? body.description : body.stack;
    return { error: `Unexpected error: ${description}` };
  }
  if (isRecord(body.message)) return { error: firstValue(body.message) ?? 'Invalid input' };
  if (typeof body.message === 'string') {
    if (/csrf/i.test(body.message)) return { error: SESSION_TIMED_OUT_MESSAGE };
    return { error: body.message };
  }
  if (typeof body.error === 'string') return { error: body.error };
  return { error: 'An error occurred' };
}

/** Turns any failed call into one NormalizedError. */
export function normalizeError(failure: RawFailure): NormalizedError {
  if (failure.kind === 'network') {
    return { error: 'Network error', status: 599, statusText: HTTP_STATUS_TEXT[599] };
  }
  if (failure.kind === 'timeout') {
    return { error: 'Request timed out', hints: [...TIMEOUT_HINTS] };
  }
  const normalized = fromBody(failure.body);
  return { ...normalized, status: failure.status, statusText: HTTP_STATUS_TEXT[failure.status] };
}
