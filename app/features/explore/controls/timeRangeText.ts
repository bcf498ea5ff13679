import { getSinceUntil, NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from '@common/time/timeRange';

/** The picker's range types (Superset's "Range type"). */
export type RangeType = 'No filter' | 'Last' | 'Previous' | 'Custom' | 'Advanced';
export const RANGE_TYPES: readonly RangeType[] = [
  'Last',
  'Previous',
  'Custom',
  'Advanced',
  'No filter',
];

export const LAST_OPTIONS = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'];
export const PREVIOUS_OPTIONS = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
];
export const RELATIVE_UNITS = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
];

/** The "Custom" form: a relative or specific start, and an end at now or a specific date. */
export interface CustomRange {
  startMode: 'relative' | 'specific';
  /** Relative start: N units before now. */
  amount: number;
  unit: string;
  /** Specific start, "YYYY-MM-DD" or "YYYY-MM-DDTHH:mm:ss". */
  startDate: string;
  endMode: 'now' | 'specific';
  endDate: string;
}

export const DEFAULT_CUSTOM: CustomRange = {
  startMode: 'relative',
  amount: 7,
  unit: 'day',
  startDate: '',
  endMode: 'now',
  endDate: '',
};

const RELATIVE_START = /^DATEADD\(DATETIME\("now"\), -(\d+), (\w+)\)$/;
const SPECIFIC_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;

/** The Custom form's time_range string: '2024-01-01 : now', 'DATEADD(DATETIME("now"), -7, day) : now'. */
export function customRangeText(range: CustomRange): string {
  const start =
    range.startMode === 'relative'
      ? `DATEADD(DATETIME("now"), -${Math.max(0, Math.trunc(range.amount))}, ${range.unit})`
      : range.startDate;
  const end = range.endMode === 'now' ? 'now' : range.endDate;
  return `${start}${TIME_RANGE_SEPARATOR}${end}`;
}

/** Reads a string the Custom form wrote; undefined for other shapes. */
export function parseCustomRange(text: string): CustomRange | undefined {
  const parts = text.split(TIME_RANGE_SEPARATOR);
  if (parts.length !== 2) return undefined;
  const [start = '', end = ''] = parts.map((part) => part.trim());
  const range: CustomRange = { ...DEFAULT_CUSTOM };
  const relative = RELATIVE_START.exec(start);
  if (relative && RELATIVE_UNITS.includes(relative[2] ?? '')) {
    range.amount = Number(relative[1]);
    range.unit = relative[2] ?? 'day';
  } else if (SPECIFIC_DATE.test(start)) {
    range.startMode = 'specific';
    range.startDate = start;
  } else {
    return undefined;
  }
  if (end === 'now') return range;
  if (!SPECIFIC_DATE.test(end)) return undefined;
  return { ...range, endMode: 'specific', endDate: end };
}

/** The range type a stored time_range opens the picker on. */
export function rangeTypeOf(text: string | null | undefined): RangeType {
  const value = (text ?? '').trim();
  if (value === '' || value.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return 'No filter';
  if (LAST_OPTIONS.includes(value)) return 'Last';
  if (PREVIOUS_OPTIONS.includes(value)) return 'Previous';
  if (parseCustomRange(value)) return 'Custom';
  return 'Advanced';
}

function formatBound(date: Date): string {
  const iso = date.toISOString().slice(0, 19);
  return iso.endsWith('T00:00:00') ? iso.slice(0, 10) : iso;
}

/** "2024-01-01 ≤ col < 2024-02-01" of a time range, or its parse error. */
export function describeRange(
  text: string,
  now?: Date,
): { ok: true; text: string } | { ok: false; error: string } {
  try {
    const { since, until } = getSinceUntil(text, { now });
    if (!since && !until) return { ok: true, text: 'No filter' };
    const start = since ? `${formatBound(since)} ≤ ` : '';
    const end = until ? ` < ${formatBound(until)}` : '';
    return { ok: true, text: `${start}col${end}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
