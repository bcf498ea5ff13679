/** Puts a row array into a JSON object keyed by the (unique) column names. */
export function rowJson(names: string[], row: unknown[]): string {
  const object: Record<string, unknown> = {};
  names.forEach((name, i) => {
    const value = row[i];
    object[name] =
      typeof value === 'bigint'
        ? Number.isSafeInteger(Number(value))
          ? Number(value)
          : String(value)
        : (value ?? null);
  });
  return JSON.stringify(object);
}
