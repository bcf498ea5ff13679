// Decoded result tables kept outside the Redux state, under string keys that the state holds.
//
// Why not in the state: a ColumnarTable is typed views over up to many megabytes of bytes plus
// functions. In the state it would break the serializable check, be walked by Immer's deep
// freeze on every change, and end up in browser-storage persistence, which must never store
// it. The state keeps only the key; a new key per decode means a changed key is a changed
// table, so components re-render exactly when the rows change. Each feature makes its own
// store, so one feature's pruning never frees another's tables.
import type { ColumnarTable } from '@common/results/columnarTable';

/** A cache of decoded result tables under generated keys. */
export interface ResultTableStore {
  /** Keeps a table and answers its new key (`<owner>#<n>`, unique per call). */
  store(owner: string, table: ColumnarTable): string;
  /** The table under a key, if it is still kept. */
  get(key: string | null | undefined): ColumnarTable | undefined;
  /** Forgets every table whose key is not among `live`. */
  keepOnly(live: ReadonlySet<string>): void;
  /** How many tables are kept. */
  readonly size: number;
}

/** Makes an empty result table store. */
export function createResultTableStore(): ResultTableStore {
  const tables = new Map<string, ColumnarTable>();
  let counter = 0;
  return {
    store(owner, table) {
      counter += 1;
      const key = `${owner}#${counter}`;
      tables.set(key, table);
      return key;
    },
    get: (key) => (key ? tables.get(key) : undefined),
    keepOnly(live) {
      for (const key of tables.keys()) if (!live.has(key)) tables.delete(key);
    },
    get size() {
      return tables.size;
    },
  };
}
