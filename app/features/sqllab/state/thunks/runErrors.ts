import { SESSION_TIMED_OUT_MESSAGE } from '@common/errors/normalizeError';
import { ApiError } from '@app/api/client';
import type { QueryFailure } from '../actions';

// normalizeError's text when a body said nothing useful: the status text is better then.
const GENERIC = 'An error occurred';

/**
 * A failed call as a run failure: the server's error, else the message or status
 * text, else `fallback`; a CSRF failure reads as the session-timed-out message.
 */
export function callFailure(error: unknown, fallback = 'Unknown error'): QueryFailure {
  if (error instanceof ApiError) {
    const { normalized } = error;
    const said = normalized.error && normalized.error !== GENERIC ? normalized.error : undefined;
    let message = said || normalized.statusText || normalized.error || fallback;
    if (/csrf token/i.test(message)) message = SESSION_TIMED_OUT_MESSAGE;
    return { message, link: normalized.link, errors: normalized.errors };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: fallback };
}
