import { useMemo } from 'react';
import { tableMetadata } from '../../../../api/databaseIntrospection';
import { columnsLookup, type ColumnsOf } from './tableColumns';

// One cache for the page: tabs on the same database share what they fetched.
const lookup = columnsLookup(async (databaseId, name, schema, catalog) =>
  (await tableMetadata(databaseId, name, schema, catalog)).columns.map(({ name, type }) => ({
    name,
    type,
  })),
);

// Where unqualified names live when the tab has no schema chosen (MySQL has no fixed one).
const DEFAULT_SCHEMA: Record<string, string> = { duckdb: 'main', postgresql: 'public' };

/** The tab's lookup of the columns of any table its query names, for completion. */
export function useColumnsOf(
  databaseId: number | undefined,
  backend: string | undefined,
  catalog: string | null | undefined,
  schema: string | null | undefined,
  tables: readonly string[],
): ColumnsOf | undefined {
  return useMemo(
    () =>
      databaseId === undefined
        ? undefined
        : lookup({
            databaseId,
            catalog: catalog ?? null,
            schema: schema ?? DEFAULT_SCHEMA[backend ?? ''] ?? null,
            tables,
          }),
    [databaseId, backend, catalog, schema, tables],
  );
}
