import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { encodeAnswerHead } from '../../common/results/columnarAnswer';
import { COLUMNAR_CONTENT_TYPE, readHeader } from '../../common/results/columnarTable';
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
  const stored = options.inMemory ?? (await backend.open(key));
  if (!stored) return undefined;
  let data: Readable | Buffer = stored;
  let displayLimitReached = false;
  if (options.rows !== undefined && options.rows >= 0) {
    const whole = await readAll(stored);
    displayLimitReached = readHeader(whole).rowCount > options.rows;
    data = displayLimitReached ? sliceColumnarTable(whole, options.rows) : whole;
  }
  const meta = {
    query_id: query.queryId,
    status: 'success',
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query: query as unknown as Record<string, unknown>,
    ...(displayLimitReached ? { displayLimitReached: true } : {}),
  };
  if (options.format === 'json') {
    return {
      body: jsonPayload(await readAll(data), meta),
      contentType: 'application/json; charset=utf-8',
    };
  }
  const head = Buffer.from(encodeAnswerHead(meta));
  if (Buffer.isBuffer(data))
    return { body: Buffer.concat([head, data]), contentType: COLUMNAR_CONTENT_TYPE };
  const stream = data;
  const body = Readable.from(
    (async function* () {
      yield head;
      for await (const chunk of stream) yield chunk as Buffer;
    })(),
    { objectMode: false },
  );
  return { body, contentType: COLUMNAR_CONTENT_TYPE };
}
