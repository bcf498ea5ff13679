import type { z } from 'zod/mini';

/**
 * A JSON text column read with its schema: text that is not JSON, or JSON of another shape,
 * gives the fallback (a hand-edited or older row must never turn a read into a 500).
 */
export function parseJsonColumn<S extends z.ZodMiniType>(
  schema: S,
  text: string | null | undefined,
  fallback: z.infer<S>,
): z.infer<S> {
  if (!text) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as z.infer<S>) : fallback;
}

/**
 * parseJsonColumn once per row object and column: rows pass through several readers (record,
 * answer, failure) that would otherwise each parse the same text.
 */
export function jsonColumnReader<Row extends object, S extends z.ZodMiniType>(
  column: (row: Row) => string | null | undefined,
  schema: S,
  fallback: () => z.infer<S>,
): (row: Row) => z.infer<S> {
  const parsed = new WeakMap<Row, { text: string | null | undefined; value: z.infer<S> }>();
  return (row) => {
    const text = column(row);
    const known = parsed.get(row);
    // Rows are spread into new objects when they change; a mutated one is read again.
    if (known && known.text === text) return known.value;
    const value = parseJsonColumn(schema, text, fallback());
    parsed.set(row, { text, value });
    return value;
  };
}
