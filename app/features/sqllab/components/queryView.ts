import type { RunTimes } from '@common/runDuration';
import type { GridTable } from '@app/components/grid/gridTable';

/** What the panes show of a query run. */
export interface QueryView {
  /** The client id (11 characters). */
  id: string;
  sql: string;
  state: string;
  progress?: number | null;
  startDttm: number;
  endDttm?: number | null;
  rows?: number | null;
  limitingFactor?: string | null;
  errorMessage?: string | null;
  errors?: readonly { message: string }[] | null;
  results?: GridTable | null;
  dbId?: number;
  schema?: string | null;
  tab?: string | null;
}

const IN_PROGRESS = new Set(['running', 'started', 'pending', 'fetching', 'scheduled']);

/** True while the run has not finished. */
export function isRunning(query: QueryView | undefined): boolean {
  return query !== undefined && IN_PROGRESS.has(query.state);
}

/** The error to show: the server's error, else the message, else "Unknown error". */
export function queryErrorText(query: QueryView): string {
  return query.errors?.[0]?.message || query.errorMessage || 'Unknown error';
}

/** A run's state and times, for its duration (`common/runDuration.ts`). */
export function runTimes(query: QueryView): RunTimes {
  return { state: query.state, start: query.startDttm, end: query.endDttm };
}
