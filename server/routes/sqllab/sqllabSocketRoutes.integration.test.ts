import type { WebSocket } from '@fastify/websocket';
import { beforeAll, describe, expect, it } from 'vitest';
import { SQLLAB_SOCKET_PATH, type SqlLabSocketMessage } from '@common/api/sqllabTools';
import type { QueryRecord } from '@server/queries/queryRecord';
import {
  ADMIN,
  bearerFor,
  cookieHeaders,
  registerScratchDatabase,
  signInWithCookie,
  type TestApp,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

/** A connected socket and the messages it has received so far. */
async function connect(t: TestApp, headers: Record<string, string>) {
  const messages: SqlLabSocketMessage[] = [];
  const socket: WebSocket = await t.app.injectWS(
    SQLLAB_SOCKET_PATH,
    { headers },
    {
      onInit: (ws) =>
        ws.on('message', (data: Buffer) => {
          messages.push(JSON.parse(data.toString()) as SqlLabSocketMessage);
        }),
    },
  );
  return { socket, messages };
}

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The query records pushed for one client id, in order. */
const pushed = (messages: SqlLabSocketMessage[], clientId: string) =>
  messages.flatMap((message) =>
    message.type === 'query' && (message.query as QueryRecord).id === clientId
      ? [message.query as QueryRecord]
      : [],
  );
const queryStates = (messages: SqlLabSocketMessage[], clientId: string) =>
  pushed(messages, clientId).map((query) => query.state);

describe.each(await storeKinds())('SQL Lab websocket on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let databaseId: number;

  const execute = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers,
      payload: { database_id: databaseId, ...payload },
    });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/users/',
      headers: admin,
      payload: {
        first_name: 'Bo',
        last_name: 'B',
        username: 'bo',
        email: 'bo@example.test',
        password: 'bo-password-1',
        roles: [(await t.ctx.roles.findByName('sql_lab'))?.id],
      },
    });
  });

  it('pushes the state changes of the caller’s queries, in the updated_since shape', async () => {
    const client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    const { socket, messages } = await connect(t, { cookie: client.cookie });
    await waitFor(() => messages.some((message) => message.type === 'hello'));
    const started = await execute(cookieHeaders(client), {
      sql: 'select * from t order by id',
      runAsync: true,
      client_id: 'wsasync0001',
    });
    expect(started.statusCode).toBe(202);
    await waitFor(() => queryStates(messages, 'wsasync0001').includes('success'));
    const states = queryStates(messages, 'wsasync0001');
    expect(states[0]).toMatch(/pending|running/);
    const done = pushed(messages, 'wsasync0001').find((query) => query.state === 'success');
    expect(done).toMatchObject({ db: 'scratch', dbId: databaseId, rows: 50 });
    expect(done?.resultsKey).toBeTruthy();
    socket.terminate();
  });

  it('pushes nothing about other users’ queries', async () => {
    const bo = await bearerFor(t.app, 'bo', 'bo-password-1');
    const { socket, messages } = await connect(t, bo);
    await waitFor(() => messages.some((message) => message.type === 'hello'));
    const mine = await connect(t, admin);
    await waitFor(() => mine.messages.some((message) => message.type === 'hello'));
    expect(
      (await execute(admin, { sql: 'select 1 as x', client_id: 'wsother0001' })).statusCode,
    ).toBe(200);
    await waitFor(() => queryStates(mine.messages, 'wsother0001').includes('success'));
    expect(messages.filter((message) => message.type === 'query')).toEqual([]);
    socket.terminate();
    mine.socket.terminate();
  });

  it('refuses anonymous and cross-origin connections before the upgrade', async () => {
    await expect(t.app.injectWS(SQLLAB_SOCKET_PATH, { headers: {} })).rejects.toThrow(/401/);
    const client = await signInWithCookie(t.app, ADMIN.username, ADMIN.password);
    await expect(
      t.app.injectWS(SQLLAB_SOCKET_PATH, {
        headers: { cookie: client.cookie, origin: 'https://evil.example', host: 'localhost:80' },
      }),
    ).rejects.toThrow(/403/);
    const sameOrigin = await connect(t, {
      cookie: client.cookie,
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    await waitFor(() => sameOrigin.messages.some((message) => message.type === 'hello'));
    sameOrigin.socket.terminate();
  });
});
