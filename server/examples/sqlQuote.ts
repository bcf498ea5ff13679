/** Quotes a DuckDB identifier so any column name from a data file is safe in SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Quotes a DuckDB string literal, e.g. a file path that may contain quotes. */
export function quoteString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
