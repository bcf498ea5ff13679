import { Readable } from 'node:stream';
import type { ResultColumn } from '../engines/engine';
import type { QueryRecord } from './queryRecord';
import type { ResultsBackend } from './resultsBackend';

/** Keeps the first `rows` rows of a stored JSON array of rows (one row per line). */
function cutRows(bytes: Buffer, rows: number): { bytes: Buffer; cut: boolean } {
  let position = 0;
  for (let kept = 0; kept < rows; kept++) {
    const next = bytes.indexOf(',\n', position);
    if (next === -1) return { bytes, cut: false };
    position = next + 2;
  }
  if (position === 0) return { bytes: Buffer.from('[]'), cut: bytes.length > 2 };
  return { bytes: Buffer.concat([bytes.subarray(0, position - 2), Buffer.from(']')]), cut: true };
}

async function readAll(source: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The SQL Lab answer for a finished query: Superset's shape, with the stored rows passed
 * through as bytes. Undefined when the results have expired.
 */
export async function resultPayload(
  backend: ResultsBackend,
  key: string,
  query: QueryRecord,
  columns: ResultColumn[],
  rows?: number,
  inMemory?: Buffer,
): Promise<Readable | Buffer | undefined> {
  const stored = inMemory ?? (await backend.open(key));
  if (!stored) return undefined;
  let data: Readable | Buffer = stored;
  let displayLimitReached = false;
  if (rows !== undefined && rows >= 0) {
    const cut = cutRows(await readAll(stored), rows);
    data = cut.bytes;
    displayLimitReached = cut.cut;
  }
  const head = `{"query_id":${query.queryId},"status":"success","data":`;
  const tail =
    `,"columns":${JSON.stringify(columns)},"selected_columns":${JSON.stringify(columns)},"expanded_columns":[]` +
    `,"query":${JSON.stringify(query)}${displayLimitReached ? ',"displayLimitReached":true' : ''}}`;
  // Bytes already in memory go out in one piece, with a length; stored ones stream.
  if (Buffer.isBuffer(data)) return Buffer.concat([Buffer.from(head), data, Buffer.from(tail)]);
  const stream = data;
  return Readable.from(
    (async function* () {
      yield Buffer.from(head);
      for await (const chunk of stream) yield chunk as Buffer;
      yield Buffer.from(tail);
    })(),
    { objectMode: false },
  );
}
