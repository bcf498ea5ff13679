// Grouping rows by key columns the way pandas' groupby does: groups in key order, and rows
// with a missing key left out unless `dropna` is false (they then sort last).
import { compareRows } from './compareCells';
import { type FrameColumn, isNullAt } from './frame';

export interface RowGroup {
  /** The group's first row (for its key values). */
  first: number;
  rows: number[];
}

function keyOf(columns: readonly FrameColumn[], row: number): string {
  let key = '';
  for (const column of columns) {
    const value = isNullAt(column, row) ? '\u0000' : String(column.values[row]);
    key += `${value.length}:${value}|`;
  }
  return key;
}

/** The groups of rows sharing key values, sorted by key. */
export function groupRows(
  columns: readonly FrameColumn[],
  rowCount: number,
  dropna = true,
): RowGroup[] {
  const groups = new Map<string, RowGroup>();
  for (let row = 0; row < rowCount; row++) {
    if (dropna && columns.some((column) => isNullAt(column, row))) continue;
    const key = keyOf(columns, row);
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { first: row, rows: [row] });
  }
  return [...groups.values()].sort((a, b) => {
    for (const column of columns) {
      const order = compareRows(column, a.first, b.first);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** The values of `rows` in a numeric column, as one array. */
export function pick(values: Float64Array, rows: readonly number[]): Float64Array {
  const out = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = values[rows[i] ?? 0] ?? NaN;
  return out;
}
