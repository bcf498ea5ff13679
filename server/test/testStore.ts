import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { serviceAvailable, TEST_SERVICE_URLS } from './testServices';

export type StoreKind = 'sqlite' | 'postgres';

const PG_ADMIN_URL = TEST_SERVICE_URLS.postgres;

/** The stores integration tests run against: SQLite always, PostgreSQL when it answers (CI: always). */
export async function storeKinds(suite = 'the metadata store on PostgreSQL'): Promise<StoreKind[]> {
  return (await serviceAvailable('postgres', suite)) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A throwaway configuration: its own home folder and, for PostgreSQL, its own database. */
export async function createTestConfig(
  kind: StoreKind,
): Promise<{ config: Config; cleanup: () => Promise<void> }> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  const env: NodeJS.ProcessEnv = {
    TESSERA_HOME: home,
    TESSERA_ADMIN_PASSWORD: 'admin-password-1',
    TESSERA_LOAD_EXAMPLES: 'false',
  };
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `tessera_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    env.TESSERA_DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = { ...loadConfig(env, home), staticDir: undefined };
  return {
    config,
    cleanup: async () => {
      await dropDatabase();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
