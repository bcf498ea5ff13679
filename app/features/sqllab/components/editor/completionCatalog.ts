/** One thing the editor can complete: a schema, a table or a column. */
export interface CatalogItem {
  label: string;
  type: 'schema' | 'table' | 'column';
  /** Shown beside the label: a column's type and table. */
  detail?: string;
}

/** Completion items sorted by lower-cased label, for prefix search by binary search. */
export interface CompletionCatalog {
  readonly items: readonly CatalogItem[];
  readonly keys: readonly string[];
  /** Columns by lower-cased table name, for `table.` completion. */
  readonly columnsByTable: ReadonlyMap<string, readonly CatalogItem[]>;
}

export interface CatalogInput {
  schemas: readonly string[];
  tables: readonly string[];
  /** Columns of the tables added to the editor. */
  columns: readonly { table: string; name: string; type: string }[];
}

/** Builds the sorted catalogue once per change of its inputs (not per keystroke). */
export function buildCatalog({ schemas, tables, columns }: CatalogInput): CompletionCatalog {
  const items: CatalogItem[] = [];
  for (const name of schemas) items.push({ label: name, type: 'schema', detail: 'schema' });
  for (const name of tables) items.push({ label: name, type: 'table', detail: 'table' });
  const columnsByTable = new Map<string, CatalogItem[]>();
  for (const column of columns) {
    const item: CatalogItem = {
      label: column.name,
      type: 'column',
      detail: `${column.type} · ${column.table}`,
    };
    items.push(item);
    const key = column.table.toLowerCase();
    const list = columnsByTable.get(key) ?? [];
    list.push(item);
    columnsByTable.set(key, list);
  }
  const keyed = items.map((item) => ({ item, key: item.label.toLowerCase() }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    items: keyed.map((k) => k.item),
    keys: keyed.map((k) => k.key),
    columnsByTable,
  };
}

/** Index of the first key not below `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((keys[mid] as string) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Up to `limit` items starting with `prefix` (case-insensitive), in label order:
 * O(log n + limit), so 50 000 tables answer well within a frame.
 */
export function completeFrom(
  catalog: CompletionCatalog,
  prefix: string,
  limit = 200,
): CatalogItem[] {
  const needle = prefix.toLowerCase();
  const out: CatalogItem[] = [];
  const { keys, items } = catalog;
  for (let i = lowerBound(keys, needle); i < keys.length && out.length < limit; i++) {
    if (!(keys[i] as string).startsWith(needle)) break;
    out.push(items[i] as CatalogItem);
  }
  return out;
}
