import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { encodeAnswerHead } from '@common/results/columnarAnswer';
import { COLUMNAR_CONTENT_TYPE } from '@common/results/columnarMediaType';
import { readHeader } from '@common/results/columnarTable';
import { sliceColumnarTable } from '../engines/columnarWriter';
import type { ResultColumn } from '../engines/engine';
import type { QueryRecord } from './queryRecord';
import type { ResultsBackend } from './resultsBackend';
import { ROWS_PER_PIECE, rowsJsonPieces } from './rowsJson';

/** How a client wants the rows: Superset's JSON row objects, or Tessera's columnar bytes. */
export type ResultFormat = 'json' | 'columnar';

export interface Payload {
  body: Readable | Buffer;
  contentType: string;
}

/** The whole of a stored result. */
export async function readAll(source: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Superset's JSON answer; rows beyond one piece are written between turns of the event loop. */
function jsonPayload(table: Buffer, meta: Record<string, unknown>): Buffer | Readable {
  const head = Buffer.from(
    `{"query_id":${JSON.stringify(meta.query_id)},"status":"success","data":`,
  );
  const rest = { ...meta };
  delete rest.query_id;
  delete rest.status;
  const tail = Buffer.from(`,${JSON.stringify(rest).slice(1)}`);
  const pieces = rowsJsonPieces(table);
  if (readHeader(table).rowCount <= ROWS_PER_PIECE) return Buffer.concat([head, ...pieces, tail]);
  return Readable.from(
    (async function* () {
      yield head;
      for (const piece of pieces) {
        yield piece;
        await nextTurn();
      }
      yield tail;
    })(),
    { objectMode: false },
  );
}

/**
 * The SQL Lab answer for a finished query, Superset's shape, from the stored columnar table:
 * passed through as bytes for columnar clients, or as JSON rows. Undefined once expired.
 */
export async function resultPayload(
  backend: ResultsBackend,
  key: string,
  query: QueryRecord,
  columns: ResultColumn[],
  options: { format: ResultFormat; rows?: number; inMemory?: Buffer },
): Promise<Payload | undefined> {
  const metaOf = (displayLimitReached: boolean) => ({
    query_id: query.queryId,
    status: 'success',
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query: query as unknown as Record<string, unknown>,
    ...(displayLimitReached ? { displayLimitReached: true } : {}),
  });
  if (options.format === 'columnar' && options.rows === undefined && !options.inMemory) {
    // Stored bytes pass through: the backend reads them in after the answer's head.
    const body = await backend.open(key, Buffer.from(encodeAnswerHead(metaOf(false))));
    return body && { body, contentType: COLUMNAR_CONTENT_TYPE };
  }
  const stored = options.inMemory ?? (await backend.open(key));
  if (!stored) return undefined;
  let data = await readAll(stored);
  let displayLimitReached = false;
  if (options.rows !== undefined && options.rows >= 0) {
    displayLimitReached = readHeader(data).rowCount > options.rows;
    if (displayLimitReached) data = sliceColumnarTable(data, options.rows);
  }
  const meta = metaOf(displayLimitReached);
  if (options.format === 'json') {
    return { body: jsonPayload(data, meta), contentType: 'application/json; charset=utf-8' };
  }
  const head = Buffer.from(encodeAnswerHead(meta));
  return { body: Buffer.concat([head, data]), contentType: COLUMNAR_CONTENT_TYPE };
}
