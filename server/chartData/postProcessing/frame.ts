// A chart result as columns (the shape pandas gives Superset's post-processing), never as row
// objects: numbers and times in Float64Arrays with NaN for null, text and booleans in arrays.
import { GenericDataType, type GenericDataTypeValue } from '@common/data/genericTypes';

/** Number kinds keep the engine's width so an unchanged column is written back as it came. */
export type NumberKind = 'float64' | 'int16' | 'int32' | 'int64';

interface ColumnBase {
  /** The flat name (what `flatten` and the answer use). */
  name: string;
  /**
   * A pivot's multi-level name (metric first, then the pivoted columns' values, null for a
   * missing one), like a pandas MultiIndex entry; `flatten` joins it with ", ".
   */
  levels?: (string | null)[];
  /** Superset's GenericDataType of the values. */
  type: GenericDataTypeValue;
}

export interface NumberColumn extends ColumnBase {
  kind: NumberKind;
  /** NaN is null, as in pandas. */
  values: Float64Array;
  /** int64 values beyond 2^53, kept exact while the column is only moved, never computed. */
  exact?: BigInt64Array;
}

export interface TimeColumn extends ColumnBase {
  kind: 'timestamp' | 'date';
  /** Microseconds since 1970-01-01 (naive UTC wall time); NaN is null (NaT). */
  values: Float64Array;
  tz?: boolean;
}

export interface TextColumn extends ColumnBase {
  kind: 'utf8';
  values: (string | null)[];
}

export interface BoolColumn extends ColumnBase {
  kind: 'bool';
  values: (boolean | null)[];
}

/** A list per row (boxplot's outliers); written as JSON text. */
export interface ListColumn extends ColumnBase {
  kind: 'list';
  values: (number[] | null)[];
}

export type FrameColumn = NumberColumn | TimeColumn | TextColumn | BoolColumn | ListColumn;

/** A pandas-like DataFrame over columns. */
export interface Frame {
  rowCount: number;
  /** Index columns first (see indexCount), then the data columns. */
  columns: FrameColumn[];
  /**
   * How many leading columns form the index (pandas' index after pivot); 0 is a plain
   * RangeIndex. `flatten` turns the index back into ordinary columns.
   */
  indexCount: number;
}

/** The generic type of a storage kind. */
export function genericTypeOfKind(kind: FrameColumn['kind']): GenericDataTypeValue {
  switch (kind) {
    case 'timestamp':
    case 'date':
      return GenericDataType.TEMPORAL;
    case 'utf8':
    case 'list':
      return GenericDataType.STRING;
    case 'bool':
      return GenericDataType.BOOLEAN;
    default:
      return GenericDataType.NUMERIC;
  }
}

/** A float64 column from numbers (null or NaN for null). */
export function numberColumn(
  name: string,
  values: ArrayLike<number | null>,
  kind: NumberKind = 'float64',
): NumberColumn {
  const data = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) data[i] = values[i] ?? NaN;
  return { name, kind, type: GenericDataType.NUMERIC, values: data };
}

/** A timestamp column from microseconds since the epoch (null or NaN for null). */
export function timeColumn(
  name: string,
  micros: ArrayLike<number | null>,
  kind: 'timestamp' | 'date' = 'timestamp',
): TimeColumn {
  const data = new Float64Array(micros.length);
  for (let i = 0; i < micros.length; i++) data[i] = micros[i] ?? NaN;
  return { name, kind, type: GenericDataType.TEMPORAL, values: data };
}

/** A text column. */
export function textColumn(name: string, values: (string | null)[]): TextColumn {
  return { name, kind: 'utf8', type: GenericDataType.STRING, values };
}

/** A boolean column. */
export function boolColumn(name: string, values: (boolean | null)[]): BoolColumn {
  return { name, kind: 'bool', type: GenericDataType.BOOLEAN, values };
}

/** A frame over the given columns (none of them index columns unless said). */
export function makeFrame(columns: FrameColumn[], indexCount = 0): Frame {
  return { rowCount: columns[0]?.values.length ?? 0, columns, indexCount };
}

/** True when the row's cell is null (NaN/NaT for numbers and times). */
export function isNullAt(column: FrameColumn, row: number): boolean {
  const value = column.values[row];
  return value === null || value === undefined || (typeof value === 'number' && isNaN(value));
}

/** A column with the rows picked (in that order); -1 picks a null. */
export function takeColumn(column: FrameColumn, rows: ArrayLike<number>): FrameColumn {
  const n = rows.length;
  switch (column.kind) {
    case 'utf8':
    case 'bool':
    case 'list': {
      const source = column.values as unknown[];
      const values = Array.from({ length: n }, (_, i) => {
        const row = rows[i] ?? -1;
        return row < 0 ? null : (source[row] ?? null);
      });
      return { ...column, values } as FrameColumn;
    }
    default: {
      const values = new Float64Array(n);
      const exact = 'exact' in column && column.exact ? new BigInt64Array(n) : undefined;
      for (let i = 0; i < n; i++) {
        const row = rows[i] ?? -1;
        values[i] = row < 0 ? NaN : (column.values[row] ?? NaN);
        if (exact && row >= 0) exact[i] = (column as NumberColumn).exact?.[row] ?? 0n;
      }
      if (column.kind === 'timestamp' || column.kind === 'date') return { ...column, values };
      const moved: NumberColumn = { ...(column as NumberColumn), values };
      if (exact) moved.exact = exact;
      else delete moved.exact;
      return moved;
    }
  }
}

/** A frame with the rows picked (in that order). */
export function takeRows(frame: Frame, rows: ArrayLike<number>): Frame {
  return {
    rowCount: rows.length,
    columns: frame.columns.map((column) => takeColumn(column, rows)),
    indexCount: frame.indexCount,
  };
}

/** A column's values as numbers (booleans 0/1, text parsed, null as NaN): pandas' to_numeric. */
export function numericValues(column: FrameColumn): Float64Array {
  if (column.kind !== 'utf8' && column.kind !== 'bool' && column.kind !== 'list')
    return column.values;
  const values = new Float64Array(column.values.length);
  column.values.forEach((value, row) => {
    if (typeof value === 'boolean') values[row] = value ? 1 : 0;
    else if (typeof value === 'string' && value.trim() !== '') values[row] = Number(value);
    else values[row] = NaN;
  });
  return values;
}

/** True for columns whose values are numbers (pandas' select_dtypes("number")). */
export function isNumeric(column: FrameColumn): column is NumberColumn {
  return column.type === GenericDataType.NUMERIC && column.kind !== 'list';
}

/** The data columns (not the index). */
export function dataColumns(frame: Frame): FrameColumn[] {
  return frame.columns.slice(frame.indexCount);
}
