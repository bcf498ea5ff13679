// Turns a DuckDB result into Tessera's columnar table (each column: buildDuckDbColumn.ts).
// Every call into the engine costs 5–20 µs right after a query (its caches are cold then), and a
// small result's encoding is mostly such calls: each value is asked for once.
import {
  type DuckDBDataChunk,
  DuckDBMaterializedResult,
  type DuckDBResult,
  type DuckDBType,
  DuckDBTypeId,
} from '@duckdb/node-api';
import { writeColumnarTable } from '../columnarWriter';
import { uniqueNames } from '../genericType';
import { buildDuckDbColumn, type ColumnType, type Span } from './buildDuckDbColumn';
import { rowsWithin } from './duckdbChunkBytes';

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
function columnType(result: DuckDBResult, column: number): { type: ColumnType; name: string } {
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
 * Reads a result's chunks (streaming or materialised) and writes the first `keep` rows (all when null) as a
 * columnar table, stopping before the rows would take more than `maxBytes`; `fetched` counts the
 * rows read, so limit + 1 tells "more" from "exactly". Streaming keeps DuckDB from holding a
 * whole oversized result: a materialised 2 GB result took 4 GB here whatever its memory_limit.
 */
export async function encodeDuckDbResult(
  result: DuckDBResult,
  keep: number | null,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<{
  table: Buffer;
  fetched: number;
  kept: number;
  columns: EncodedColumn[];
  sizeLimited: boolean;
}> {
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
  const typeIds = types.map((type) => type.typeId);
  const spans: Span[] = [];
  let fetched = 0;
  let kept = 0;
  let bytes = 0;
  let sizeLimited = false;
  /** Keeps what fits of a chunk; false once nothing more is wanted. */
  const take = (chunk: DuckDBDataChunk, rows: number): boolean => {
    let count = keep === null ? rows : Math.max(0, Math.min(rows, keep - kept));
    if (count > 0) {
      const fit = rowsWithin(chunk, typeIds, count, maxBytes - bytes);
      sizeLimited = fit.rows < count;
      count = fit.rows;
      bytes += fit.bytes;
    }
    if (count > 0) spans.push({ chunk, start: kept, count });
    kept += count;
    fetched += rows;
    // Past keep + 1 rows nothing more is needed: "more" is already known.
    return !sizeLimited && (keep === null || fetched <= keep);
  };
  if (result instanceof DuckDBMaterializedResult) {
    // A materialised result's chunks are read synchronously: no trips through the thread pool.
    for (let i = 0; i < result.chunkCount; i++) {
      const chunk = result.getChunk(i);
      if (!take(chunk, chunk.rowCount)) break;
    }
  } else {
    for (;;) {
      const chunk = await result.fetchChunk();
      const rows = chunk?.rowCount ?? 0;
      if (!chunk || rows === 0 || !take(chunk, rows)) break;
    }
  }
  const columns = names.map((name, i) =>
    buildDuckDbColumn(name, types[i] as ColumnType, spans, i, kept),
  );
  return {
    table: writeColumnarTable(kept, columns),
    fetched,
    kept,
    columns: names.map((name, i) => ({ name, type: typeNames[i] ?? 'VARCHAR' })),
    sizeLimited,
  };
}
