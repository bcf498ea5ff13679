// Reading form data and answers without trusting their shapes: saved charts, URLs and imports
// carry strings where numbers are expected, nulls, and keys of older versions.
import type { ChartDataResponseEntry, QueryColumn, QueryMetric } from '@common/api/chartData';
import { columnLabel, metricLabel } from '@common/api/chartData';
import type { FormData } from '../../types';

/** A finite number from a number or numeric text, else the fallback. */
export function toNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/** A finite number or null (for optional bounds). */
export function toNumberOrNull(value: unknown): number | null {
  const number = toNumber(value, Number.NaN);
  return Number.isNaN(number) ? null : number;
}

/** A form data text value, else the fallback. */
export function textOf(formData: FormData, key: string, fallback = ''): string {
  const value = formData[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** A form data flag; absent values take the fallback. */
export function flagOf(formData: FormData, key: string, fallback: boolean): boolean {
  const value = formData[key];
  return value === undefined || value === null ? fallback : Boolean(value);
}

/** The one column of a control that may hold a column or a one-element list. */
export function singleColumn(value: unknown): QueryColumn | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first === '' ? undefined : first;
  if (first && typeof first === 'object' && 'sqlExpression' in first) return first as QueryColumn;
  return undefined;
}

/** The one metric of a control that may hold a metric or a one-element list. */
export function singleMetric(value: unknown): QueryMetric | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first === '' ? undefined : first;
  if (first && typeof first === 'object' && 'expressionType' in first) return first as QueryMetric;
  return undefined;
}

/** The answer label of a column control's value, or '' when unset. */
export function columnKey(value: unknown): string {
  const column = singleColumn(value);
  return column === undefined ? '' : columnLabel(column);
}

/** The answer label of a metric control's value, or '' when unset. */
export function metricKey(value: unknown): string {
  const metric = singleMetric(value);
  return metric === undefined ? '' : metricLabel(metric);
}

/** The rows of the first answer entry (none when the answer is empty). */
export function firstRows(queriesData: ChartDataResponseEntry[]): Record<string, unknown>[] {
  return queriesData[0]?.data ?? [];
}

/** A required column; throws the control's message when missing (shown as a render error). */
export function requireColumn(formData: FormData, key: string, label: string): QueryColumn {
  const column = singleColumn(formData[key]);
  if (column === undefined) throw new Error(`${label} is required`);
  return column;
}

/** A required metric; throws when missing. */
export function requireMetric(formData: FormData, key: string, label: string): QueryMetric {
  const metric = singleMetric(formData[key]);
  if (metric === undefined) throw new Error(`${label} is required`);
  return metric;
}
