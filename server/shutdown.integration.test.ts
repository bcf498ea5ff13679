import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDuckDb } from './test/scratchDuckDb';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'shutdown-admin-pass-1';
// Minutes of work for DuckDB: only a cancel ends it.
const ENDLESS = 'select count(*) from range(100000000000) a';
const RUNS = 12;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** Resolves with the process's exit code. */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('a real server process receiving SIGTERM with runs in flight', () => {
  let home: string;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-shutdown-'));
    await createScratchDuckDb(home);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        TESSERA_HOME: home,
        TESSERA_PORT: String(port),
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_ADMIN_PASSWORD: PASSWORD,
        TESSERA_QUERY_WORKERS: '2',
        TESSERA_DATABASE_URL: '',
        TESSERA_REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Tessera is serving')) resolve();
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => reject(new Error(`the server ended: ${output}`)));
    });
  });
  afterAll(() => {
    child.kill('SIGKILL');
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('answers every waiting client, fails every record with the restart message, and exits', async () => {
    const login = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = await fetch(`${base}/api/v1/database/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        database_name: 'scratch',
        sqlalchemy_uri: 'duckdb:///scratch.duckdb',
        allow_run_async: true,
      }),
    });
    const { id: databaseId } = (await created.json()) as { id: number };
    const execute = (clientId: string, runAsync = false) =>
      fetch(`${base}/api/v1/sqllab/execute/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          database_id: databaseId,
          sql: ENDLESS,
          client_id: clientId,
          runAsync,
        }),
      });
    const asyncRun = await execute('asyncrun001', true);
    expect(asyncRun.status).toBe(202);
    const answers = Array.from({ length: RUNS }, (_, i) =>
      execute(`sync${String(i).padStart(7, '0')}`),
    );
    // Every run is recorded (two on workers, the rest queued) before the signal.
    const store = new BetterSqlite3(path.join(home, 'tessera.db'), { readonly: true });
    try {
      const count = store.prepare(
        "select count(*) as n from queries where status in ('pending', 'running')",
      );
      while ((count.get() as { n: number }).n < RUNS + 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const code = exited(child);
      child.kill('SIGTERM');
      for (const answer of await Promise.all(answers)) {
        expect(answer.status).toBe(400);
        const failure = (await answer.json()) as { errors: { message: string }[] };
        expect(failure.errors[0]?.message).toBe('Tessera was restarted while this query ran');
      }
      // Exit code 0: the process stopped by itself, not by its 10 s deadline (code 1).
      expect(await code, output).toBe(0);
      const records = store.prepare('select status, error_message from queries').all();
      expect(records).toHaveLength(RUNS + 1);
      for (const record of records)
        expect(record).toEqual({
          status: 'failed',
          error_message: 'Tessera was restarted while this query ran',
        });
    } finally {
      store.close();
    }
  });
});
