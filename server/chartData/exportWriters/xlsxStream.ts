import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ColumnKind, decodeColumnarTable } from '@common/results/columnarTable';
import { type ExportOptions, exportTable } from './exportSource';

/** Excel refuses longer cell text (its documented limit). */
const MAX_CELL_CHARS = 32_767;
const ROWS_PER_TURN = 1000;

const FORMATS: Partial<Record<ColumnKind, string>> = {
  date: 'yyyy-mm-dd',
  timestamp: 'yyyy-mm-dd hh:mm:ss',
};

type XlsxCell = string | number | boolean | Date | null;

/** A date Excel can hold, or the engine's text for one it cannot (years before 1 or after 9999). */
function dateOr(date: Date, text: string | number | boolean): Date | string {
  return Number.isNaN(date.getTime()) ? String(text) : date;
}

/** One cell as Excel should hold it: times as dates, numbers as numbers, text within limits. */
function xlsxCell(kind: ColumnKind, value: string | number | boolean | null): XlsxCell {
  if (value === null) return null;
  switch (kind) {
    // Naive times: the UTC fields are the wall time, which exceljs writes as the serial date.
    case 'date':
      return dateOr(new Date(`${String(value)}T00:00:00Z`), value);
    case 'timestamp':
      return dateOr(new Date(`${String(value).replace(' ', 'T').replace(/\+00$/, '')}Z`), value);
    case 'float64':
      // Excel has no NaN or infinity: they stay readable as text.
      return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
    case 'utf8':
      return typeof value === 'string' && value.length > MAX_CELL_CHARS
        ? value.slice(0, MAX_CELL_CHARS)
        : value;
    default:
      return value;
  }
}

/** Waits until the reader has taken what is buffered, or has gone away. */
async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

/**
 * Columnar result bytes as an XLSX workbook of one sheet, written by exceljs' streaming
 * writer: a header row, then each row committed (and let go) as it is written.
 */
export function xlsxStream(source: Uint8Array | Readable, options: ExportOptions = {}): Readable {
  const out = new PassThrough();
  void (async () => {
    // Loaded on first use: exceljs is large, and most servers never write a workbook.
    const { default: ExcelJS } = await import('exceljs');
    const table = decodeColumnarTable(await exportTable(source, options));
    // Inline strings and no shared-string table: memory stays flat however many rows.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Sheet1');
    const kinds = table.columns.map((column) => column.kind);
    sheet.columns = table.columns.map((column) => ({
      header: column.name,
      key: column.name,
      style: FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
    }));
    for (let row = 0; row < table.rowCount && !out.destroyed; row++) {
      sheet.addRow(kinds.map((kind, column) => xlsxCell(kind, table.value(row, column)))).commit();
      if ((row + 1) % ROWS_PER_TURN === 0) {
        await nextTurn();
        await drained(out);
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
