import type { TableRef } from './queryTables';

/** A column offered by completion. */
export interface ColumnInfo {
  name: string;
  type: string;
}

/** The columns of a table the query names; [] when they cannot be known. */
export type ColumnsOf = (table: TableRef) => Promise<readonly ColumnInfo[]>;

/** Reads a table's columns from the server (the table_metadata answer's columns). */
export type FetchColumns = (
  databaseId: number,
  name: string,
  schema: string,
  catalog: string | null,
) => Promise<readonly ColumnInfo[]>;

/** Where unqualified names are looked up, and which tables that schema has. */
export interface ColumnsScope {
  databaseId: number;
  catalog: string | null;
  /** The tab's schema, else the engine's default one; none means unqualified names are skipped. */
  schema: string | null;
  /** The schema's table names when known: an unqualified name not among them is not fetched. */
  tables: readonly string[];
}

/**
 * A cached, lazy column lookup: each table is fetched once per page (in-flight fetches are
 * shared); a failed call (a table that is not there) answers [] and is asked again next time.
 * Names typed half-way (`select * from fli`) are not fetched when the schema's table list says
 * they do not exist.
 */
export function columnsLookup(
  fetchColumns: FetchColumns,
  cache: Map<string, Promise<readonly ColumnInfo[]>> = new Map(),
): (scope: ColumnsScope) => ColumnsOf {
  return (scope) => {
    const known = new Map(scope.tables.map((name) => [name.toLowerCase(), name]));
    return (table) => {
      let name = table.name;
      if (table.schema === undefined) {
        const listed = known.get(name.toLowerCase());
        if (!listed && known.size > 0) return Promise.resolve([]);
        name = listed ?? name;
      }
      const schema = table.schema ?? scope.schema;
      if (!schema) return Promise.resolve([]);
      const key = JSON.stringify([scope.databaseId, scope.catalog, schema, name]);
      let columns = cache.get(key);
      if (!columns) {
        columns = fetchColumns(scope.databaseId, name, schema, scope.catalog).catch(() => {
          // Not cached: the table may be created (CTAS) or the network come back.
          cache.delete(key);
          return [];
        });
        cache.set(key, columns);
      }
      return columns;
    };
  };
}
