import type { DuckDBValue } from '@duckdb/node-api';
import { ErrorType } from '@common/errors/errorTypes';
import { EngineError, type TableMetadata } from '../engine';
import { assembleTableMetadata } from '../tableMetadataParts';
import { duckdbDialect } from './duckdbDialect';

type Read = (sql: string, values: DuckDBValue[]) => Promise<Record<string, unknown>[]>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * Column names of an index from DuckDB's rendering of its expression list, e.g.
 * `[name, '"other col"', '"it\'s"']`: an item with special characters is single-quoted (a quote
 * inside escaped with a backslash), and a quoted identifier keeps its double quotes.
 */
function indexColumns(expressions: unknown): string[] {
  const rendered = String(expressions ?? '').replace(/^\[|\]$/g, '');
  const items = rendered.match(/'(?:[^'\\]|\\.)*'|[^,\s][^,]*/g) ?? [];
  return items
    .map((item) => {
      const expression = item.startsWith("'")
        ? item.slice(1, -1).replace(/\\(.)/g, '$1')
        : item.trim();
      const quoted = /^"((?:[^"]|"")*)"$/.exec(expression);
      return quoted ? (quoted[1] ?? '').replaceAll('""', '"') : expression;
    })
    .filter(Boolean);
}

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
  return assembleTableMetadata(
    duckdbDialect,
    { name: table, schema, catalog: catalog ?? null, comment: text(tableRow?.comment) },
    columns.map((c) => ({
      name: String(c.column_name),
      type: String(c.data_type),
      nullable: c.is_nullable !== false,
      default: text(c.column_default),
      comment: text(c.comment),
    })),
    constraints.map((c) => ({
      kind: c.constraint_type === 'PRIMARY KEY' ? 'pk' : 'fk',
      name: text(c.constraint_name),
      columns: list(c.constraint_column_names),
      referredTable: text(c.referenced_table) ?? undefined,
      referredColumns: list(c.referenced_column_names),
    })),
    indexes.map((i) => ({
      name: String(i.index_name),
      columns: indexColumns(i.expressions),
      unique: i.is_unique === true,
    })),
  );
}
