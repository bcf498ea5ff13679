import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { rowsCsvPieces } from '@server/queries/rowsCsv';
import { escapeFormula } from './escapeFormula';
import { type ExportOptions, exportTable } from './exportSource';

/**
 * Columnar result bytes as CSV (UTF-8, header line, CRLF, nulls empty, formulas defused), a
 * piece of rows per turn of the event loop and only as fast as the reader takes it.
 */
export function csvStream(source: Uint8Array | Readable, options: ExportOptions = {}): Readable {
  return Readable.from(
    (async function* () {
      const table = await exportTable(source, options);
      for (const piece of rowsCsvPieces(table, { textCell: escapeFormula })) {
        yield Buffer.from(piece);
        await nextTurn();
      }
    })(),
    { objectMode: false },
  );
}
