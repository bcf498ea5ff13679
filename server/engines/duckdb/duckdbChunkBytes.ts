// How many bytes a DuckDB chunk's rows take in the columnar table, estimated from the engine's
// vectors without making any cell a JS value: what the result size limit counts.
import { type DuckDBDataChunk, DuckDBTypeId } from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';

/** Bytes per row of a fixed-width column in the table (numbers travel as up to 8 bytes). */
const FIXED_ROW_BYTES = 8;
/** Types read as values (LIST, STRUCT, …): their size cannot be read off the vector cheaply. */
const VALUE_ROW_BYTES = 32;
/** A string's length word or offset in the table. */
const STRING_OVERHEAD = 4;

const STRING_TYPES = new Set<DuckDBTypeId>([DuckDBTypeId.VARCHAR, DuckDBTypeId.BLOB]);
const FIXED_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_TZ,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.DECIMAL,
]);

/**
 * Bytes per row when every column is of a fixed-width type, else undefined: then a row limit
 * bounds the whole result's size before it runs.
 */
export function fixedRowBytes(typeIds: DuckDBTypeId[]): number | undefined {
  return typeIds.every((typeId) => FIXED_TYPES.has(typeId))
    ? typeIds.length * FIXED_ROW_BYTES
    : undefined;
}

/** The u32 length words of a string column's 16-byte records in a chunk. */
function stringLengths(chunk: DuckDBDataChunk, column: number, rows: number): Uint32Array {
  const vector = duckdb.data_chunk_get_vector(chunk.chunk, column);
  const raw = duckdb.vector_get_data(vector, rows * 16);
  return new Uint32Array(raw.buffer, raw.byteOffset, rows * 4);
}

/**
 * The rows of `chunk` (of `rows` rows) that fit in `budget` bytes, and the bytes they take: all
 * of them when the chunk fits, else the first ones that do.
 */
export function rowsWithin(
  chunk: DuckDBDataChunk,
  typeIds: DuckDBTypeId[],
  rows: number,
  budget: number,
): { rows: number; bytes: number } {
  let fixedPerRow = 0;
  const strings: Uint32Array[] = [];
  for (const [column, typeId] of typeIds.entries()) {
    if (STRING_TYPES.has(typeId)) {
      strings.push(stringLengths(chunk, column, rows));
      fixedPerRow += STRING_OVERHEAD;
    } else fixedPerRow += FIXED_TYPES.has(typeId) ? FIXED_ROW_BYTES : VALUE_ROW_BYTES;
  }
  let bytes = fixedPerRow * rows;
  for (const words of strings) for (let i = 0; i < rows; i++) bytes += words[i * 4] as number;
  if (bytes <= budget) return { rows, bytes };
  // Over the budget: the rows that fit, one at a time (only for the chunk that crosses it).
  let kept = 0;
  let used = 0;
  for (; kept < rows; kept++) {
    let row = fixedPerRow;
    for (const words of strings) row += words[kept * 4] as number;
    if (used + row > budget) break;
    used += row;
  }
  return { rows: kept, bytes: used };
}
