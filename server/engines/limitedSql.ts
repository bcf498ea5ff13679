/** The text before the user's SQL when a run's row limit is applied by wrapping it. */
const PREFIX = 'SELECT * FROM (';

/** Wraps one SELECT-like statement so at most `n` rows come back; the SQL starts at PREFIX.length. */
export function wrapWithLimit(sql: string, n: number): string {
  return `${PREFIX}${sql}\n) AS tessera_limit LIMIT ${n}`;
}

/** What a run sent to the engine: the user's SQL, the text sent, and where the SQL sits in it. */
export interface SentSql {
  sql: string;
  text: string;
  /** Index of the user's SQL in `text` (0 when it was sent as written). */
  offset: number;
}

/** The text to send for a run, with or without the limit wrapper. */
export function sentSql(sql: string, limit: number | null, wrap: boolean): SentSql {
  if (limit === null || !wrap) return { sql, text: sql, offset: 0 };
  return { sql, text: wrapWithLimit(sql, limit), offset: PREFIX.length };
}

/** A 0-based index into the sent text as an index into the user's SQL (the wrapper clamped). */
export function userIndex(sent: SentSql, index: number): number {
  return Math.min(Math.max(index - sent.offset, 0), sent.sql.length);
}

/** A UTF-8 byte offset into `text` as a string index (DuckDB reports byte positions). */
export function indexOfByte(text: string, byteOffset: number): number {
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}

/** A 1-based character (code point) position into `text` as a 0-based string index. */
export function indexOfCodePoint(text: string, position: number): number {
  return Array.from(text)
    .slice(0, Math.max(position - 1, 0))
    .join('').length;
}
