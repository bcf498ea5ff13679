import net from 'node:net';
import { expect } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import { type Engine, type EngineConnection, EngineError } from '../engine';

/** The EngineError a piece of engine work fails with; anything else fails the test. */
export async function engineFailure(work: Promise<unknown>): Promise<EngineError> {
  const outcome = await work.catch((error: unknown) => error);
  if (outcome instanceof EngineError) return outcome;
  throw new Error(`expected an EngineError, got ${String(outcome)}`);
}

/** Engine options for a read-only database the messages name "Sales". */
export function salesOptions(uri: string) {
  return { uri, allowDml: false, home: '/tmp', allowLocalFiles: false, databaseName: 'Sales' };
}

/** Runs one statement on a connection of its own, closed afterwards. */
export async function runOnce(engine: Engine, sql: string, limit: number | null = 1000) {
  const connection = await engine.connect();
  try {
    return await connection.run(sql, limit);
  } finally {
    await connection.close();
  }
}

/**
 * Checks that killing every session (idle pooled ones included) only fails the connection in
 * hand with "connection lost", and that the engine's next calls open fresh ones.
 */
export async function expectSurvivesKilledSessions(
  engine: Engine,
  schema: string,
  killSessions: () => Promise<void>,
): Promise<void> {
  expect(await engine.schemas()).toContain(schema);
  const idle: EngineConnection = await engine.connect();
  await killSessions();
  const error = await engineFailure(idle.run('SELECT 1', null));
  await idle.close();
  expect(error.message).toBe('The connection to Sales was lost');
  expect(await engine.schemas()).toContain(schema);
  expect(resultRows(await runOnce(engine, 'SELECT 2 AS two'))).toEqual([{ two: 2 }]);
}

/**
 * Checks the message when connecting times out, against a local server that accepts the
 * connection and never answers; `engineAt` builds the engine for its port.
 */
export async function expectConnectTimeoutMessage(
  engineAt: (port: number) => Engine,
): Promise<void> {
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const stuck = engineAt((silent.address() as net.AddressInfo).port);
  try {
    const error = await engineFailure(stuck.testConnection());
    expect(error.errorType).toBe('CONNECTION_DATABASE_TIMEOUT');
    expect(error.message).toBe(
      'Connecting to Sales timed out after 1 second (the connect timeout)',
    );
  } finally {
    await stuck.close();
    silent.close();
  }
}
