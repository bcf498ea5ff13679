import { ErrorType } from '@common/errors/errorTypes';
import { EngineError, type TableMetadata } from '../engine';
import { assembleTableMetadata } from '../tableMetadataParts';
import { mysqlDialect } from './mysqlDialect';

type Read = (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** Columns, keys and indexes of one MySQL table, from information_schema. */
export async function mysqlTableMetadata(
  read: Read,
  table: string,
  schema: string,
): Promise<TableMetadata> {
  const columns = await read(
    `SELECT column_name AS name, column_type AS type, is_nullable AS nullable, column_default AS dflt, column_comment AS comment
     FROM information_schema.columns WHERE table_schema = ? AND table_name = ? ORDER BY ordinal_position`,
    [schema, table],
  );
  if (columns.length === 0) {
    throw new EngineError(
      `Table ${schema}.${table} does not exist`,
      ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      'MySQL',
    );
  }
  const keys = await read(
    `SELECT constraint_name AS name, column_name AS col, referenced_table_schema AS rschema,
            referenced_table_name AS rtable, referenced_column_name AS rcol
     FROM information_schema.key_column_usage WHERE table_schema = ? AND table_name = ? ORDER BY ordinal_position`,
    [schema, table],
  );
  const stats = await read(
    `SELECT index_name AS name, column_name AS col, non_unique AS non_unique FROM information_schema.statistics
     WHERE table_schema = ? AND table_name = ? AND index_name <> 'PRIMARY' ORDER BY index_name, seq_in_index`,
    [schema, table],
  );
  const tableRow = await read(
    'SELECT table_comment AS comment FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
    [schema, table],
  );
  const groups = new Map<
    string,
    { name: string; columns: string[]; rschema?: string; rtable?: string; rcolumns: string[] }
  >();
  for (const key of keys) {
    const name = String(key.name);
    const group = groups.get(name) ?? {
      name,
      columns: [],
      rcolumns: [],
      rschema: key.rschema ? String(key.rschema) : undefined,
      rtable: key.rtable ? String(key.rtable) : undefined,
    };
    group.columns.push(String(key.col));
    if (key.rcol) group.rcolumns.push(String(key.rcol));
    groups.set(name, group);
  }
  const indexes = new Map<string, { name: string; columns: string[]; unique: boolean }>();
  for (const stat of stats) {
    const name = String(stat.name);
    const index = indexes.get(name) ?? { name, columns: [], unique: Number(stat.non_unique) === 0 };
    index.columns.push(String(stat.col));
    indexes.set(name, index);
  }
  return assembleTableMetadata(
    mysqlDialect,
    {
      name: table,
      schema,
      catalog: null,
      comment: tableRow[0]?.comment ? String(tableRow[0].comment) : null,
    },
    columns.map((c) => ({
      name: String(c.name),
      type: String(c.type),
      nullable: c.nullable === 'YES',
      // MariaDB spells "no default" as the bare word NULL (a string default comes quoted).
      default: c.dflt === null || c.dflt === undefined || c.dflt === 'NULL' ? null : String(c.dflt),
      comment: c.comment ? String(c.comment) : null,
    })),
    [...groups.values()]
      .filter((g) => g.name === 'PRIMARY' || g.rtable)
      .map((g) => ({
        kind: g.name === 'PRIMARY' ? ('pk' as const) : ('fk' as const),
        name: g.name,
        columns: g.columns,
        referredSchema: g.rschema,
        referredTable: g.rtable,
        referredColumns: g.rcolumns,
      })),
    // InnoDB's implicit index for a foreign key stays listed, as SQLAlchemy reflects it.
    [...indexes.values()],
  );
}
