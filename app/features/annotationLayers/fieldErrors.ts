import { ApiError } from '@app/api/client';

/** Field messages of a refused save: a 400 or a 422 `{message: {field: [..]}}` answer. */
export function fieldErrors(error: unknown): [string, string[]][] {
  if (!(error instanceof ApiError)) return [];
  const message = (error.body as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object') return [];
  return Object.entries(message as Record<string, unknown>).map(([name, value]) => [
    name,
    Array.isArray(value) ? value.map(String) : [String(value)],
  ]);
}

/** `2024-01-31T12:00:00` (naive UTC, as the API answers) as a datetime-local input value. */
export function toInputTime(apiTime: string): string {
  return apiTime.slice(0, 16);
}

/** A datetime-local input value (read as UTC, as the API stores) in the API's form. */
export function fromInputTime(inputTime: string): string {
  return inputTime.length === 16 ? `${inputTime}:00` : inputTime;
}

/** `2024-01-31 12:00` for a list cell. */
export function shownTime(apiTime: string): string {
  return apiTime.slice(0, 16).replace('T', ' ');
}
