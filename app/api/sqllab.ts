import type { QueryRecord } from '@common/api/queryRecord';
import type { ExecuteBody } from '@common/api/sqllab';
import type { EstimateBody, EstimateResponse, FormatSqlResponse } from '@common/api/sqllabTools';
import { encodeRison } from '@common/api/rison';
import type { AnswerMeta } from '@common/results/columnarAnswer';
import { COLUMNAR_CONTENT_TYPE } from '@common/results/columnarMediaType';
import type { ColumnarTable } from '@common/results/columnarTable';
import { apiFetch, apiFetchBinary, type BinaryAnswer, type RequestOptions } from './client';
import { decodeQueryRecord } from './queryRecords';

/** A SQL Lab result: the answer's fields with the rows as a columnar table. */
export type ResultAnswer = AnswerMeta & { data: ColumnarTable };

/** How an execute call ended: the result (synchronous) or the accepted query (asynchronous). */
export type ExecuteOutcome =
  { kind: 'sync'; answer: ResultAnswer } | { kind: 'async'; query: QueryRecord | undefined };

// The decoder is a chunk of its own, off SQL Lab's first load (G9's script budget); SQL Lab
// preloads it once the editor is ready, before any result can arrive.
let decoder: Promise<typeof import('@common/results/columnarAnswer')> | undefined;

/** Loads the result decoder, once. */
export function loadResultDecoder() {
  return (decoder ??= import('@common/results/columnarAnswer'));
}

/** Decodes a result answer; the server answers columnar bytes to clients that ask for them. */
export async function decodeResultAnswer(answer: BinaryAnswer): Promise<ResultAnswer> {
  if (!answer.contentType.startsWith(COLUMNAR_CONTENT_TYPE))
    throw new Error(`Unexpected answer type ${answer.contentType}`);
  const { decodeColumnarAnswer } = await loadResultDecoder();
  return decodeColumnarAnswer(answer.body);
}

/** Runs SQL (POST /api/v1/sqllab/execute/); the page's query string goes along, as Superset does. */
export async function executeSql(body: ExecuteBody, search = ''): Promise<ExecuteOutcome> {
  const answer = await apiFetchBinary(
    'POST',
    `/api/v1/sqllab/execute/${search}`,
    body,
    COLUMNAR_CONTENT_TYPE,
  );
  if (answer.status === 202) {
    const json = JSON.parse(new TextDecoder().decode(answer.body)) as { query?: unknown };
    return { kind: 'async', query: await decodeQueryRecord(json.query) };
  }
  return { kind: 'sync', answer: await decodeResultAnswer(answer) };
}

/** Fetches stored results by results key (GET /api/v1/sqllab/results/). */
export async function fetchResults(
  key: string,
  rows?: number,
  options: RequestOptions = {},
): Promise<ResultAnswer> {
  const q = encodeRison(rows === undefined ? { key } : { key, rows });
  const answer = await apiFetchBinary(
    'GET',
    `/api/v1/sqllab/results/?q=${encodeURIComponent(q)}`,
    undefined,
    COLUMNAR_CONTENT_TYPE,
    options,
  );
  return decodeResultAnswer(answer);
}

/** Formats SQL in the database's dialect. */
export async function formatSql(sql: string, databaseId?: number): Promise<string> {
  const body = databaseId === undefined ? { sql } : { sql, database_id: databaseId };
  return (await apiFetch<FormatSqlResponse>('POST', '/api/v1/sqllab/format_sql/', body)).result;
}

/** Estimates a query's cost: one object of engine-specific labels per statement. */
export async function estimateCost(body: EstimateBody): Promise<EstimateResponse['result']> {
  return (await apiFetch<EstimateResponse>('POST', '/api/v1/sqllab/estimate/', body)).result;
}
