import { decodeColumnarTable } from '@common/results/columnarTable';

/** Rows per piece: small enough that writing one keeps the event loop free. */
const ROWS_PER_PIECE = 2000;

/** A CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A columnar table as CSV (header line, CRLF line ends, nulls as empty fields), in pieces that
 * a caller sends between turns of the event loop. `textCell` rewrites the values of text columns
 * (chart exports defuse spreadsheet formulas with it).
 */
export function* rowsCsvPieces(
  table: Uint8Array,
  options: { textCell?: (text: string) => string } = {},
): Generator<string> {
  const decoded = decodeColumnarTable(table);
  const columns = decoded.columns.length;
  const { textCell } = options;
  const rewrite = decoded.columns.map((column) => (column.kind === 'utf8' ? textCell : undefined));
  let piece = `${decoded.columns.map((column) => csvField(column.name)).join(',')}\r\n`;
  for (let row = 0; row < decoded.rowCount; row++) {
    let line = '';
    for (let column = 0; column < columns; column++) {
      const value = decoded.value(row, column);
      const text = value === null ? null : String(value);
      line +=
        (column ? ',' : '') + (text === null ? '' : csvField(rewrite[column]?.(text) ?? text));
    }
    piece += `${line}\r\n`;
    if ((row + 1) % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
