// Ordering cells the way pandas sorts: numbers and times by value, text by code point,
// False before True, nulls last whatever the direction.
import { type FrameColumn, isNullAt } from './frame';

/** Compares two rows of one column; nulls last, `ascending` flips only the non-null order. */
export function compareRows(column: FrameColumn, a: number, b: number, ascending = true): number {
  const nullA = isNullAt(column, a);
  const nullB = isNullAt(column, b);
  if (nullA || nullB) return nullA === nullB ? 0 : nullA ? 1 : -1;
  const x = column.values[a] as number | string | boolean;
  const y = column.values[b] as number | string | boolean;
  const order = x < y ? -1 : x > y ? 1 : 0;
  return ascending ? order : -order;
}

/** Row numbers ordered by the columns (stable: ties keep their order). */
export function sortedRows(
  rowCount: number,
  columns: readonly FrameColumn[],
  ascending: readonly boolean[],
): number[] {
  const rows = Array.from({ length: rowCount }, (_, row) => row);
  return rows.sort((a, b) => {
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i];
      if (!column) continue;
      const order = compareRows(column, a, b, ascending[i] ?? true);
      if (order !== 0) return order;
    }
    return a - b;
  });
}
