import { describe, expect, it } from 'vitest';
import { resultRows } from '@server/test/resultRows';
import { ConnectionOptionError } from '../connectionOptions';
import { PostgresEngine } from './PostgresEngine';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';

const ADMIN_URL = TEST_SERVICE_URLS.postgres;

const options = (query: string, allowDml = false) => ({
  uri: `${ADMIN_URL}${query}`,
  allowDml,
  home: '/tmp',
  allowLocalFiles: false,
});

async function setting(engine: PostgresEngine, name: string): Promise<unknown> {
  const connection = await engine.connect();
  try {
    const result = await connection.run(`SELECT current_setting('${name}') AS value`, null);
    return resultRows(result)[0]?.value;
  } finally {
    await connection.close();
  }
}

describe.skipIf(!(await serviceAvailable('postgres', 'engine tests')))(
  'PostgreSQL connection options',
  () => {
    it.each([
      ['?options=-c%20default_transaction_read_only%3Doff', 'options'],
      ['?replication=database', 'replication'],
      ['?statement_timeout=0', 'statement_timeout'],
      ['?application_name=x&sslmode=disable', 'application_name'],
    ])('refuses %s before connecting, naming the option', (query, name) => {
      expect(() => new PostgresEngine(options(query))).toThrow(ConnectionOptionError);
      expect(() => new PostgresEngine(options(query))).toThrow(
        `The connection option ${name} is not allowed`,
      );
    });

    it('connects with allowed options and still starts every transaction read-only', async () => {
      const engine = new PostgresEngine({
        ...options('?sslmode=disable&connect_timeout=5'),
        // engine_params are not driver settings: nothing in them reaches pg.
        engineParams: { options: '-c default_transaction_read_only=off' },
      });
      try {
        expect(await setting(engine, 'default_transaction_read_only')).toBe('on');
        expect(await setting(engine, 'application_name')).toBe('tessera');
        expect(await engine.schemas()).toContain('public');
      } finally {
        await engine.close();
      }
    });

    it('lets a database that allows DML write', async () => {
      const engine = new PostgresEngine(options('', true));
      try {
        expect(await setting(engine, 'transaction_read_only')).toBe('off');
      } finally {
        await engine.close();
      }
    });
  },
);
