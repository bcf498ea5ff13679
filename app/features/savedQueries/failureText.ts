import { ApiError } from '@app/api/client';

/** The page's failure message followed by the server's detail, without saying it twice. */
export function failureText(message: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.message : '';
  if (!detail) return message;
  // The schedule endpoint already starts its 400 messages with that sentence.
  return detail.startsWith(message) ? detail : `${message} ${detail}`;
}
