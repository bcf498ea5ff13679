import type { Readable } from 'node:stream';
import { SQL_MAX_ROW } from '@common/sql/limits';
import { sliceColumnarTable } from '@server/engines/columnarWriter';
import { readAll } from '@server/queries/resultPayload';

/** What every export writer takes besides its rows. */
export interface ExportOptions {
  /** Rows beyond this many are left out (Superset's SQL_MAX_ROW by default). */
  maxRows?: number;
}

/** Columnar result bytes, whole or streamed, cut to at most `maxRows` rows. */
export async function exportTable(
  source: Uint8Array | Readable,
  { maxRows = SQL_MAX_ROW }: ExportOptions,
): Promise<Uint8Array> {
  // The format puts its header first and each column whole: it is read before it is written out.
  const bytes = source instanceof Uint8Array ? source : await readAll(source);
  return sliceColumnarTable(bytes, maxRows);
}
