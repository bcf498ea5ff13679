// SQL Lab's decoded result rows, kept in a result table store (app/api/resultTables.ts)
// under `results.tableKey`. The middleware below forgets tables whose key no query holds any
// more, so removed or cleared results free their memory.
import type { Middleware } from '@reduxjs/toolkit';
import type { ColumnarTable } from '@common/results/columnarTable';
import { createResultTableStore } from '@app/api/resultTables';
import { querySucceeded } from './actions';
import type { Query } from './types';

const tables = createResultTableStore();

/** Keeps a decoded table and answers the key the query's results refer to. */
export function storeResultTable(queryId: string, table: ColumnarTable): string {
  return tables.store(queryId, table);
}

/** The table under a key, if it is still kept. */
export function getResultTable(key: string | null | undefined): ColumnarTable | undefined {
  return tables.get(key);
}

/** Forgets every table that none of these queries refers to. */
export function pruneResultTables(queries: Record<string, Query>): void {
  if (tables.size === 0) return;
  const live = new Set<string>();
  for (const query of Object.values(queries)) {
    const key = query.results?.tableKey;
    if (key) live.add(key);
  }
  tables.keepOnly(live);
}

/** How many tables are kept (for tests). */
export function resultTableCount(): number {
  return tables.size;
}

interface WithQueries {
  sqlLab: { queries: { queries: Record<string, Query> } };
}

/** After any action that changed the queries, frees the tables no query refers to. */
export const resultTablesMiddleware: Middleware<object, WithQueries> =
  (api) => (next) => (action) => {
    const before = api.getState().sqlLab.queries.queries;
    const result = next(action);
    const after = api.getState().sqlLab.queries.queries;
    // A result its reducer ignored (the query was stopped meanwhile) leaves the queries as they
    // were but its table stored, so every result action prunes too.
    if (after !== before || querySucceeded.match(action)) pruneResultTables(after);
    return result;
  };
