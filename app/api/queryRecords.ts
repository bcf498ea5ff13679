import type { QueryRecord } from '@common/api/queryRecord';

// The schemas (zod/mini, about 9 KB gzip) load with the first answer that carries a record,
// off SQL Lab's first load, as the result decoder does.
let schemas: Promise<typeof import('@common/api/queryRecord')> | undefined;

function loadSchemas() {
  return (schemas ??= import('@common/api/queryRecord'));
}

/**
 * Query records from the server, checked against the shared schema. A record of another shape
 * is left out (and logged) rather than failing the whole poll.
 */
export async function decodeQueryRecords(values: unknown): Promise<QueryRecord[]> {
  const list = Array.isArray(values) ? (values as unknown[]) : [];
  // Most polls change nothing: they never wait for the schemas.
  if (list.length === 0) return [];
  const { queryRecordSchema } = await loadSchemas();
  const records: QueryRecord[] = [];
  for (const value of list) {
    const parsed = queryRecordSchema.safeParse(value);
    if (parsed.success) records.push(parsed.data);
    else console.warn('Tessera: a query record of an unexpected shape was ignored', parsed.error);
  }
  return records;
}

/**
 * One query record from the server, or undefined when it has another shape: the callers of an
 * accepted run follow it through polls, so a record they cannot read must not fail the run.
 */
export async function decodeQueryRecord(value: unknown): Promise<QueryRecord | undefined> {
  const { queryRecordSchema } = await loadSchemas();
  const parsed = queryRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
