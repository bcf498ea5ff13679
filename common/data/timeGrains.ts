/** Superset's time grains (TimeGrain in superset/constants.py): ISO 8601 durations. */
export const TimeGrain = {
  SECOND: 'PT1S',
  FIVE_SECONDS: 'PT5S',
  THIRTY_SECONDS: 'PT30S',
  MINUTE: 'PT1M',
  FIVE_MINUTES: 'PT5M',
  TEN_MINUTES: 'PT10M',
  FIFTEEN_MINUTES: 'PT15M',
  THIRTY_MINUTES: 'PT30M',
  HALF_HOUR: 'PT0.5H',
  HOUR: 'PT1H',
  SIX_HOURS: 'PT6H',
  DAY: 'P1D',
  WEEK: 'P1W',
  MONTH: 'P1M',
  QUARTER: 'P3M',
  QUARTER_YEAR: 'P0.25Y',
  YEAR: 'P1Y',
  WEEK_STARTING_SUNDAY: '1969-12-28T00:00:00Z/P1W',
  WEEK_STARTING_MONDAY: '1969-12-29T00:00:00Z/P1W',
  WEEK_ENDING_SATURDAY: 'P1W/1970-01-03T00:00:00Z',
  WEEK_ENDING_SUNDAY: 'P1W/1970-01-04T00:00:00Z',
} as const;
export type TimeGrainValue = (typeof TimeGrain)[keyof typeof TimeGrain];

/**
 * The grains with their labels, in Superset's order (builtin_time_grains); a dataset lists the
 * ones its engine supports as `time_grain_sqla: [[duration, label], ...]`. PT0.5H and P0.25Y
 * exist in the enum only, without a label.
 */
export const TIME_GRAIN_LABELS: readonly (readonly [TimeGrainValue, string])[] = [
  [TimeGrain.SECOND, 'Second'],
  [TimeGrain.FIVE_SECONDS, '5 second'],
  [TimeGrain.THIRTY_SECONDS, '30 second'],
  [TimeGrain.MINUTE, 'Minute'],
  [TimeGrain.FIVE_MINUTES, '5 minute'],
  [TimeGrain.TEN_MINUTES, '10 minute'],
  [TimeGrain.FIFTEEN_MINUTES, '15 minute'],
  [TimeGrain.THIRTY_MINUTES, '30 minute'],
  [TimeGrain.HOUR, 'Hour'],
  [TimeGrain.SIX_HOURS, '6 hour'],
  [TimeGrain.DAY, 'Day'],
  [TimeGrain.WEEK, 'Week'],
  [TimeGrain.MONTH, 'Month'],
  [TimeGrain.QUARTER, 'Quarter'],
  [TimeGrain.YEAR, 'Year'],
  [TimeGrain.WEEK_STARTING_SUNDAY, 'Week starting Sunday'],
  [TimeGrain.WEEK_STARTING_MONDAY, 'Week starting Monday'],
  [TimeGrain.WEEK_ENDING_SATURDAY, 'Week ending Saturday'],
  [TimeGrain.WEEK_ENDING_SUNDAY, 'Week ending Sunday'],
];

const GRAINS = new Set<string>(Object.values(TimeGrain));

/** True for one of Superset's time grain durations. */
export function isTimeGrain(value: unknown): value is TimeGrainValue {
  return typeof value === 'string' && GRAINS.has(value);
}

/** A grain's label ("Day"), or the duration itself for enum-only and unknown grains. */
export function timeGrainLabel(grain: string): string {
  return TIME_GRAIN_LABELS.find(([duration]) => duration === grain)?.[1] ?? grain;
}
