// Tessera's columnar result format: one header and one typed section per column, so a result
// travels from the engine to the browser as bytes and no cell becomes a JS value until it is shown.
//
// Layout (little-endian; every section starts at a multiple of 8 from the table's first byte):
//   0  "TSC1"            magic and version
//   4  u32 H             header length in bytes
//   8  header JSON       {rowCount, columns: [{name, kind, data, validity?, offsets?, lengths?}]},
//                        padded
//   …  sections          [offset, length] pairs in the header point at them
// Kinds: float64 (f64), int16 (i16), int32 (i32), int64 (i64), bool (u8 0/1), date (i32 days since
// 1970-01-01), timestamp (f64 microseconds since 1970-01-01 UTC), utf8 (the bytes of every value
// one after the other, with either u32 offsets, rowCount + 1, or, when no value is longer than
// 255 bytes, one u8 length per row).
// validity is a bitmap (bit i of byte i >> 3 set = row i is not null), absent when no row is null.

export const COLUMNAR_MAGIC = 'TSC1';

export type ColumnKind =
  'float64' | 'int16' | 'int32' | 'int64' | 'bool' | 'date' | 'timestamp' | 'utf8';

/** Where a section lies: [byte offset from the table's start, byte length]. */
export type Section = [number, number];

export interface ColumnHeader {
  name: string;
  kind: ColumnKind;
  data: Section;
  validity?: Section;
  /** utf8: u32 offsets into data, rowCount + 1 of them… */
  offsets?: Section;
  /** …or one u8 length per row: a quarter of the bytes when every value is short. */
  lengths?: Section;
  /** Timestamps with a time zone are shown with their UTC offset, as the engine does. */
  tz?: boolean;
}

export interface TableHeader {
  rowCount: number;
  columns: ColumnHeader[];
}

/** A cell as JSON would carry it. */
export type CellValue = string | number | boolean | null;

/** A decoded result: typed views over the bytes, cells read on demand. */
export interface ColumnarTable {
  readonly rowCount: number;
  readonly columns: readonly { name: string; kind: ColumnKind }[];
  /** The cell as JSON would carry it (int64 beyond 2^53 as a string, dates as text). */
  value(row: number, column: number): CellValue;
  /** The cell as text for display ("NULL" for a null). */
  text(row: number, column: number): string;
  /** The underlying bytes (to store, send or slice again). */
  readonly bytes: Uint8Array;
  readonly header: TableHeader;
}

type Reader = (row: number) => CellValue;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Days since 1970-01-01 as YYYY-MM-DD. */
export function formatDate(days: number): string {
  const date = new Date(days * 86_400_000);
  const year = date.getUTCFullYear();
  const y = year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
  return `${y}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** Microseconds since 1970-01-01 UTC as "YYYY-MM-DD HH:MM:SS[.ffffff]", as engines print them. */
export function formatTimestamp(exactMicros: number, tz = false): string {
  const micros = Math.floor(exactMicros);
  const ms = Math.floor(micros / 1000);
  const date = new Date(ms);
  const day = formatDate(Math.floor(ms / 86_400_000));
  const time = `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`;
  const fraction = ((micros % 1_000_000) + 1_000_000) % 1_000_000;
  const frac = fraction ? `.${String(fraction).padStart(6, '0').replace(/0+$/, '')}` : '';
  return `${day} ${time}${frac}${tz ? '+00' : ''}`;
}

const decoder = new TextDecoder();

/** A utf8 column's offsets into its data: its own section, or summed from its lengths. */
export function utf8Offsets(
  bytes: Uint8Array,
  column: ColumnHeader,
  rowCount: number,
): Uint32Array {
  if (column.offsets)
    return new Uint32Array(bytes.buffer, bytes.byteOffset + column.offsets[0], rowCount + 1);
  const offsets = new Uint32Array(rowCount + 1);
  if (!column.lengths) return offsets;
  const lengths = bytes.subarray(column.lengths[0], column.lengths[0] + rowCount);
  let total = 0;
  for (let row = 0; row < rowCount; row++) offsets[row + 1] = total += lengths[row] ?? 0;
  return offsets;
}

function readerFor(
  bytes: Uint8Array,
  column: ColumnHeader,
  rowCount: number,
): (row: number) => CellValue {
  const base = bytes.byteOffset + column.data[0];
  const buffer = bytes.buffer;
  switch (column.kind) {
    case 'float64': {
      const values = new Float64Array(buffer, base, rowCount);
      return (row) => values[row] ?? null;
    }
    case 'int16': {
      const values = new Int16Array(buffer, base, rowCount);
      return (row) => values[row] ?? null;
    }
    case 'int32': {
      const values = new Int32Array(buffer, base, rowCount);
      return (row) => values[row] ?? null;
    }
    case 'int64': {
      const values = new BigInt64Array(buffer, base, rowCount);
      return (row) => {
        const value = values[row] ?? 0n;
        const asNumber = Number(value);
        return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
      };
    }
    case 'bool': {
      const values = new Uint8Array(buffer, base, rowCount);
      return (row) => values[row] === 1;
    }
    case 'date': {
      const values = new Int32Array(buffer, base, rowCount);
      return (row) => formatDate(values[row] ?? 0);
    }
    case 'timestamp': {
      const values = new Float64Array(buffer, base, rowCount);
      const tz = column.tz === true;
      return (row) => formatTimestamp(values[row] ?? 0, tz);
    }
    case 'utf8': {
      const offsets = utf8Offsets(bytes, column, rowCount);
      return (row) =>
        decoder.decode(
          bytes.subarray(
            column.data[0] + (offsets[row] ?? 0),
            column.data[0] + (offsets[row + 1] ?? 0),
          ),
        );
    }
  }
}

/** Reads a table's header; throws on bytes that are not a columnar table. */
export function readHeader(bytes: Uint8Array): TableHeader {
  if (bytes.length < 8 || decoder.decode(bytes.subarray(0, 4)) !== COLUMNAR_MAGIC)
    throw new Error('Not a Tessera columnar result');
  const length = new DataView(bytes.buffer, bytes.byteOffset + 4, 4).getUint32(0, true);
  return JSON.parse(decoder.decode(bytes.subarray(8, 8 + length))) as TableHeader;
}

/** Decodes a columnar table, without copying when the bytes start 8-byte aligned. */
export function decodeColumnarTable(source: Uint8Array): ColumnarTable {
  // Typed views need aligned offsets; pooled Node buffers may start anywhere.
  const bytes = source.byteOffset % 8 === 0 ? source : new Uint8Array(source);
  const header = readHeader(bytes);
  const { rowCount } = header;
  const readers: Reader[] = header.columns.map((column) => {
    const read = readerFor(bytes, column, rowCount);
    if (!column.validity) return read;
    const validity = bytes.subarray(column.validity[0], column.validity[0] + column.validity[1]);
    return (row) => (((validity[row >> 3] ?? 0) >> (row & 7)) & 1 ? read(row) : null);
  });
  return {
    rowCount,
    columns: header.columns.map(({ name, kind }) => ({ name, kind })),
    header,
    bytes,
    value: (row, column) => readers[column]?.(row) ?? null,
    text: (row, column) => {
      const value = readers[column]?.(row) ?? null;
      return value === null ? 'NULL' : String(value);
    },
  };
}

/** The rows as objects keyed by column name (tests and small exports; never on a hot path). */
export function toRowObjects(table: ColumnarTable): Record<string, CellValue>[] {
  return Array.from({ length: table.rowCount }, (_, row) =>
    Object.fromEntries(table.columns.map((column, i) => [column.name, table.value(row, i)])),
  );
}
