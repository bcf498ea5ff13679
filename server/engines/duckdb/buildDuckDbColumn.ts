// One column of a DuckDB result, copied from the engine's vectors into columnar sections: numbers,
// dates and short strings never become JS values (boxing 100 000 rows costs 10–15× the query).
import { type DuckDBDataChunk, DuckDBTypeId } from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';
import type { ColumnKind } from '@common/results/columnarTable';
import { asBytes, type BuiltColumn, utf8Column } from '../columnarWriter';

/** Rows `start`… of the result that one chunk holds (`count` of them are kept). */
export type Span = { chunk: DuckDBDataChunk; start: number; count: number };
/** One column's vector in each span, fetched once. */
type Vectors = duckdb.Vector[];

/** A result column's type: the id, and DECIMAL's width and scale. */
export interface ColumnType {
  typeId: DuckDBTypeId;
  width?: number;
  scale?: number;
}

function rawData(span: Span, vector: duckdb.Vector | undefined, width: number): Uint8Array {
  return duckdb.vector_get_data(vector as duckdb.Vector, span.count * width);
}

/** Copies DuckDB's per-chunk validity masks into one bitmap; undefined when nothing is null. */
function validity(spans: Span[], vectors: Vectors, rowCount: number): Uint8Array | undefined {
  let bitmap: Uint8Array | undefined;
  for (const [s, span] of spans.entries()) {
    const vector = vectors[s] as duckdb.Vector;
    const mask = duckdb.vector_get_validity(vector, Math.ceil(span.count / 64) * 8);
    if (!mask) continue;
    for (let i = 0; i < span.count; i++) {
      if (((mask[i >> 3] ?? 0) >> (i & 7)) & 1) continue;
      bitmap ??= new Uint8Array((rowCount + 7) >> 3).fill(0xff);
      const row = span.start + i;
      bitmap[row >> 3] = (bitmap[row >> 3] ?? 0) & ~(1 << (row & 7));
    }
  }
  return bitmap;
}

type Fill = (out: Float64Array, span: Span, vector: duckdb.Vector | undefined) => void;

/** 64-bit integers times a factor, read as two 32-bit halves: BigInts cost ten times more. */
const scaled =
  (factor: number, divisor = 1): Fill =>
  (out, span, vector) => {
    const raw = rawData(span, vector, 8);
    const low = new Uint32Array(raw.buffer, raw.byteOffset, span.count * 2);
    const high = new Int32Array(raw.buffer, raw.byteOffset, span.count * 2);
    for (let i = 0; i < span.count; i++)
      out[span.start + i] =
        (((high[2 * i + 1] ?? 0) * 4294967296 + (low[2 * i] ?? 0)) * factor) / divisor;
  };

/** A typed array class read straight from a vector's memory. */
type NumberView = new (
  buffer: ArrayBufferLike,
  byteOffset: number,
  length: number,
) => ArrayLike<number>;

const widened =
  (View: NumberView, width: number, divisor = 1): Fill =>
  (out, span, vector) => {
    const raw = rawData(span, vector, width);
    const values = new View(raw.buffer, raw.byteOffset, span.count);
    if (divisor === 1) out.set(values, span.start);
    else for (let i = 0; i < span.count; i++) out[span.start + i] = (values[i] ?? 0) / divisor;
  };

/** Numeric and temporal types read straight into a Float64Array. */
function float64Fill(type: ColumnType): Fill | undefined {
  switch (type.typeId) {
    case DuckDBTypeId.DOUBLE:
      return widened(Float64Array, 8);
    case DuckDBTypeId.FLOAT:
      return widened(Float32Array, 4);
    case DuckDBTypeId.UINTEGER:
      return widened(Uint32Array, 4);
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
      return scaled(1);
    case DuckDBTypeId.TIMESTAMP_S:
      return scaled(1_000_000);
    case DuckDBTypeId.TIMESTAMP_MS:
      return scaled(1000);
    case DuckDBTypeId.TIMESTAMP_NS:
      return scaled(0.001);
    case DuckDBTypeId.DECIMAL: {
      const { width = 38, scale = 0 } = type;
      const divisor = 10 ** scale;
      if (width <= 4) return widened(Int16Array, 2, divisor);
      if (width <= 9) return widened(Int32Array, 4, divisor);
      if (width <= 18) return scaled(1, divisor);
      return undefined;
    }
    default:
      return undefined;
  }
}

const INT32_SOURCES: Partial<Record<DuckDBTypeId, [NumberView, number]>> = {
  [DuckDBTypeId.TINYINT]: [Int8Array, 1],
  [DuckDBTypeId.SMALLINT]: [Int16Array, 2],
  [DuckDBTypeId.INTEGER]: [Int32Array, 4],
  [DuckDBTypeId.UTINYINT]: [Uint8Array, 1],
  [DuckDBTypeId.USMALLINT]: [Uint16Array, 2],
  [DuckDBTypeId.DATE]: [Int32Array, 4],
};

function kindOf(type: ColumnType): ColumnKind {
  const id = type.typeId;
  if (id === DuckDBTypeId.BOOLEAN) return 'bool';
  if (id === DuckDBTypeId.DATE) return 'date';
  if (id === DuckDBTypeId.BIGINT) return 'int64';
  if (INT32_SOURCES[id]) return 'int32';
  if (id === DuckDBTypeId.VARCHAR) return 'utf8';
  const temporal = [
    DuckDBTypeId.TIMESTAMP,
    DuckDBTypeId.TIMESTAMP_TZ,
    DuckDBTypeId.TIMESTAMP_S,
    DuckDBTypeId.TIMESTAMP_MS,
    DuckDBTypeId.TIMESTAMP_NS,
  ];
  if (temporal.includes(id)) return 'timestamp';
  if (float64Fill(type)) return 'float64';
  const bigNumbers = [
    DuckDBTypeId.HUGEINT,
    DuckDBTypeId.UHUGEINT,
    DuckDBTypeId.UBIGINT,
    DuckDBTypeId.DECIMAL,
  ];
  return bigNumbers.includes(id) ? 'float64' : 'utf8';
}

/**
 * VARCHAR: short strings are copied from DuckDB's 16-byte string records, a word at a time. Each
 * row's length travels as one byte when every value is at most 255 bytes long, else as offsets.
 */
function utf8Data(
  spans: Span[],
  vectors: Vectors,
  rowCount: number,
): { data: Uint8Array; lengths?: Uint8Array; offsets?: Uint32Array } {
  const records = spans.map((span, s) => rawData(span, vectors[s], 16));
  // Each record starts with its u32 length; records are 16-byte aligned.
  const wordsOf = (s: number) => {
    const raw = records[s] as Uint8Array;
    return new Uint32Array(raw.buffer, raw.byteOffset, (spans[s] as Span).count * 4);
  };
  const lengths = new Uint8Array(rowCount);
  let total = 0;
  let longest = 0;
  for (let s = 0; s < spans.length; s++) {
    const span = spans[s] as Span;
    const words = wordsOf(s);
    for (let i = 0, row = span.start; i < span.count; i++, row++) {
      const length = words[i * 4] as number;
      lengths[row] = length;
      total += length;
      if (length > longest) longest = length;
    }
  }
  let offsets: Uint32Array | undefined;
  if (longest > 255) {
    offsets = new Uint32Array(rowCount + 1);
    let at = 0;
    for (let s = 0; s < spans.length; s++) {
      const span = spans[s] as Span;
      const words = wordsOf(s);
      for (let i = 0; i < span.count; i++)
        offsets[span.start + i + 1] = at += words[i * 4] as number;
    }
  }
  // Inline strings (up to 12 bytes) are copied as whole 32-bit words: a word may run past its
  // string's end into the next string's place, which that string then overwrites; 12 bytes of
  // slack take the last one's overrun.
  const slack = new Uint8Array(total + 12);
  const out = new DataView(slack.buffer);
  let at = 0;
  for (let s = 0; s < spans.length; s++) {
    const span = spans[s] as Span;
    const raw = records[s] as Uint8Array;
    const words = wordsOf(s);
    for (let i = 0; i < span.count; i++) {
      const length = words[i * 4] as number;
      if (length <= 12) {
        for (let word = 0; word * 4 < length; word++)
          out.setUint32(at + word * 4, words[i * 4 + 1 + word] as number, true);
      } else {
        const pointerAt = raw.byteOffset + i * 16 + 8;
        slack.set(duckdb.get_data_from_pointer(raw.buffer as ArrayBuffer, pointerAt, length), at);
      }
      at += length;
    }
  }
  const data = slack.subarray(0, total);
  return offsets ? { data, offsets } : { data, lengths };
}

/** Rare types (HUGEINT, INTERVAL, LIST, UUID, …): read as DuckDB values, one by one. */
function slowValues(spans: Span[], column: number, rowCount: number): unknown[] {
  const values = new Array<unknown>(rowCount);
  for (const span of spans) {
    const vector = span.chunk.getColumnVector(column);
    for (let i = 0; i < span.count; i++) values[span.start + i] = vector.getItem(i);
  }
  return values;
}

/** Integers that all fit in 16 bits travel as int16: half the bytes to write and send. */
function narrowInt32(values: Int32Array): { kind: ColumnKind; data: Uint8Array } {
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (value < -32768 || value > 32767) return { kind: 'int32', data: asBytes(values) };
  }
  const narrow = new Int16Array(values.length);
  narrow.set(values);
  return { kind: 'int16', data: asBytes(narrow) };
}

/** BIGINT values as they are, 64 bits each. */
function wideInt64(spans: Span[], vectors: Vectors, rowCount: number): Uint8Array {
  const wide = new BigInt64Array(rowCount);
  for (const [s, span] of spans.entries()) {
    const raw = rawData(span, vectors[s], 8);
    wide.set(new BigInt64Array(raw.buffer, raw.byteOffset, span.count), span.start);
  }
  return asBytes(wide);
}

/** BIGINT: read as 32-bit halves, kept as int32 (or int16) when every value fits. */
function int64Data(
  spans: Span[],
  vectors: Vectors,
  rowCount: number,
): { kind: ColumnKind; data: Uint8Array } {
  const narrow = new Int32Array(rowCount);
  for (const [s, span] of spans.entries()) {
    const raw = rawData(span, vectors[s], 8);
    const words = new Int32Array(raw.buffer, raw.byteOffset, span.count * 2);
    for (let i = 0; i < span.count; i++) {
      const low = words[2 * i] as number;
      // The high word of a value that fits is the low word's sign.
      if (words[2 * i + 1] !== low >> 31)
        return { kind: 'int64', data: wideInt64(spans, vectors, rowCount) };
      narrow[span.start + i] = low;
    }
  }
  return narrowInt32(narrow);
}

/** One result column, copied out of every span's vector into its columnar sections. */
export function buildDuckDbColumn(
  name: string,
  type: ColumnType,
  spans: Span[],
  column: number,
  rowCount: number,
): BuiltColumn {
  const kind = kindOf(type);
  const vectors = spans.map((span) => duckdb.data_chunk_get_vector(span.chunk.chunk, column));
  const nulls = validity(spans, vectors, rowCount);
  const built: BuiltColumn = { name, kind, data: new Uint8Array(0), validity: nulls };
  if (type.typeId === DuckDBTypeId.TIMESTAMP_TZ) built.tz = true;
  const int32 = INT32_SOURCES[type.typeId];
  if (kind === 'bool') {
    const out = new Uint8Array(rowCount);
    for (const [s, span] of spans.entries()) out.set(rawData(span, vectors[s], 1), span.start);
    built.data = out;
  } else if (int32) {
    const [View, width] = int32;
    const out = new Int32Array(rowCount);
    for (const [s, span] of spans.entries()) {
      const raw = rawData(span, vectors[s], width);
      out.set(new View(raw.buffer, raw.byteOffset, span.count), span.start);
    }
    if (kind === 'int32') Object.assign(built, narrowInt32(out));
    else built.data = asBytes(out);
  } else if (kind === 'int64') {
    Object.assign(built, int64Data(spans, vectors, rowCount));
  } else if (kind === 'utf8' && type.typeId === DuckDBTypeId.VARCHAR) {
    Object.assign(built, utf8Data(spans, vectors, rowCount));
  } else if (kind === 'utf8') {
    // Rare types (INTERVAL, LIST, UUID, …) as DuckDB prints them; a null value is a null cell.
    const values = slowValues(spans, column, rowCount);
    return utf8Column(
      name,
      values.map((v) => (v === null || v === undefined ? null : String(v))),
    );
  } else {
    const out = new Float64Array(rowCount);
    const fill = float64Fill(type);
    if (fill) for (const [s, span] of spans.entries()) fill(out, span, vectors[s]);
    else
      slowValues(spans, column, rowCount).forEach(
        (v, row) => (out[row] = v === null ? 0 : Number(String(v))),
      );
    built.data = asBytes(out);
  }
  return built;
}
