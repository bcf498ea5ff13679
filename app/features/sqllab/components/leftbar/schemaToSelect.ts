/**
 * The schema a tab without one opens with: the only schema of the database, else the schema
 * the connection uses when a query names none (DuckDB's `main`, PostgreSQL's `public`, the
 * MySQL database of the URI) when it is listed; else none, and the user chooses.
 */
export function schemaToSelect(
  schemas: readonly string[],
  defaultSchema: string | null | undefined,
): string | null {
  if (schemas.length === 1) return schemas[0] ?? null;
  return defaultSchema && schemas.includes(defaultSchema) ? defaultSchema : null;
}
