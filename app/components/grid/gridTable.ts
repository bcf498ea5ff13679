import type { TableHeader } from '@common/results/columnarTable';

/** What the results grid reads: a decoded columnar result (no row objects). */
export interface GridTable {
  readonly rowCount: number;
  readonly columns: readonly { name: string; kind: string }[];
  /** A cell as display text ("NULL" for a null). */
  text(row: number, column: number): string;
  /** A decoded columnar result's bytes and header: sorting reads typed keys straight from them. */
  readonly bytes?: Uint8Array;
  readonly header?: TableHeader;
}

const NUMERIC = new Set(['float64', 'int16', 'int32', 'int64']);

/** True for columns whose cells are right-aligned numbers. */
export function isNumericKind(kind: string): boolean {
  return NUMERIC.has(kind);
}

/**
 * Positions of the rows where some cell contains `query` (case-insensitive), or undefined
 * for every row. Builds one index array; no row objects.
 */
export function filterRows(table: GridTable, query: string): Int32Array | undefined {
  const needle = query.trim().toLowerCase();
  if (!needle) return undefined;
  const hits = new Int32Array(table.rowCount);
  const columnCount = table.columns.length;
  let count = 0;
  for (let row = 0; row < table.rowCount; row++) {
    for (let column = 0; column < columnCount; column++) {
      if (table.text(row, column).toLowerCase().includes(needle)) {
        hits[count++] = row;
        break;
      }
    }
  }
  return hits.subarray(0, count);
}

const tsvCell = (text: string) => text.replace(/[\t\n\r]/g, ' ');

/** The rows (all, or those of `rows`) as tab-separated text with a header line. */
export function toTsv(table: GridTable, rows?: Int32Array): string {
  const columnCount = table.columns.length;
  const lines: string[] = [table.columns.map((c) => tsvCell(c.name)).join('\t')];
  const count = rows ? rows.length : table.rowCount;
  for (let i = 0; i < count; i++) {
    const row = rows ? (rows[i] as number) : i;
    const cells = new Array<string>(columnCount);
    for (let column = 0; column < columnCount; column++) {
      cells[column] = tsvCell(table.text(row, column));
    }
    lines.push(cells.join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

/** A cell's full text for reading: JSON objects and arrays pretty-printed, anything else as is. */
export function fullCellText(text: string): string {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}
