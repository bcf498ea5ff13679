import { format as d3Format } from 'd3-format';
import { utcFormat } from 'd3-time-format';

/** Superset's adaptive number format: short SI suffixes for large values, a few digits otherwise. */
export const SMART_NUMBER = 'SMART_NUMBER';
/** Superset's adaptive date format: the coarsest unit that shows what changes. */
export const SMART_DATE = 'SMART_DATE';

/** Formats one value for display. */
export type ValueFormatter = (value: unknown) => string;

const si = d3Format('.3~s');
const twoDecimals = d3Format(',.2~f');
const fourSignificant = d3Format('.4~r');

function smartNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  // Superset shows billions as B, not d3's G.
  if (abs >= 1000) return si(value).replace('G', 'B');
  if (abs >= 1) return twoDecimals(value);
  if (abs >= 0.001) return fourSignificant(value);
  return si(value);
}

const numberCache = new Map<string, ValueFormatter>();

/**
 * A formatter for a d3-format string (`,d`, `.2%`, `$,.2f`, `~s` …) or SMART_NUMBER (the
 * default). Non-numbers are shown as text; an invalid format string falls back to SMART_NUMBER.
 */
export function getNumberFormatter(formatString?: string | null): ValueFormatter {
  const key = formatString && formatString.trim() !== '' ? formatString : SMART_NUMBER;
  let formatter = numberCache.get(key);
  if (!formatter) {
    let numeric: (value: number) => string = smartNumber;
    if (key !== SMART_NUMBER) {
      try {
        numeric = d3Format(key);
      } catch {
        numeric = smartNumber;
      }
    }
    formatter = (value) => {
      if (value === null || value === undefined) return 'N/A';
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || Number.isNaN(number)) return String(value);
      return numeric(number);
    };
    numberCache.set(key, formatter);
  }
  return formatter;
}

function smartDate(date: Date): string {
  const utc = (pattern: string) => utcFormat(pattern)(date);
  if (date.getUTCMilliseconds() !== 0) return utc('%H:%M:%S.%L');
  if (date.getUTCSeconds() !== 0) return utc('%H:%M:%S');
  if (date.getUTCMinutes() !== 0 || date.getUTCHours() !== 0) return utc('%H:%M');
  if (date.getUTCDate() !== 1) return utc('%b %d');
  if (date.getUTCMonth() !== 0) return utc('%b');
  return utc('%Y');
}

const timeCache = new Map<string, ValueFormatter>();

/**
 * A formatter of epoch-ms (or date text) values for a d3-time-format string or SMART_DATE (the
 * default). Times are shown in UTC, as the chart data API answers them.
 */
export function getTimeFormatter(formatString?: string | null): ValueFormatter {
  const key = formatString && formatString.trim() !== '' ? formatString : SMART_DATE;
  let formatter = timeCache.get(key);
  if (!formatter) {
    const toText = key === SMART_DATE ? smartDate : utcFormat(key);
    formatter = (value) => {
      if (value === null || value === undefined) return 'N/A';
      const date = value instanceof Date ? value : new Date(value as string | number);
      return Number.isNaN(date.getTime()) ? String(value) : toText(date);
    };
    timeCache.set(key, formatter);
  }
  return formatter;
}

/** Number format choices of the format controls (Superset's D3_FORMAT_OPTIONS). */
export const NUMBER_FORMAT_CHOICES: [string, string][] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
];

/** Date format choices of the format controls (Superset's D3_TIME_FORMAT_OPTIONS). */
export const TIME_FORMAT_CHOICES: [string, string][] = [
  [SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];
