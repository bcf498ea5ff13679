import type { DatasetColumn } from '@common/api/datasets';
import { GenericDataType } from '@common/data/genericTypes';
import type { Dialect } from '@server/engines/engine';
import { ChartQueryError } from './chartQueryError';

/** A value a filter compares with. */
export type FilterValue = string | number | boolean | null;

/** True for a column Superset treats as temporal (flagged, or of a temporal type). */
export function isTemporalColumn(column: DatasetColumn): boolean {
  return column.is_dttm || column.type_generic === GenericDataType.TEMPORAL;
}

/** A number as SQL: only finite numbers have a literal. */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new ChartQueryError(`Invalid numeric value: ${value}`);
  return String(value);
}

/** A value as a literal of `dialect`: strings quoted by the dialect, never pasted. */
export function sqlLiteral(dialect: Dialect, value: FilterValue | Date): string {
  if (value === null) return 'NULL';
  if (value instanceof Date) return dialect.timestampLiteral(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return numberLiteral(value);
  return dialect.quoteString(value);
}

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A filter value as a literal for `column` (Superset's filter_values_handler): numbers written as
 * text compare as numbers with a numeric column, "true"/"false" as booleans with a boolean one,
 * and epoch milliseconds as timestamps with a temporal one.
 */
export function columnValueLiteral(
  dialect: Dialect,
  column: DatasetColumn | undefined,
  value: FilterValue,
): string {
  if (column && value !== null) {
    const type = column.type_generic;
    if (typeof value === 'string') {
      const text = value.trim();
      if (type === GenericDataType.NUMERIC && NUMBER_TEXT.test(text))
        return numberLiteral(Number(text));
      if (type === GenericDataType.BOOLEAN && /^(true|false)$/i.test(text))
        return text.toLowerCase() === 'true' ? 'TRUE' : 'FALSE';
    }
    if (typeof value === 'number' && isTemporalColumn(column))
      return temporalLiteral(dialect, column, new Date(value));
  }
  return sqlLiteral(dialect, value);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The strftime directives text columns use for dates (python_date_format). */
function formatDate(date: Date, format: string): string {
  const parts: Record<string, string> = {
    Y: pad(date.getUTCFullYear(), 4),
    m: pad(date.getUTCMonth() + 1),
    d: pad(date.getUTCDate()),
    H: pad(date.getUTCHours()),
    M: pad(date.getUTCMinutes()),
    S: pad(date.getUTCSeconds()),
    f: pad(date.getUTCMilliseconds() * 1000, 6),
    '%': '%',
  };
  return format.replace(/%(.)/g, (whole, directive: string) => parts[directive] ?? whole);
}

/**
 * A time bound as a literal for `column`: a typed timestamp, or what a text or number column
 * holds dates as (`python_date_format`: epoch_s, epoch_ms or a strftime format).
 */
export function temporalLiteral(
  dialect: Dialect,
  column: DatasetColumn | undefined,
  date: Date,
): string {
  const format = column?.python_date_format;
  if (column && format && column.type_generic !== GenericDataType.TEMPORAL) {
    if (format === 'epoch_s') return numberLiteral(Math.floor(date.getTime() / 1000));
    if (format === 'epoch_ms') return numberLiteral(date.getTime());
    if (column.type_generic === GenericDataType.STRING)
      return dialect.quoteString(formatDate(date, format));
  }
  return dialect.timestampLiteral(date);
}
