import type { TagColor } from './ui/Tag';

/** The tag colour of each query state, in SQL Lab and on the query history page. */
export const QUERY_STATE_COLOURS: Record<string, TagColor> = {
  success: 'success',
  failed: 'error',
  timed_out: 'error',
  stopped: 'warning',
  running: 'processing',
  started: 'processing',
  fetching: 'processing',
  pending: 'default',
  scheduled: 'default',
};
