/** Superset's NO_TIME_RANGE: the time range that sets no bound (also the default filter). */
export const NO_TIME_RANGE = 'No filter';

/** The separator of the two sides of a time range. */
export const TIME_RANGE_SEPARATOR = ' : ';

/** Whether a time range sets no bound at all ("No filter", empty or missing). */
export function isNoTimeRange(timeRange: string | null | undefined): boolean {
  return (
    !timeRange ||
    timeRange.trim() === '' ||
    timeRange.trim().toLowerCase() === NO_TIME_RANGE.toLowerCase()
  );
}
