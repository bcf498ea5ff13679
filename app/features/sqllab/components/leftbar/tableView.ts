/** A table added to the editor, as the left bar shows it (spec §3 "Table in the editor"). */
export interface TableView {
  id: string;
  name: string;
  schema?: string | null;
  expanded: boolean;
  /** Still loading its metadata. */
  loading?: boolean;
  columns?: readonly { name: string; type: string; keys?: readonly { type: string }[] }[];
  primaryKey?: { constrained_columns: readonly string[] } | null;
  foreignKeys?: readonly { constrained_columns: readonly string[] }[];
  indexes?: readonly { column_names: readonly string[] }[];
  selectStar?: string;
}

export type KeyMarker = 'PK' | 'FK' | 'IDX';

/** PK, FK and index markers per column name, from the keys lists and the columns' own keys. */
export function columnMarkers(table: TableView): Map<string, KeyMarker[]> {
  const markers = new Map<string, Set<KeyMarker>>();
  const mark = (column: string, marker: KeyMarker) => {
    const set = markers.get(column) ?? new Set<KeyMarker>();
    set.add(marker);
    markers.set(column, set);
  };
  for (const column of table.primaryKey?.constrained_columns ?? []) mark(column, 'PK');
  for (const fk of table.foreignKeys ?? []) for (const c of fk.constrained_columns) mark(c, 'FK');
  for (const index of table.indexes ?? []) for (const c of index.column_names) mark(c, 'IDX');
  for (const column of table.columns ?? []) {
    for (const key of column.keys ?? []) {
      if (key.type === 'pk') mark(column.name, 'PK');
      else if (key.type === 'fk') mark(column.name, 'FK');
      else if (key.type === 'index') mark(column.name, 'IDX');
    }
  }
  const order: KeyMarker[] = ['PK', 'FK', 'IDX'];
  return new Map([...markers].map(([name, set]) => [name, order.filter((m) => set.has(m))]));
}
