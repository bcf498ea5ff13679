// Turns a DuckDB result into Tessera's columnar table by copying the engine's vectors: numbers,
// dates and short strings never become JS values (performance-notes §3.2: boxing costs 10–15×).
// Every call into the engine costs 5–20 µs right after a query (its caches are cold then), and a
// small result's encoding is mostly such calls: each value is asked for once.
import {
  type DuckDBDataChunk,
  type DuckDBMaterializedResult,
  type DuckDBType,
  DuckDBTypeId,
} from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';
import type { ColumnKind } from '../../../common/results/columnarTable';
import { uniqueNames } from '../genericType';
import { asBytes, type BuiltColumn, writeColumnarTable } from '../columnarWriter';

type Span = { chunk: DuckDBDataChunk; start: number; count: number };
/** One column's vector in each span, fetched once. */
type Vectors = duckdb.Vector[];

/** A result column's type: the id, and DECIMAL's width and scale. */
interface ColumnType {
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

/** VARCHAR: short strings are copied from DuckDB's 16-byte string records, a word at a time. */
function utf8Data(
  spans: Span[],
  vectors: Vectors,
  rowCount: number,
): { data: Uint8Array; offsets: Uint32Array } {
  const offsets = new Uint32Array(rowCount + 1);
  const records = spans.map((span, s) => rawData(span, vectors[s], 16));
  let total = 0;
  for (let s = 0; s < spans.length; s++) {
    const span = spans[s] as Span;
    const raw = records[s] as Uint8Array;
    // Each record starts with its u32 length; records are 16-byte aligned.
    const words = new Uint32Array(raw.buffer, raw.byteOffset, span.count * 4);
    for (let i = 0, row = span.start + 1; i < span.count; i++, row++) {
      total += words[i * 4] as number;
      offsets[row] = total;
    }
  }
  // Inline strings (up to 12 bytes) are copied as whole 32-bit words: a word may run past its
  // string's end into the next string's place, which that string then overwrites; 12 bytes of
  // slack take the last one's overrun.
  const slack = new Uint8Array(total + 12);
  const out = new DataView(slack.buffer);
  for (let s = 0; s < spans.length; s++) {
    const span = spans[s] as Span;
    const raw = records[s] as Uint8Array;
    const words = new Uint32Array(raw.buffer, raw.byteOffset, span.count * 4);
    for (let i = 0; i < span.count; i++) {
      const length = words[i * 4] as number;
      const at = offsets[span.start + i] as number;
      if (length <= 12) {
        for (let word = 0; word * 4 < length; word++)
          out.setUint32(at + word * 4, words[i * 4 + 1 + word] as number, true);
      } else {
        const pointerAt = raw.byteOffset + i * 16 + 8;
        slack.set(duckdb.get_data_from_pointer(raw.buffer as ArrayBuffer, pointerAt, length), at);
      }
    }
  }
  return { data: slack.subarray(0, total), offsets };
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

/** BIGINT values that all fit in 32 bits travel as int32: half the bytes to write and send. */
function narrowInt64(values: BigInt64Array): { kind: ColumnKind; data: Uint8Array } {
  const words = new Int32Array(values.buffer, values.byteOffset, values.length * 2);
  const narrow = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const low = words[2 * i] as number;
    // The high word of a value that fits is the low word's sign.
    if (words[2 * i + 1] !== low >> 31) return { kind: 'int64', data: asBytes(values) };
    narrow[i] = low;
  }
  return { kind: 'int32', data: asBytes(narrow) };
}

function buildColumn(
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
    built.data = asBytes(out);
  } else if (kind === 'int64') {
    const out = new BigInt64Array(rowCount);
    for (const [s, span] of spans.entries()) {
      const raw = rawData(span, vectors[s], 8);
      out.set(new BigInt64Array(raw.buffer, raw.byteOffset, span.count), span.start);
    }
    Object.assign(built, narrowInt64(out));
  } else if (kind === 'utf8' && type.typeId === DuckDBTypeId.VARCHAR) {
    Object.assign(built, utf8Data(spans, vectors, rowCount));
  } else if (kind === 'utf8') {
    const encoder = new TextEncoder();
    const parts = slowValues(spans, column, rowCount).map((v) =>
      v === null || v === undefined ? new Uint8Array(0) : encoder.encode(String(v)),
    );
    const offsets = new Uint32Array(rowCount + 1);
    parts.forEach((part, row) => (offsets[row + 1] = (offsets[row] ?? 0) + part.byteLength));
    const data = new Uint8Array(offsets[rowCount] ?? 0);
    parts.forEach((part, row) => data.set(part, offsets[row] ?? 0));
    Object.assign(built, { data, offsets });
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

/** Types whose name is the same for every column of the type, by id (node-api's toString()). */
const SIMPLE_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_TZ,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.INTERVAL,
  DuckDBTypeId.VARCHAR,
  DuckDBTypeId.BLOB,
  DuckDBTypeId.UUID,
]);
/** Names of simple types, learnt from node-api the first time each is seen. */
const simpleTypeNames = new Map<DuckDBTypeId, string>();

/**
 * A column's type and its name in the engine's words. The id is one call; the whole type (four
 * calls, and a finalised object) is read only for types with parameters, such as DECIMAL(18,3).
 */
function columnType(
  result: DuckDBMaterializedResult,
  column: number,
): { type: ColumnType; name: string } {
  const typeId = result.columnTypeId(column);
  const known = simpleTypeNames.get(typeId);
  if (known !== undefined) return { type: { typeId }, name: known };
  const full: DuckDBType = result.columnType(column);
  const name = full.toString();
  if (SIMPLE_TYPES.has(typeId)) simpleTypeNames.set(typeId, name);
  const { width, scale } = full as { width?: number; scale?: number };
  return { type: { typeId, width, scale }, name };
}

/** A result column's name (made unique) and its type's name, for the column list. */
export interface EncodedColumn {
  name: string;
  type: string;
}

/**
 * Reads every chunk of a result and writes the first `keep` rows (all when null) as a columnar
 * table; `fetched` counts every row the result held, so limit + 1 tells "more" from "exactly".
 */
export function encodeDuckDbResult(
  result: DuckDBMaterializedResult,
  keep: number | null,
): { table: Buffer; fetched: number; kept: number; columns: EncodedColumn[] } {
  const columnCount = result.columnCount;
  const rawNames: string[] = [];
  const types: ColumnType[] = [];
  const typeNames: string[] = [];
  for (let i = 0; i < columnCount; i++) {
    rawNames.push(result.columnName(i));
    const { type, name } = columnType(result, i);
    types.push(type);
    typeNames.push(name);
  }
  const names = uniqueNames(rawNames);
  // A materialised result's chunks are read synchronously: no trips through the thread pool.
  const chunkCount = result.chunkCount;
  const spans: Span[] = [];
  let fetched = 0;
  for (let i = 0; i < chunkCount; i++) {
    const chunk = result.getChunk(i);
    const rows = chunk.rowCount;
    const count = keep === null ? rows : Math.min(rows, keep - fetched);
    if (count > 0) spans.push({ chunk, start: fetched, count });
    fetched += rows;
  }
  const kept = keep === null ? fetched : Math.min(fetched, keep);
  const columns = names.map((name, i) => buildColumn(name, types[i] as ColumnType, spans, i, kept));
  return {
    table: writeColumnarTable(kept, columns),
    fetched,
    kept,
    columns: names.map((name, i) => ({ name, type: typeNames[i] ?? 'VARCHAR' })),
  };
}
