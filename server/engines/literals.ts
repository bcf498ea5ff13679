/** Literal text shared by the dialects. */

/** `'…'` with single quotes doubled: the standard SQL string literal. */
export function standardString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** "YYYY-MM-DD HH:MM:SS.mmm" of a naive UTC date (its UTC fields are the wall time). */
export function timestampText(date: Date): string {
  if (!Number.isFinite(date.getTime())) throw new RangeError('Invalid date');
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** `TIMESTAMP '…'`, the typed literal PostgreSQL, DuckDB and MySQL all read. */
export function standardTimestamp(date: Date): string {
  return `TIMESTAMP '${timestampText(date)}'`;
}
