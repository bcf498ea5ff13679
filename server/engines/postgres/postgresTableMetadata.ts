import { ErrorType } from '@common/errors/errorTypes';
import { EngineError, type TableMetadata } from '../engine';
import { assembleTableMetadata } from '../tableMetadataParts';
import { postgresDialect } from './postgresDialect';

type Read = <T extends Record<string, unknown>>(sql: string, values: unknown[]) => Promise<T[]>;

/** Columns, keys and indexes of one PostgreSQL table, from the system catalogs. */
export async function postgresTableMetadata(
  read: Read,
  table: string,
  schema: string,
  catalog?: string,
): Promise<TableMetadata> {
  const columns = await read<{
    name: string;
    type: string;
    nullable: boolean;
    default: string | null;
    comment: string | null;
  }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
            pg_get_expr(d.adbin, d.adrelid) AS default, col_description(c.oid, a.attnum) AS comment
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
     WHERE n.nspname = $1 AND c.relname = $2 ORDER BY a.attnum`,
    [schema, table],
  );
  if (columns.length === 0) {
    throw new EngineError(
      `Table ${schema}.${table} does not exist`,
      ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      'PostgreSQL',
    );
  }
  const constraints = await read<{
    kind: string;
    name: string;
    columns: string[];
    rschema: string | null;
    rtable: string | null;
    rcolumns: string[] | null;
  }>(
    `SELECT con.contype AS kind, con.conname AS name,
            ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns,
            rn.nspname AS rschema, rc.relname AS rtable,
            ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS rcolumns
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_class rc ON rc.oid = con.confrelid LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND con.contype IN ('p', 'f')`,
    [schema, table],
  );
  const indexes = await read<{ name: string; columns: string[]; unique: boolean }>(
    `SELECT ic.relname AS name, i.indisunique AS unique,
            ARRAY(SELECT a.attname FROM unnest(i.indkey::int2[]) WITH ORDINALITY k(attnum, n)
                  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
                  WHERE k.n <= i.indnkeyatts ORDER BY k.n)::text[] AS columns
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class c ON c.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND NOT i.indisprimary`,
    [schema, table],
  );
  const comment = await read<{ comment: string | null }>(
    `SELECT obj_description(c.oid, 'pg_class') AS comment FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2`,
    [schema, table],
  );
  return assembleTableMetadata(
    postgresDialect,
    { name: table, schema, catalog: catalog ?? null, comment: comment[0]?.comment ?? null },
    columns,
    constraints.map((c) => ({
      kind: c.kind === 'p' ? 'pk' : 'fk',
      name: c.name,
      columns: c.columns,
      referredSchema: c.rschema ?? undefined,
      referredTable: c.rtable ?? undefined,
      referredColumns: c.rcolumns ?? undefined,
    })),
    indexes,
  );
}
