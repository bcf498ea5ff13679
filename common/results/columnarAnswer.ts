// A SQL Lab answer in columnar form: the JSON answer's fields without `data`, then the table.
//   0 "TSA1"; 4 u32 M; 8 meta JSON (M bytes, padded with spaces to a multiple of 8); table bytes.
import { type ColumnarTable, decodeColumnarTable } from './columnarTable';

export const ANSWER_MAGIC = 'TSA1';

/** What a SQL Lab result answer carries besides its rows (Superset's fields). */
export interface AnswerMeta {
  query_id: number;
  status: string;
  columns: unknown[];
  selected_columns: unknown[];
  expanded_columns: unknown[];
  query: Record<string, unknown>;
  displayLimitReached?: boolean;
}

/** The answer's head: magic, meta length and meta JSON, padded so the table starts aligned. */
export function encodeAnswerHead(meta: AnswerMeta): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(meta));
  const length = (8 + json.byteLength + 7) & ~7;
  const head = new Uint8Array(length).fill(0x20);
  head.set(new TextEncoder().encode(ANSWER_MAGIC), 0);
  new DataView(head.buffer).setUint32(4, json.byteLength, true);
  head.set(json, 8);
  return head;
}

/** Decodes a columnar answer; the table's cells stay in the buffer until read. */
export function decodeColumnarAnswer(buffer: ArrayBuffer): AnswerMeta & { data: ColumnarTable } {
  const bytes = new Uint8Array(buffer);
  const decoder = new TextDecoder();
  if (bytes.length < 8 || decoder.decode(bytes.subarray(0, 4)) !== ANSWER_MAGIC)
    throw new Error('Not a Tessera columnar answer');
  const length = new DataView(buffer, 4, 4).getUint32(0, true);
  const meta = JSON.parse(decoder.decode(bytes.subarray(8, 8 + length))) as AnswerMeta;
  const tableStart = (8 + length + 7) & ~7;
  return { ...meta, data: decodeColumnarTable(bytes.subarray(tableStart)) };
}
