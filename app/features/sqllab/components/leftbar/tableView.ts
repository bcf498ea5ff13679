/** A foreign key of a table card: its columns and the table and columns they refer to. */
export interface ForeignKeyView {
  constrained_columns: readonly string[];
  referred_schema?: string | null;
  referred_table: string;
  referred_columns: readonly string[];
}

/** An index of a table card. */
export interface IndexView {
  name: string;
  column_names: readonly string[];
  unique?: boolean;
}

/** A table added to the editor, as the left bar shows it. */
export interface TableView {
  id: string;
  name: string;
  schema?: string | null;
  expanded: boolean;
  /** Still loading its metadata. */
  loading?: boolean;
  columns?: readonly { name: string; type: string; keys?: readonly { type: string }[] }[];
  primaryKey?: { constrained_columns: readonly string[] } | null;
  foreignKeys?: readonly ForeignKeyView[];
  indexes?: readonly IndexView[];
  selectStar?: string;
}

export type KeyMarker = 'PK' | 'FK' | 'IDX';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The primary key, foreign keys and indexes of stored table metadata, which may come from an older client
 * or another tool (the tab state keeps it as free JSON): malformed entries are left out.
 */
export function readTableKeys(primaryKey: unknown, foreignKeys: unknown, indexes: unknown) {
  const fks: ForeignKeyView[] = (Array.isArray(foreignKeys) ? foreignKeys : [])
    .filter(isRecord)
    .filter((fk) => typeof fk.referred_table === 'string')
    .map((fk) => ({
      constrained_columns: strings(fk.constrained_columns),
      referred_schema: typeof fk.referred_schema === 'string' ? fk.referred_schema : null,
      referred_table: String(fk.referred_table),
      referred_columns: strings(fk.referred_columns),
    }));
  const ixs: IndexView[] = (Array.isArray(indexes) ? indexes : []).filter(isRecord).map((ix) => ({
    name: typeof ix.name === 'string' ? ix.name : '',
    column_names: strings(ix.column_names),
    unique: ix.unique === true,
  }));
  const pk = isRecord(primaryKey)
    ? { constrained_columns: strings(primaryKey.constrained_columns) }
    : null;
  return { primaryKey: pk, foreignKeys: fks, indexes: ixs };
}

/**
 * What each foreign-key column refers to, as `table.column` (with the schema when it is not the
 * table's own); a composite key pairs its columns by position.
 */
export function foreignKeyTargets(table: TableView): Map<string, string> {
  const targets = new Map<string, string>();
  for (const fk of table.foreignKeys ?? []) {
    const other = fk.referred_schema && fk.referred_schema !== table.schema;
    const prefix = other ? `${fk.referred_schema}.${fk.referred_table}` : fk.referred_table;
    fk.constrained_columns.forEach((column, i) => {
      const referred = fk.referred_columns[i];
      targets.set(column, referred ? `${prefix}.${referred}` : prefix);
    });
  }
  return targets;
}

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
