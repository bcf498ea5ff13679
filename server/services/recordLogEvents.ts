import type { AppContext } from '../context';
import { BadRequestError } from '../errors';
import type { LogEventEntry } from '../store/logRepository';

/** Most events one call may carry (the client sends at most this many at once). */
export const MAX_LOG_EVENTS = 1024;
/** Largest body of one call, in bytes. */
export const MAX_LOG_BODY_BYTES = 1024 * 1024;

/** Ids given in the query string (`?explode=events&slice_id=3`). */
export interface LogEventQuery {
  dashboard_id?: number;
  slice_id?: number;
}

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number < 2 ** 31
    ? number
    : null;
}

/**
 * The events of a log call: `events` is a JSON list (the beacon's form field, a string) or the
 * list itself (a JSON body). Each must be an object; anything else is a 400 that says why.
 */
export function parseLogEvents(body: unknown): Record<string, unknown>[] {
  const raw = (body as { events?: unknown } | null)?.events;
  let events: unknown = raw;
  if (typeof raw === 'string') {
    try {
      events = JSON.parse(raw);
    } catch {
      throw new BadRequestError('events must be a JSON list of event objects');
    }
  }
  if (!Array.isArray(events)) throw new BadRequestError('events must be a list of event objects');
  if (events.length > MAX_LOG_EVENTS)
    throw new BadRequestError(`Too many events: at most ${MAX_LOG_EVENTS} per call`);
  if (
    !events.every((event) => typeof event === 'object' && event !== null && !Array.isArray(event))
  )
    throw new BadRequestError('Every event must be an object');
  return events as Record<string, unknown>[];
}

/**
 * Stores a user's usage events (Superset's `explode=events`: one log row per event) with the
 * event's name as action, its dashboard or chart from the query string or the event, and the
 * event itself as JSON.
 */
export async function recordLogEvents(
  ctx: AppContext,
  userId: number,
  events: Record<string, unknown>[],
  query: LogEventQuery,
  referrer: string | null,
  now = Date.now(),
): Promise<number> {
  const entries: LogEventEntry[] = events.map((event) => {
    const name =
      typeof event.event_name === 'string' && event.event_name ? event.event_name : 'log';
    const duration = Number(event.duration ?? NaN);
    return {
      userId,
      action: name.slice(0, 512),
      json: JSON.stringify(event),
      dashboardId: positiveInt(query.dashboard_id) ?? positiveInt(event.dashboard_id),
      sliceId: positiveInt(query.slice_id) ?? positiveInt(event.slice_id),
      durationMs: Number.isFinite(duration) ? Math.round(duration) : null,
      referrer: referrer ? referrer.slice(0, 1024) : null,
      dttm: now,
    };
  });
  await ctx.logs.recordEvents(entries);
  return entries.length;
}
