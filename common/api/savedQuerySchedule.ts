import { z } from 'zod';

/** PUT /api/v1/saved_query/{id}/schedule body: a 5-field cron expression in an IANA zone. */
export const scheduleBody = z.object({
  crontab: z.string().trim().min(1).max(100),
  timezone: z.string().trim().min(1).max(64).default('UTC'),
  active: z.boolean().default(true),
});
export type ScheduleBody = z.infer<typeof scheduleBody>;

/** What became of one slot. */
export type ScheduleRunState = 'running' | 'success' | 'failed' | 'skipped';

/** One slot of a schedule; times are epoch milliseconds. */
export interface ScheduleRunRecord {
  id: number;
  scheduled_for: number;
  state: ScheduleRunState;
  started_at: number | null;
  ended_at: number | null;
  rows: number | null;
  error_message: string | null;
  /** The client id of the query record the run made (GET /api/v1/query/ lists it). */
  query_client_id: string | null;
}

/** GET/PUT /api/v1/saved_query/{id}/schedule answer's `result`. */
export interface ScheduleRecord {
  saved_query_id: number;
  crontab: string;
  timezone: string;
  active: boolean;
  /** The next slot (epoch ms); null when inactive. */
  next_run_at: number | null;
  created_on: number;
  changed_on: number;
  /** The last 20 slots, newest first. */
  runs: ScheduleRunRecord[];
}

/** How many runs the schedule answer lists. */
export const SCHEDULE_RUNS_SHOWN = 20;
