import { IN_PROGRESS_STATES } from './constants/sqlLab';

/** A run's state and the start and end its record gives (epoch ms, or the server's text). */
export interface RunTimes {
  state: string;
  start: number | string | null | undefined;
  end: number | string | null | undefined;
}

const IN_PROGRESS: ReadonlySet<string> = new Set(IN_PROGRESS_STATES);
const NUMERIC = /^-?\d+(\.\d+)?$/;
const HAS_ZONE = /(Z|[+-]\d\d:?\d\d)$/i;

/** A record's time as epoch ms: numbers stay, numeric text is read, ISO text without a zone is UTC. */
export function epochMs(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms =
    typeof value === 'number'
      ? value
      : NUMERIC.test(value)
        ? Number(value)
        : Date.parse(HAS_ZONE.test(value) ? value : `${value}Z`);
  return Number.isFinite(ms) ? ms : undefined;
}

/** A duration as "0.42 s", "12.3 s", "2 min 5 s" or "1 h 2 min" (SQL Lab's wording). */
export function durationText(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 10) return `${seconds.toFixed(2)} s`;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.floor(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** True while a run's duration depends on the clock: in progress, with no end recorded. */
export function runIsOngoing(run: RunTimes): boolean {
  return IN_PROGRESS.has(run.state) && epochMs(run.end) === undefined;
}

/**
 * How long a run took by its own record: end − start once it has ended (success, stopped,
 * failed alike); while in progress, the time so far. A finished run without an end is
 * unknown (undefined), never "until now", which would grow on every look.
 */
export function runDurationMs(run: RunTimes, now: number): number | undefined {
  const start = epochMs(run.start);
  if (start === undefined) return undefined;
  const end = epochMs(run.end);
  if (end !== undefined) return Math.max(0, end - start);
  // The browser's clock may run ahead of or behind the server's: never below zero.
  return runIsOngoing(run) ? Math.max(0, now - start) : undefined;
}

/** A run's duration in SQL Lab's wording, or '' when its record cannot tell. */
export function runDuration(run: RunTimes, now: number): string {
  const ms = runDurationMs(run, now);
  return ms === undefined ? '' : durationText(ms);
}
