// One query object's answer (Superset's ChartDataResponseResult) written as JSON bytes straight
// from the result's columnar bytes: rows never become JS objects. The few fields that differ
// between a fresh and a cached answer (cache key, cached time, is_cached, and the cache timeout,
// which the request may choose) form a small head; the
// rest is stored in the cache as is, so a cache hit is a concatenation.
import type { AppliedFilter, ChartDataResultFormat, RejectedFilter } from '@common/api/chartData';
import { rowsJsonPieces } from '@server/queries/rowsJson';

/** Everything of an entry but its rows and the head. */
export interface EntryFields {
  query: string;
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  sqlRowcount: number;
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  fromDttm: number | null;
  toDttm: number | null;
  labelMap: Record<string, string[]>;
  resultFormat: ChartDataResultFormat;
  /** Text columns holding JSON lists (boxplot's outliers), answered as lists. */
  jsonColumns?: ReadonlySet<string>;
}

const json = (value: unknown) => JSON.stringify(value);

/** `[0,1,…,n-1]`: pandas' default index, which Superset answers as `indexnames`. */
function indexNames(rowCount: number): string {
  const parts = new Array<number>(rowCount);
  for (let i = 0; i < rowCount; i++) parts[i] = i;
  return `[${parts.join(',')}]`;
}

/**
 * The stored part of a full entry: from `,"query"` to the closing brace. `table` is the
 * final columnar table (after post-processing).
 */
export function encodeFullEntry(fields: EntryFields, table: Uint8Array): Buffer {
  const before =
    `,"query":${json(fields.query)}` +
    `,"status":"success","error":null,"stacktrace":null,"colnames":${json(fields.colnames)}` +
    `,"indexnames":${indexNames(fields.rowcount)},"coltypes":${json(fields.coltypes)},"data":`;
  const after =
    `,"rowcount":${fields.rowcount},"sql_rowcount":${fields.sqlRowcount}` +
    `,"applied_filters":${json(fields.appliedFilters)}` +
    `,"rejected_filters":${json(fields.rejectedFilters)}` +
    `,"from_dttm":${json(fields.fromDttm)},"to_dttm":${json(fields.toDttm)}` +
    `,"label_map":${json(fields.labelMap)},"annotation_data":[]` +
    `,"result_format":${json(fields.resultFormat)}}`;
  return Buffer.concat([
    Buffer.from(before),
    ...rowsJsonPieces(table, { timesAsEpochMs: true, jsonColumns: fields.jsonColumns }),
    Buffer.from(after),
  ]);
}

/** The stored part of a `results` entry: the data and what describes it, nothing of the query. */
export function encodeResultsEntry(fields: EntryFields, table: Uint8Array): Buffer {
  const before =
    `,"colnames":${json(fields.colnames)}` + `,"coltypes":${json(fields.coltypes)},"data":`;
  const after =
    `,"rowcount":${fields.rowcount},"sql_rowcount":${fields.sqlRowcount}` +
    `,"applied_filters":${json(fields.appliedFilters)}` +
    `,"rejected_filters":${json(fields.rejectedFilters)}}`;
  return Buffer.concat([
    Buffer.from(before),
    ...rowsJsonPieces(table, { timesAsEpochMs: true, jsonColumns: fields.jsonColumns }),
    Buffer.from(after),
  ]);
}

/** Superset's `cached_dttm`: the UTC time without fractions, e.g. "2024-05-01T10:20:30". */
export function cachedDttm(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

/**
 * The head of an entry: `{"cache_key":…,"cached_dttm":…,"cache_timeout":…,"is_cached":…` (no
 * closing brace).
 */
export function entryHead(cacheKey: string, cachedAt: number | null, cacheTimeout: number): Buffer {
  const dttm = cachedAt === null ? 'null' : `"${cachedDttm(cachedAt)}"`;
  return Buffer.from(
    `{"cache_key":"${cacheKey}","cached_dttm":${dttm},"cache_timeout":${cacheTimeout}` +
      `,"is_cached":${cachedAt !== null}`,
  );
}

/** `{"result":[…]}` from entries that are each a list of byte pieces. */
export function answerBody(entries: readonly (readonly Buffer[])[]): Buffer {
  const pieces: Buffer[] = [Buffer.from('{"result":[')];
  entries.forEach((entry, i) => {
    if (i > 0) pieces.push(Buffer.from(','));
    pieces.push(...entry);
  });
  pieces.push(Buffer.from(']}'));
  return Buffer.concat(pieces);
}
