import { useMemo } from 'react';
import type { ColumnsScope } from './tableColumns';

// Where unqualified names live when the tab has no schema chosen (MySQL has no fixed one).
const DEFAULT_SCHEMA: Record<string, string> = { duckdb: 'main', postgresql: 'public' };

/** Where completion looks up the columns of the tables a tab's query names. */
export function useColumnsScope(
  databaseId: number | undefined,
  backend: string | undefined,
  catalog: string | null | undefined,
  schema: string | null | undefined,
  tables: readonly string[],
): ColumnsScope | undefined {
  return useMemo(
    () =>
      databaseId === undefined
        ? undefined
        : {
            databaseId,
            catalog: catalog ?? null,
            schema: schema ?? DEFAULT_SCHEMA[backend ?? ''] ?? null,
            tables,
          },
    [databaseId, backend, catalog, schema, tables],
  );
}
