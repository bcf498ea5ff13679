import type { CellValue } from '@common/results/columnarTable';
import {
  boolColumn,
  type BuiltColumn,
  float64Column,
  utf8Column,
  writeColumnarTable,
} from './columnarWriter';
import { type Dialect, GenericDataType, type ResultColumn, type StatementResult } from './engine';
import { uniqueNames } from './genericType';

/** A result column with its generic type, in SQL Lab's shape. */
export function resultColumn(dialect: Dialect, name: string, type: string): ResultColumn {
  const generic = dialect.genericType(type);
  return {
    column_name: name,
    name,
    type,
    type_generic: generic,
    is_dttm: generic === GenericDataType.TEMPORAL,
  };
}

/** A driver value as text: dates as the engine prints them, objects as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date)
    return value
      .toISOString()
      .replace('T', ' ')
      .replace(/\.000Z$|Z$/, '');
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function asNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) && typeof value !== 'number' ? null : number;
}

/** One column of driver values, typed by its generic type; numbers that are not numbers stay text. */
function valuesColumn(name: string, generic: number, values: unknown[]): BuiltColumn {
  if (
    generic === GenericDataType.BOOLEAN &&
    values.every((v) => v === null || typeof v === 'boolean')
  )
    return boolColumn(name, values as (boolean | null)[]);
  if (generic === GenericDataType.NUMERIC) {
    const numbers = values.map(asNumber);
    if (numbers.every((n, row) => n !== null || values[row] === null || values[row] === undefined))
      return float64Column(name, numbers);
  }
  return utf8Column(name, values.map(asText));
}

/** Bytes of a cell in the table, estimated: text by its length, anything else as 8 bytes. */
function cellBytes(value: unknown): number {
  return typeof value === 'string' ? value.length + 4 : 8;
}

/** How many of the first `count` rows fit in `maxBytes` of columnar table. */
function rowsWithinBytes(rows: unknown[][], count: number, maxBytes: number): number {
  if (maxBytes === Number.POSITIVE_INFINITY) return count;
  let used = 0;
  for (let row = 0; row < count; row++) {
    for (const value of rows[row] as unknown[]) used += cellBytes(value);
    if (used > maxBytes) return row;
  }
  return count;
}

/**
 * A statement's result from rows a driver already turned into values (PostgreSQL, MySQL): the
 * first `limit` rows (all when null) as a columnar table, keyed by unique column names.
 */
export function valuesResult(
  dialect: Dialect,
  columns: { name: string; type: string }[],
  rows: unknown[][],
  limit: number | null,
  maxBytes = Number.POSITIVE_INFINITY,
): StatementResult {
  const names = uniqueNames(columns.map((column) => column.name));
  const limited = limit === null ? rows.length : Math.min(limit, rows.length);
  const fitting = rowsWithinBytes(rows, limited, maxBytes);
  const kept = fitting === rows.length ? rows : rows.slice(0, fitting);
  const resultColumns = names.map((name, i) =>
    resultColumn(dialect, name, columns[i]?.type ?? 'VARCHAR'),
  );
  const built = resultColumns.map((column, i) =>
    valuesColumn(
      column.name,
      column.type_generic,
      kept.map((row) => row[i] as CellValue | undefined),
    ),
  );
  return {
    columns: resultColumns,
    table: writeColumnarTable(kept.length, built),
    rowCount: kept.length,
    fetched: rows.length,
    sizeLimited: fitting < limited,
  };
}
