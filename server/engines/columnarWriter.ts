import {
  type ColumnHeader,
  type ColumnKind,
  COLUMNAR_MAGIC,
  readHeader,
  type Section,
  type TableHeader,
  utf8Offsets,
} from '@common/results/columnarTable';

/** One column's finished sections, before they are laid out in a table. */
export interface BuiltColumn {
  name: string;
  kind: ColumnKind;
  tz?: boolean;
  data: Uint8Array;
  /** Present only when some row is null. */
  validity?: Uint8Array;
  /** utf8 only: rowCount + 1 byte offsets into data… */
  offsets?: Uint32Array;
  /** …or, when no value is longer than 255 bytes, each row's length. */
  lengths?: Uint8Array;
}

/** A utf8 column's lengths when every value fits a byte (see BuiltColumn), else undefined. */
function shortLengths(offsets: Uint32Array, rowCount: number): Uint8Array | undefined {
  const lengths = new Uint8Array(rowCount);
  for (let row = 0; row < rowCount; row++) {
    const length = (offsets[row + 1] ?? 0) - (offsets[row] ?? 0);
    if (length > 255) return undefined;
    lengths[row] = length;
  }
  return lengths;
}

const align8 = (n: number) => (n + 7) & ~7;

function asBytes(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** Lays columns out as one columnar table (common/results/columnarTable.ts). */
export function writeColumnarTable(rowCount: number, columns: BuiltColumn[]): Buffer {
  const parts: Uint8Array[] = [];
  const place = (bytes: Uint8Array, at: number): Section => {
    parts.push(bytes);
    return [at, bytes.byteLength];
  };
  // Offsets count from the table's start, which depends on the header's own length: settle it.
  let bodyStart = 0;
  let header: TableHeader = { rowCount, columns: [] };
  let json = '';
  for (let attempt = 0; attempt < 4; attempt++) {
    parts.length = 0;
    let at = bodyStart;
    const headers: ColumnHeader[] = columns.map((column) => {
      const entry: ColumnHeader = { name: column.name, kind: column.kind, data: [0, 0] };
      if (column.tz) entry.tz = true;
      if (column.validity) {
        entry.validity = place(column.validity, at);
        at = align8(at + column.validity.byteLength);
      }
      if (column.offsets) {
        entry.offsets = place(asBytes(column.offsets), at);
        at = align8(at + column.offsets.byteLength);
      }
      if (column.lengths) {
        entry.lengths = place(column.lengths, at);
        at = align8(at + column.lengths.byteLength);
      }
      entry.data = place(column.data, at);
      at = align8(at + column.data.byteLength);
      return entry;
    });
    header = { rowCount, columns: headers };
    json = JSON.stringify(header);
    const needed = align8(8 + Buffer.byteLength(json));
    if (needed === bodyStart) break;
    bodyStart = needed;
  }
  const last = header.columns.at(-1);
  const total = last ? align8(last.data[0] + last.data[1]) : bodyStart;
  const out = Buffer.alloc(Math.max(total, bodyStart));
  out.write(COLUMNAR_MAGIC, 0, 'latin1');
  const headerBytes = Buffer.byteLength(json);
  out.writeUInt32LE(headerBytes, 4);
  out.write(json, 8, 'utf8');
  out.fill(0x20, 8 + headerBytes, bodyStart);
  let index = 0;
  for (const column of header.columns) {
    for (const section of [column.validity, column.offsets, column.lengths, column.data]) {
      if (!section) continue;
      const part = parts[index++];
      if (part) out.set(part, section[0]);
    }
  }
  return out;
}

/** A validity bitmap from per-row flags, or undefined when every row has a value. */
export function validityFrom(
  isNull: (row: number) => boolean,
  rowCount: number,
): Uint8Array | undefined {
  let bitmap: Uint8Array | undefined;
  for (let row = 0; row < rowCount; row++) {
    if (!isNull(row)) continue;
    if (!bitmap) bitmap = new Uint8Array((rowCount + 7) >> 3).fill(0xff);
    bitmap[row >> 3] = (bitmap[row >> 3] ?? 0) & ~(1 << (row & 7));
  }
  return bitmap;
}

const encoder = new TextEncoder();

/** A utf8 column from JS strings (null for nulls). */
export function utf8Column(name: string, values: (string | null)[]): BuiltColumn {
  const encoded = values.map((value) => (value === null ? undefined : encoder.encode(value)));
  const offsets = new Uint32Array(values.length + 1);
  let total = 0;
  encoded.forEach((bytes, row) => {
    total += bytes?.byteLength ?? 0;
    offsets[row + 1] = total;
  });
  const data = new Uint8Array(total);
  encoded.forEach((bytes, row) => bytes && data.set(bytes, offsets[row] ?? 0));
  const lengths = shortLengths(offsets, values.length);
  return {
    name,
    kind: 'utf8',
    data,
    ...(lengths ? { lengths } : { offsets }),
    validity: validityFrom((row) => values[row] === null, values.length),
  };
}

/** A float64 column from JS numbers (null for nulls). */
export function float64Column(name: string, values: (number | null)[]): BuiltColumn {
  const data = Float64Array.from(values, (value) => value ?? 0);
  return {
    name,
    kind: 'float64',
    data: asBytes(data),
    validity: validityFrom((row) => values[row] === null, values.length),
  };
}

/** A bool column from JS booleans (null for nulls). */
export function boolColumn(name: string, values: (boolean | null)[]): BuiltColumn {
  return {
    name,
    kind: 'bool',
    data: Uint8Array.from(values, (value) => (value ? 1 : 0)),
    validity: validityFrom((row) => values[row] === null, values.length),
  };
}

/** Bytes of a typed array, for a column's data section. */
export { asBytes };

const WIDTH: Record<ColumnKind, number> = {
  float64: 8,
  int64: 8,
  timestamp: 8,
  int32: 4,
  int16: 2,
  date: 4,
  bool: 1,
  utf8: 1,
};

/** The first `rows` rows of a columnar table, as a table of their own. */
export function sliceColumnarTable(source: Uint8Array, rows: number): Buffer {
  const bytes = source.byteOffset % 8 === 0 ? source : new Uint8Array(source);
  const header = readHeader(bytes);
  const n = Math.min(rows, header.rowCount);
  const section = ([at]: Section, length: number) => bytes.subarray(at, at + length);
  const columns = header.columns.map((column): BuiltColumn => {
    const built: BuiltColumn = { name: column.name, kind: column.kind, data: new Uint8Array(0) };
    if (column.tz) built.tz = true;
    if (column.validity) built.validity = section(column.validity, (n + 7) >> 3);
    if (column.kind === 'utf8') {
      const offsets = utf8Offsets(bytes, column, n);
      if (column.lengths) built.lengths = section(column.lengths, n);
      else built.offsets = offsets;
      built.data = section(column.data, offsets[n] ?? 0);
    } else {
      built.data = section(column.data, n * WIDTH[column.kind]);
    }
    return built;
  });
  return writeColumnarTable(n, columns);
}
