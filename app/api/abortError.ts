/** The error an aborted call rejects with, as fetch itself does: callers and toasts ignore it. */
export function abortError(): DOMException {
  return new DOMException('The request was aborted.', 'AbortError');
}

/** True for the rejection of a call its caller aborted (the caller asked for it: nothing to show). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
