import type { GridTable } from './gridTable';

const SAMPLE_ROWS = 50;
/** Auto-fit (double-click on a header's edge) reads more rows and allows wider columns. */
const FIT_SAMPLE_ROWS = 500;
/** Approximate width of a character of the grid's 13 px font (digits are the widest). */
export const CHAR_PX = 8.2;
/** The same for the bold header font. */
const HEADER_CHAR_PX = 9.6;
/** A header's padding, the gap and the sort arrow beside its name. */
const HEADER_EXTRA_PX = 34;
/** Horizontal padding plus the cell's right border. */
export const CELL_PADDING_PX = 17;
/** A column dragged narrower stops here, so its header stays grabbable. */
export const MIN_COLUMN_WIDTH = 48;
const MIN_INITIAL_WIDTH = 64;
const MAX_INITIAL_WIDTH = 360;
const MAX_FIT_WIDTH = 800;
const widthOf = (chars: number) => chars * CHAR_PX + CELL_PADDING_PX;

/** The width the header and the first `sample` rows of a column need. */
function neededWidth(table: GridTable, column: number, sample: number): number {
  const name = table.columns[column]?.name ?? '';
  let longest = 0;
  const rows = Math.min(table.rowCount, sample);
  for (let row = 0; row < rows; row++) {
    longest = Math.max(longest, table.text(row, column).length);
  }
  return Math.max(name.length * HEADER_CHAR_PX + HEADER_EXTRA_PX, widthOf(longest));
}

/** Initial column widths from the header and a sample of the first rows, clamped. */
export function columnWidths(table: GridTable): number[] {
  return table.columns.map((_, c) =>
    Math.round(
      Math.min(MAX_INITIAL_WIDTH, Math.max(MIN_INITIAL_WIDTH, neededWidth(table, c, SAMPLE_ROWS))),
    ),
  );
}

/** The width that shows a column's longest sampled value whole (up to a cap). */
export function autoFitWidth(table: GridTable, column: number): number {
  const width = neededWidth(table, column, FIT_SAMPLE_ROWS);
  return Math.round(Math.min(MAX_FIT_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
}

/** A dragged width, rounded and kept at or above the minimum. */
export function clampColumnWidth(width: number): number {
  return Math.max(MIN_COLUMN_WIDTH, Math.round(width));
}

/** Whether a cell's text probably does not fit its column (it then gets a title tooltip). */
export function isProbablyTruncated(text: string, width: number): boolean {
  return widthOf(text.length) > width;
}
