// The table card's key markers and foreign-key targets: only a card needs them, so they load
// with the card, off SQL Lab's first load.
import type { TableView } from './tableView';

/** A column's key marker in a table card. */
export type KeyMarker = 'PK' | 'FK' | 'IDX';

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
