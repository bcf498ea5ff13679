// Decoded result rows live here, outside the Redux state, keyed by `results.tableKey`.
//
// Why not in the state: a ColumnarTable is typed views over up to many megabytes of bytes plus
// functions. In the state it would break the serializable check, be walked by Immer's deep
// freeze on every change, and end up in browser-storage persistence of tabs (spec §4), which
// must never store it. The state keeps only the key; a new key per decode means a changed key
// is a changed table, so components re-render exactly when the rows change. The middleware
// below forgets tables whose key no query holds any more, so removed or cleared results free
// their memory.
import type { Middleware } from '@reduxjs/toolkit';
import type { ColumnarTable } from '../../../../common/results/columnarTable';
import { querySucceeded } from './actions';
import type { Query } from './types';

const tables = new Map<string, ColumnarTable>();
let counter = 0;

/** Keeps a decoded table and answers the key the query's results refer to. */
export function storeResultTable(queryId: string, table: ColumnarTable): string {
  counter += 1;
  const key = `${queryId}#${counter}`;
  tables.set(key, table);
  return key;
}

/** The table under a key, if it is still kept. */
export function getResultTable(key: string | null | undefined): ColumnarTable | undefined {
  return key ? tables.get(key) : undefined;
}

/** Forgets every table that none of these queries refers to. */
export function pruneResultTables(queries: Record<string, Query>): void {
  if (tables.size === 0) return;
  const live = new Set<string>();
  for (const query of Object.values(queries)) {
    const key = query.results?.tableKey;
    if (key) live.add(key);
  }
  for (const key of tables.keys()) if (!live.has(key)) tables.delete(key);
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
