import type { GridTable } from './gridTable';

const SAMPLE_ROWS = 50;
/** Auto-fit (double-click on a header's edge) reads more rows and allows wider columns. */
const FIT_SAMPLE_ROWS = 500;
/** Approximate width of a character of the grid's 13 px font. */
export const CHAR_PX = 7.5;
/** Horizontal padding plus the cell's right border. */
export const CELL_PADDING_PX = 17;
/** A column dragged narrower stops here, so its header stays grabbable. */
export const MIN_COLUMN_WIDTH = 48;
const MIN_INITIAL_WIDTH = 64;
const MAX_INITIAL_WIDTH = 360;
const MAX_FIT_WIDTH = 800;
/** Room for the sort arrow beside a header's name. */
const HEADER_EXTRA_CHARS = 3;

function longestText(table: GridTable, column: number, sample: number): number {
  const name = table.columns[column]?.name ?? '';
  let longest = name.length + HEADER_EXTRA_CHARS;
  const rows = Math.min(table.rowCount, sample);
  for (let row = 0; row < rows; row++) {
    longest = Math.max(longest, table.text(row, column).length);
  }
  return longest;
}

const widthOf = (chars: number) => chars * CHAR_PX + CELL_PADDING_PX;

/** Initial column widths from the header and a sample of the first rows, clamped. */
export function columnWidths(table: GridTable): number[] {
  return table.columns.map((_, c) =>
    Math.round(
      Math.min(
        MAX_INITIAL_WIDTH,
        Math.max(MIN_INITIAL_WIDTH, widthOf(longestText(table, c, SAMPLE_ROWS))),
      ),
    ),
  );
}

/** The width that shows a column's longest sampled value whole (up to a cap). */
export function autoFitWidth(table: GridTable, column: number): number {
  const width = widthOf(longestText(table, column, FIT_SAMPLE_ROWS));
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
