// Test helpers (tests only): a stubbed fetch that answers by path, and a small columnar answer encoder.
import { vi } from 'vitest';
import { type AnswerMeta, encodeAnswerHead } from '@common/results/columnarAnswer';
import { COLUMNAR_CONTENT_TYPE } from '@common/results/columnarMediaType';

/** One call the app made. */
export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The call's abort signal, when it has one. */
  signal?: AbortSignal;
}

type Answer = Response | ((call: Call) => Response | Promise<Response>);

// Rejects like fetch once the call's signal aborts, so callers' aborts can be tested.
function abortable(answer: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return answer;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<Response>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * Stubs fetch: the first route whose key (e.g. "POST /api/v1/query/stop") starts the call
 * answers; a route may answer later (a function returning a promise) and honours aborts.
 */
export function stubApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signal: init.signal ?? undefined,
    };
    if (url.includes('/security/csrf_token/')) return json(200, { result: 'tok' });
    calls.push(call);
    const key = Object.keys(routes).find((route) => `${method} ${url}`.startsWith(route));
    const answer = key === undefined ? json(404, { message: 'Not found' }) : routes[key];
    if (answer === undefined) throw new Error(`no route for ${method} ${url}`);
    return abortable(
      Promise.resolve(typeof answer === 'function' ? answer(call) : answer.clone()),
      init.signal,
    );
  });
  return calls;
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const align8 = (n: number) => (n + 7) & ~7;

/** A columnar table of one float64 column. */
function float64Table(name: string, values: number[]): Uint8Array {
  let offset = 0;
  let header = '';
  for (let i = 0; i < 3; i++) {
    header = JSON.stringify({
      rowCount: values.length,
      columns: [{ name, kind: 'float64', data: [offset, values.length * 8] }],
    });
    offset = align8(8 + new TextEncoder().encode(header).byteLength);
  }
  const bytes = new Uint8Array(offset + values.length * 8).fill(0x20);
  bytes.set(new TextEncoder().encode('TSC1'), 0);
  const headerBytes = new TextEncoder().encode(header);
  new DataView(bytes.buffer).setUint32(4, headerBytes.byteLength, true);
  bytes.set(headerBytes, 8);
  new Float64Array(bytes.buffer, offset, values.length).set(values);
  return bytes;
}

/** A successful columnar answer with one float64 column. */
export function columnarAnswer(
  meta: Partial<AnswerMeta>,
  name: string,
  values: number[],
): Response {
  const head = encodeAnswerHead({
    query_id: 1,
    status: 'success',
    columns: [{ name, column_name: name, type: 'DOUBLE', type_generic: 0, is_dttm: false }],
    selected_columns: [],
    expanded_columns: [],
    query: {},
    ...meta,
  });
  const table = float64Table(name, values);
  const body = new Uint8Array(head.byteLength + table.byteLength);
  body.set(head, 0);
  body.set(table, head.byteLength);
  return new Response(body, { status: 200, headers: { 'content-type': COLUMNAR_CONTENT_TYPE } });
}
