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

function jsonValue(value: unknown): unknown {
  if (typeof value !== 'bigint') return value ?? null;
  return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
}

/**
 * A statement's result from rows a driver already turned into values (PostgreSQL, MySQL, and
 * DuckDB's non-SELECT statements): at most `fetchLimit` rows, keyed by unique column names.
 */
export function valuesResult(
  dialect: Dialect,
  columns: { name: string; type: string }[],
  rows: unknown[][],
  fetchLimit: number | null,
): StatementResult {
  const names = uniqueNames(columns.map((column) => column.name));
  const kept = fetchLimit === null ? rows : rows.slice(0, fetchLimit);
  const rowsJson = kept
    .map((row) =>
      JSON.stringify(Object.fromEntries(names.map((name, i) => [name, jsonValue(row[i])]))),
    )
    .join(',\n');
  return {
    columns: names.map((name, i) => resultColumn(dialect, name, columns[i]?.type ?? 'VARCHAR')),
    rowsJson,
    rowCount: kept.length,
  };
}
