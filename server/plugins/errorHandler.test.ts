import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreUnavailableError, STORE_UNAVAILABLE_MESSAGE } from '../errors';
import { registerErrorHandler } from './errorHandler';

interface Answer {
  message: string;
  errors: { message: string; error_type: string; extra: Record<string, unknown> }[];
}

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** A real Fastify with the app's body limit and error handler, its log lines collected. */
function appWithLog(): { app: FastifyInstance; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  };
  app = Fastify({ logger: { level: 'info', stream }, bodyLimit: 5 * 1024 * 1024 });
  registerErrorHandler(app);
  app.post('/echo', async (request) => request.body);
  app.post('/small', { bodyLimit: 64 * 1024 }, async (request) => request.body);
  app.get('/boom', async () => {
    throw new Error('secret detail at /srv/tessera/db.ts:12 postgres://u:p@h/db');
  });
  app.get('/store-away', async () => {
    throw new StoreUnavailableError(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
  });
  return { app, lines };
}

describe('the error handler', () => {
  it('gives every 500 an error id, in the answer and in the log line of that error', async () => {
    const { app, lines } = appWithLog();
    const first = await app.inject({ method: 'GET', url: '/boom' });
    const second = await app.inject({ method: 'GET', url: '/boom' });
    expect(first.statusCode).toBe(500);
    const answer = first.json<Answer>();
    const id = answer.errors[0]?.extra.error_id;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(answer.message).toBe(`An internal error occurred (error id ${String(id)})`);
    expect(first.body).not.toMatch(/secret|postgres:|\.ts/);
    expect(second.json<Answer>().errors[0]?.extra.error_id).not.toBe(id);
    const logged = lines.find((l) => l.error_id === id);
    expect(logged).toMatchObject({ level: 50, msg: `unhandled error (error id ${String(id)})` });
    expect(JSON.stringify(logged)).toContain('secret detail');
  });

  it('states the route’s own body limit in a 413, the server’s where the route has none', async () => {
    const { app } = appWithLog();
    const big = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sql: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<Answer>().message).toBe('The request is larger than the 5 MB limit');
    expect(big.json<Answer>().errors[0]?.extra).toEqual({ limit_bytes: 5 * 1024 * 1024 });
    const small = await app.inject({
      method: 'POST',
      url: '/small',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sql: 'x'.repeat(70 * 1024) }),
    });
    expect(small.statusCode).toBe(413);
    expect(small.json<Answer>().message).toBe('The request is larger than the 64 KB limit');
  });

  it('words Fastify’s other request errors without echoing headers, bodies or internals', async () => {
    const { app } = appWithLog();
    const post = (headers: Record<string, string>, payload: string) =>
      app.inject({ method: 'POST', url: '/echo', headers, payload });
    const badJson = await post({ 'content-type': 'application/json' }, '{"sql": "select 1" oops');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<Answer>().message).toBe('The request body is not valid JSON');
    expect(badJson.body).not.toContain('oops');
    const media = await post({ 'content-type': 'application/x-evil-<script>' }, 'x');
    expect(media.statusCode).toBe(415);
    expect(media.json<Answer>().message).toBe("The request's content type is not accepted here");
    expect(media.body).not.toContain('evil');
    const empty = await post({ 'content-type': 'application/json' }, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Answer>().message).toBe(
      'The request says it carries JSON but its body is empty',
    );
    const proto = await post({ 'content-type': 'application/json' }, '{"__proto__": {"x": 1}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json<Answer>().message).toBe('The request body is not valid JSON');
  });

  it('answers an unavailable store 503 with a retry time, its cause only in the log', async () => {
    const { app, lines } = appWithLog();
    const answer = await app.inject({ method: 'GET', url: '/store-away' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json<Answer>()).toMatchObject({
      message: STORE_UNAVAILABLE_MESSAGE,
      errors: [{ message: STORE_UNAVAILABLE_MESSAGE, error_type: 'GENERIC_BACKEND_ERROR' }],
    });
    expect(answer.body).not.toContain('ECONNREFUSED');
    expect(lines.some((l) => l.reason === 'connect ECONNREFUSED' && l.level === 40)).toBe(true);
  });
});
