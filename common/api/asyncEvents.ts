import type { ApiErrorEntry } from '../errors/errorTypes';

/** Where a job stands (Superset's AsyncQueryManager statuses). */
export type AsyncJobStatus = 'pending' | 'running' | 'done' | 'error';

/** The 202 answer of a request run as a job (Superset's ChartDataAsyncResponseSchema). */
export interface AsyncJobMetadata {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: AsyncJobStatus;
  /** Where the result is read once the job is done; null before. */
  result_url: string | null;
  errors: ApiErrorEntry[];
}

/** One event of a channel: a job's metadata at one step, with the event's stream id. */
export interface AsyncEvent extends AsyncJobMetadata {
  /** "<milliseconds>-<sequence>", as Redis stream ids, increasing within a channel. */
  id: string;
}

/** GET /api/v1/async_event/?last_id= answer. */
export interface AsyncEventsResponse {
  result: AsyncEvent[];
}

export const ASYNC_EVENTS_PATH = '/api/v1/async_event/';
/** The websocket that pushes the caller's events; `?last_id=` replays those after that id first. */
export const ASYNC_EVENTS_SOCKET_PATH = '/api/v1/async_event/ws';
/** Events per read of GET /api/v1/async_event/ (Superset reads 100). */
export const ASYNC_EVENTS_PAGE_SIZE = 100;

/** Stream ids as "<ms>-<seq>"; anything else is refused. */
export const ASYNC_EVENT_ID = /^\d{1,16}-\d{1,16}$/;

/** Orders two stream ids: negative when `a` came first. */
export function compareEventIds(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs - bMs || aSeq - bSeq;
}

/** The result address of a done chart data job. */
export function chartDataResultUrl(cacheKey: string): string {
  return `/api/v1/chart/data/${encodeURIComponent(cacheKey)}`;
}
