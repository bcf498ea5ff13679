/** Auto-refresh of a dashboard (spec §4 "Refresh", §9): intervals, effective period, stagger. */
import { DEFAULT_STAGGER_TIME } from './dashboardMetadata';

/** The intervals the refresh picker offers (Superset's list; 0 switches auto-refresh off). */
export const REFRESH_INTERVALS: { seconds: number; label: string }[] = [
  { seconds: 0, label: "Don't refresh" },
  { seconds: 10, label: '10 seconds' },
  { seconds: 30, label: '30 seconds' },
  { seconds: 60, label: '1 minute' },
  { seconds: 300, label: '5 minutes' },
  { seconds: 1800, label: '30 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 21600, label: '6 hours' },
  { seconds: 43200, label: '12 hours' },
  { seconds: 86400, label: '24 hours' },
];

/**
 * Milliseconds between auto refreshes: the larger of the requested interval and the stagger
 * time, so one round of staggered refreshes ends before the next starts. 0 (off) for a
 * non-positive or non-finite interval.
 */
export function effectiveRefreshMs(
  intervalSeconds: number,
  staggerTime: number = DEFAULT_STAGGER_TIME,
): number {
  if (!Number.isFinite(intervalSeconds) || intervalSeconds <= 0) return 0;
  const stagger = Number.isFinite(staggerTime) && staggerTime > 0 ? staggerTime : 0;
  return Math.max(intervalSeconds * 1000, stagger);
}

/**
 * Delay (ms) of each chart's refresh within one round: spread evenly from 0 to the stagger time
 * in the given order, or all 0 when staggering is off.
 */
export function staggerDelays(
  chartIds: number[],
  staggerRefresh: boolean,
  staggerTimeMs: number,
): Map<number, number> {
  const window = staggerRefresh && staggerTimeMs > 0 ? staggerTimeMs : 0;
  const step = chartIds.length > 1 ? window / (chartIds.length - 1) : 0;
  return new Map(chartIds.map((chartId, index) => [chartId, Math.round(index * step)]));
}
