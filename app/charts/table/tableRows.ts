import type { TableColumn } from './transformProps';

/** The sort a header click sets. */
export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  // Missing values sort last whatever the direction would say for them.
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows whose formatted or raw text of any shown column contains the search text (case-insensitive). */
export function searchRows(
  rows: Record<string, unknown>[],
  columns: TableColumn[],
  search: string,
): Record<string, unknown>[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return rows;
  return rows.filter((row) =>
    columns.some((column) => {
      const value = row[column.key];
      if (value === null || value === undefined) return false;
      return (
        String(value).toLowerCase().includes(needle) ||
        column.format(value).toLowerCase().includes(needle)
      );
    }),
  );
}

/** A sorted copy (stable); the rows themselves when no sort is set. */
export function sortRows(
  rows: Record<string, unknown>[],
  sort: TableSort | null,
): Record<string, unknown>[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const aValue = a.row[sort.key];
      const bValue = b.row[sort.key];
      const missing =
        aValue === null || aValue === undefined || bValue === null || bValue === undefined;
      const order = missing ? compareValues(aValue, bValue) : sign * compareValues(aValue, bValue);
      return order || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Next sort of a header click: ascending, descending, then off. */
export function nextSort(current: TableSort | null, key: string): TableSort | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** Bar geometry of a cell in percent of the cell width (Superset's cellWidth/cellOffset). */
export function cellBar(
  value: number,
  [min, max]: [number, number],
  alignPositiveNegative: boolean,
): { left: number; width: number } {
  if (alignPositiveNegative) {
    const extent = Math.max(Math.abs(min), Math.abs(max));
    return { left: 0, width: extent === 0 ? 0 : (Math.abs(value) / extent) * 100 };
  }
  const positive = Math.abs(Math.max(max, 0));
  const negative = Math.abs(Math.min(min, 0));
  const total = positive + negative;
  if (total === 0) return { left: 0, width: 0 };
  const width = (Math.abs(value) / total) * 100;
  const left =
    value < 0 ? (Math.max(negative - Math.abs(value), 0) / total) * 100 : (negative / total) * 100;
  return { left, width };
}
