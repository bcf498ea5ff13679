import type { ChartDataResponseEntry, QueryColumn, QueryMetric } from '@common/api/chartData';
import { columnLabel, metricLabel } from '@common/api/chartData';
import { getTimeFormatter, type ValueFormatter } from '../formatters';

/** GenericDataType of temporal columns in an answer's `coltypes`. */
const TEMPORAL = 2;

/** The rows of the first answer, or none. */
export function firstRows(queriesData: ChartDataResponseEntry[]): Record<string, unknown>[] {
  return queriesData[0]?.data ?? [];
}

/** A formatter of one dimension column's values: temporal ones with the date format, others as text. */
export function dimensionFormatter(
  entry: ChartDataResponseEntry | undefined,
  column: string,
  dateFormat: unknown,
): ValueFormatter {
  const index = entry?.colnames.indexOf(column) ?? -1;
  const temporal = index >= 0 && entry?.coltypes[index] === TEMPORAL;
  if (temporal) return getTimeFormatter(typeof dateFormat === 'string' ? dateFormat : undefined);
  return (value) => (value === null || value === undefined ? '<NULL>' : String(value));
}

/** Labels of form data dimension columns. */
export function dimensionLabels(columns: QueryColumn[]): string[] {
  return columns.map(columnLabel);
}

/** The label of a form data metric (or '' when unset). */
export function metricName(metric: unknown): string {
  return metric ? metricLabel(metric as QueryMetric) : '';
}

/** A finite number or null. */
export function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'number' ? value : value === null ? NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** One datum of a single-level categorical chart: its label, dimension values and metric value. */
export interface CategoricalItem {
  label: string;
  values: unknown[];
  value: number | null;
}

/** The answer's rows as categorical items (label = the formatted dimension values joined by ", "). */
export function categoricalItems(
  entry: ChartDataResponseEntry | undefined,
  columns: string[],
  metric: string,
  dateFormat: unknown,
): CategoricalItem[] {
  const formatters = columns.map((column) => dimensionFormatter(entry, column, dateFormat));
  return (entry?.data ?? []).map((row) => {
    const values = columns.map((column) => row[column]);
    const label = columns.length
      ? values.map((value, index) => formatters[index]?.(value) ?? String(value)).join(', ')
      : metric;
    return { label, values, value: numberOrNull(row[metric]) };
  });
}
