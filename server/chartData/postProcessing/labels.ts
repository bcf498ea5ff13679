// Column labels: a pivot's multi-level names, flattened the way Superset's `flatten` does.
import { type FrameColumn } from './frame';

/** Superset's FLAT_COLUMN_SEPARATOR. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Superset's escape_separator: a ", " inside a level value becomes "\, ". */
export function escapeSeparator(value: string): string {
  return value.split(FLAT_COLUMN_SEPARATOR).join('\\, ');
}

/** The flat label of multi-level names: non-null levels, escaped, joined by ", ". */
export function flatLabel(levels: readonly (string | null)[]): string {
  return levels
    .filter((level): level is string => level !== null)
    .map(escapeSeparator)
    .join(FLAT_COLUMN_SEPARATOR);
}

/** The column with new levels (and the flat name that goes with them). */
export function withLevels(column: FrameColumn, levels: (string | null)[]): FrameColumn {
  return { ...column, levels, name: flatLabel(levels) };
}

/** The column renamed (its first level, when it has levels). */
export function renamed(column: FrameColumn, name: string): FrameColumn {
  return column.levels
    ? withLevels(column, [name, ...column.levels.slice(1)])
    : { ...column, name };
}

/** Python's str() of a float: "1.0" for integers, exponents past 1e16 and below 1e-4. */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e16 || abs < 1e-4)) {
    const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
    const power = Number(exponent);
    const sign = power < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(power)).padStart(2, '0')}`;
  }
  const text = String(value);
  return Number.isInteger(value) ? `${text}.0` : text;
}
