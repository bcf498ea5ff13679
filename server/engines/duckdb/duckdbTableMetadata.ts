import type { DuckDBValue } from '@duckdb/node-api';
import { ErrorType } from '../../../common/errors/errorTypes';
import { EngineError, type TableMetadata } from '../engine';
import { duckdbDialect } from './duckdbDialect';

type Read = (sql: string, values: DuckDBValue[]) => Promise<Record<string, unknown>[]>;

const q = duckdbDialect.quoteIdentifier;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** Columns, keys, indexes and a SELECT of one DuckDB table, from DuckDB's catalog functions. */
export async function duckdbTableMetadata(
  read: Read,
  table: string,
  schema: string,
  catalog?: string,
): Promise<TableMetadata> {
  const where =
    'database_name = coalesce(?, current_database()) AND schema_name = ? AND table_name = ?';
  const args = [catalog ?? null, schema, table];
  const columns = await read(
    `SELECT column_name, data_type, is_nullable, column_default, comment FROM duckdb_columns() WHERE ${where} ORDER BY column_index`,
    args,
  );
  if (columns.length === 0) {
    throw new EngineError(
      `Table ${schema}.${table} does not exist`,
      ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      'DuckDB',
    );
  }
  const constraints = await read(
    `SELECT constraint_type, constraint_name, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints() WHERE ${where} AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')`,
    args,
  );
  const indexes = await read(
    `SELECT index_name, is_unique, expressions FROM duckdb_indexes() WHERE ${where}`,
    args,
  );
  const tableRow = (await read(`SELECT comment FROM duckdb_tables() WHERE ${where}`, args))[0];

  const pk = constraints.find((c) => c.constraint_type === 'PRIMARY KEY');
  const primaryKey = pk
    ? {
        constrained_columns: list(pk.constraint_column_names),
        name: text(pk.constraint_name),
        type: 'pk' as const,
      }
    : null;
  const foreignKeys = constraints
    .filter((c) => c.constraint_type === 'FOREIGN KEY')
    .map((c) => ({
      name: text(c.constraint_name),
      constrained_columns: list(c.constraint_column_names),
      referred_schema: schema,
      referred_table: String(c.referenced_table ?? ''),
      referred_columns: list(c.referenced_column_names),
      type: 'fk' as const,
    }));
  const indexList = indexes.map((i) => ({
    name: String(i.index_name),
    column_names: String(i.expressions ?? '')
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((s) => s.trim().replace(/^"|"$/g, ''))
      .filter(Boolean),
    unique: i.is_unique === true,
    type: 'index' as const,
  }));

  const names = columns.map((c) => String(c.column_name));
  return {
    name: table,
    schema,
    catalog: catalog ?? null,
    comment: text(tableRow?.comment),
    columns: columns.map((c) => {
      const name = String(c.column_name);
      const keys = [
        ...(primaryKey?.constrained_columns.includes(name)
          ? [{ type: 'pk' as const, name: primaryKey.name ?? 'primary' }]
          : []),
        ...foreignKeys
          .filter((fk) => fk.constrained_columns.includes(name))
          .map((fk) => ({ type: 'fk' as const, name: fk.name ?? 'fk' })),
        ...indexList
          .filter((ix) => ix.column_names.includes(name))
          .map((ix) => ({ type: 'index' as const, name: ix.name })),
      ];
      return {
        name,
        type: String(c.data_type),
        type_generic: duckdbDialect.genericType(String(c.data_type)),
        longType: String(c.data_type),
        nullable: c.is_nullable !== false,
        default: text(c.column_default),
        comment: text(c.comment),
        keys,
      };
    }),
    primaryKey,
    foreignKeys,
    indexes: indexList,
    selectStar: `SELECT\n  ${names.map(q).join(',\n  ')}\nFROM ${q(schema)}.${q(table)}\nLIMIT 100`,
  };
}
