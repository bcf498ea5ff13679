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
