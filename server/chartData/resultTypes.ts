// The answers of the metadata result types (columns, timegrains, query) and the generic types of
// a columnar result's columns.
import type { SemanticDataset } from '@common/api/datasets';
import { GenericDataType, type GenericDataTypeValue } from '@common/data/genericTypes';
import { timeGrainLabel } from '@common/data/timeGrains';
import { type ColumnKind, readHeader } from '@common/results/columnarTable';
import type { ResultColumn } from '@common/results/resultColumn';
import type { Dialect } from '@server/engines/engine';

const GENERIC_OF_KIND: Record<ColumnKind, GenericDataTypeValue> = {
  float64: GenericDataType.NUMERIC,
  int16: GenericDataType.NUMERIC,
  int32: GenericDataType.NUMERIC,
  int64: GenericDataType.NUMERIC,
  bool: GenericDataType.BOOLEAN,
  date: GenericDataType.TEMPORAL,
  timestamp: GenericDataType.TEMPORAL,
  utf8: GenericDataType.STRING,
};

/**
 * Column names and GenericDataType ints of a columnar table. The engine's own description wins
 * where it names the same column (a DECIMAL kept as text is still numeric); columns made by
 * post-processing are typed by how they are stored.
 */
export function columnsOf(
  table: Uint8Array,
  engineColumns: readonly ResultColumn[] = [],
): { colnames: string[]; coltypes: number[]; rowCount: number } {
  const header = readHeader(table.byteOffset % 8 === 0 ? table : new Uint8Array(table));
  const byName = new Map(engineColumns.map((column) => [column.name, column.type_generic]));
  return {
    colnames: header.columns.map((column) => column.name),
    coltypes: header.columns.map(
      (column) => byName.get(column.name) ?? GENERIC_OF_KIND[column.kind],
    ),
    rowCount: header.rowCount,
  };
}

/** `result_type: columns`: the dataset's columns, as Superset's `_get_columns` lists them. */
export function columnsAnswer(dataset: SemanticDataset): Record<string, unknown> {
  return {
    data: dataset.columns.map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name ?? null,
      dtype: column.type,
    })),
  };
}

/** `result_type: timegrains`: the grains the dataset's engine supports. */
export function timeGrainsAnswer(dialect: Dialect): Record<string, unknown> {
  return {
    data: Object.entries(dialect.timeGrains).map(([duration, expression]) => ({
      name: timeGrainLabel(duration),
      function: expression,
      duration,
    })),
  };
}

/** `result_type: query`: the SQL that would run, nothing run. */
export function queryAnswer(sql: string): Record<string, unknown> {
  return { query: sql, language: 'sql' };
}
