/** Small text helpers of the header (owner names, initials, "Modified … ago"). */
import type { DashboardUser } from '@common/api/dashboards';

/** A user's full name, or their id when both names are empty. */
export function userName(user: DashboardUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || `User ${user.id}`;
}

/** Up to two initials of a user's name. */
export function initials(user: DashboardUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return letters || '?';
}

const UNITS: [number, string][] = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [30, 'day'],
  [12, 'month'],
  [Number.POSITIVE_INFINITY, 'year'],
];

/** "3 minutes ago", as Superset's humanized dates read; "" for a date that does not parse. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  let value = Math.max(0, Math.round((now - at) / 1000));
  if (value < 45) return 'a few seconds ago';
  for (const [size, unit] of UNITS) {
    if (value < size) return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
    value = Math.round(value / size);
  }
  return '';
}
