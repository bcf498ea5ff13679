// Per-row sort keys of one column, built once so that sorting compares typed numbers (or
// pre-lowered strings) instead of reading and parsing cells on every comparison.
import { type ColumnHeader, type TableHeader, utf8Offsets } from '@common/results/columnarTable';
import type { GridTable } from './gridTable';

/** What a sort compares for one column. */
export interface SortKeys {
  /** Numbers, booleans (0/1), dates (days) and timestamps (microseconds) as numbers… */
  numbers?: Float64Array;
  /** …exact int64 values, compared when two numbers tie beyond 2^53… */
  bigints?: BigInt64Array;
  /** …or text, lower-cased for a case-insensitive order, with the original text to break ties. */
  lower?: string[];
  texts?: string[];
  /** 1 where the row's value is null: nulls come last in either direction. */
  nulls: Uint8Array;
}

const NUMERIC_TEXT_KINDS = new Set(['float64', 'int16', 'int32', 'int64']);

function nullsFromValidity(bytes: Uint8Array, column: ColumnHeader, rowCount: number): Uint8Array {
  const nulls = new Uint8Array(rowCount);
  if (!column.validity) return nulls;
  const validity = bytes.subarray(column.validity[0], column.validity[0] + column.validity[1]);
  for (let row = 0; row < rowCount; row++) {
    nulls[row] = ((validity[row >> 3] ?? 0) >> (row & 7)) & 1 ? 0 : 1;
  }
  return nulls;
}

const decoder = new TextDecoder();

/** Keys read straight from a columnar result's typed sections. */
function columnarKeys(bytes: Uint8Array, header: TableHeader, column: ColumnHeader): SortKeys {
  const { rowCount } = header;
  const nulls = nullsFromValidity(bytes, column, rowCount);
  const base = bytes.byteOffset + column.data[0];
  const buffer = bytes.buffer;
  switch (column.kind) {
    case 'float64':
    case 'timestamp':
      return { nulls, numbers: new Float64Array(buffer, base, rowCount).slice() };
    case 'int16':
      return { nulls, numbers: Float64Array.from(new Int16Array(buffer, base, rowCount)) };
    case 'int32':
    case 'date':
      return { nulls, numbers: Float64Array.from(new Int32Array(buffer, base, rowCount)) };
    case 'bool':
      return { nulls, numbers: Float64Array.from(new Uint8Array(buffer, base, rowCount)) };
    case 'int64': {
      const bigints = new BigInt64Array(buffer, base, rowCount);
      const numbers = new Float64Array(rowCount);
      for (let row = 0; row < rowCount; row++) numbers[row] = Number(bigints[row] ?? 0n);
      return { nulls, numbers, bigints };
    }
    case 'utf8': {
      const offsets = utf8Offsets(bytes, column, rowCount);
      const start = column.data[0];
      const texts = new Array<string>(rowCount);
      const lower = new Array<string>(rowCount);
      for (let row = 0; row < rowCount; row++) {
        const text = decoder.decode(
          bytes.subarray(start + (offsets[row] ?? 0), start + (offsets[row + 1] ?? 0)),
        );
        texts[row] = text;
        lower[row] = text.toLowerCase();
      }
      return { nulls, texts, lower };
    }
  }
}

/** Keys from display text, for tables that are not columnar results (numbers parsed). */
function textKeys(table: GridTable, column: number, kind: string): SortKeys {
  const { rowCount } = table;
  const nulls = new Uint8Array(rowCount);
  if (NUMERIC_TEXT_KINDS.has(kind) || kind === 'bool') {
    const numbers = new Float64Array(rowCount);
    for (let row = 0; row < rowCount; row++) {
      const text = table.text(row, column);
      if (text === 'NULL') nulls[row] = 1;
      else numbers[row] = kind === 'bool' ? (text === 'true' ? 1 : 0) : Number(text);
    }
    return { nulls, numbers };
  }
  // Dates and timestamps print as ISO text, whose code-unit order is their time order.
  const plain = kind === 'date' || kind === 'timestamp';
  const texts = new Array<string>(rowCount);
  const lower = new Array<string>(rowCount);
  for (let row = 0; row < rowCount; row++) {
    const text = table.text(row, column);
    if (text === 'NULL') nulls[row] = 1;
    texts[row] = text;
    lower[row] = plain ? text : text.toLowerCase();
  }
  return { nulls, texts, lower };
}

/** The sort keys of a column: from the typed bytes of a columnar result, else from its text. */
export function sortKeysFor(table: GridTable, column: number): SortKeys {
  const columnHeader = table.header?.columns[column];
  if (table.bytes && table.header && columnHeader) {
    return columnarKeys(table.bytes, table.header, columnHeader);
  }
  return textKeys(table, column, table.columns[column]?.kind ?? 'utf8');
}
