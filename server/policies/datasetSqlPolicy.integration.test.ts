import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { Principal } from '../plugins/auth';
import type { DatabaseRow } from '../store/databaseRepository';
import {
  ADMIN,
  bearerFor,
  bearerForNewUser,
  registerScratchDatabase,
  withTestApp,
} from '../test/testApp';
import { assertDatasetSqlAllowed } from './datasetSqlPolicy';

describe('assertDatasetSqlAllowed', () => {
  const t = withTestApp('sqlite');
  let database: DatabaseRow;
  let admin: Principal;
  let gamma: Principal;

  const principalOf = async (username: string): Promise<Principal> => {
    const user = await t.ctx.users.findByUsername(username);
    if (!user) throw new Error(`no user ${username}`);
    return { user, roles: await t.ctx.roles.rolePermissionsOfUser(user.id) };
  };

  const refusal = async (who: Principal, sql: string, templateParams?: string) => {
    try {
      await assertDatasetSqlAllowed(t.ctx, who, database, sql, { templateParams });
    } catch (error) {
      if (error instanceof AppError) return { status: error.statusCode, message: error.message };
      throw error;
    }
    throw new Error('the SQL was allowed');
  };

  beforeAll(async () => {
    const headers = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    const id = await registerScratchDatabase(t, headers);
    const row = await t.ctx.databases.findById(id);
    if (!row) throw new Error('no scratch database');
    // Writes allowed: a dataset must still be one read.
    database = { ...row, allow_dml: 1 };
    await bearerForNewUser(t, headers, 'sqlcheck-gamma', 'Gamma');
    admin = await principalOf(ADMIN.username);
    gamma = await principalOf('sqlcheck-gamma');
  });

  it('allows one read statement and answers it rendered', async () => {
    expect(await assertDatasetSqlAllowed(t.ctx, admin, database, 'SELECT * FROM t;')).toBe(
      'SELECT * FROM t',
    );
    expect(
      await assertDatasetSqlAllowed(
        t.ctx,
        admin,
        database,
        'WITH a AS (SELECT {{ n }} AS x) SELECT x FROM a',
        {
          templateParams: '{"n": 7}',
        },
      ),
    ).toBe('WITH a AS (SELECT 7 AS x) SELECT x FROM a');
  });

  it('refuses a caller who may not query the database, as SQL Lab does', async () => {
    expect(await refusal(gamma, 'SELECT * FROM t')).toEqual({
      status: 404,
      message: 'Database not found',
    });
  });

  it('refuses several statements, writes and empty SQL, also once rendered', async () => {
    expect(await refusal(admin, 'SELECT 1; SELECT 2')).toMatchObject({ status: 400 });
    expect((await refusal(admin, 'DELETE FROM t')).message).toBe(
      'Only SELECT statements are allowed in a virtual dataset, not DELETE.',
    );
    expect(
      (
        await refusal(
          admin,
          '{% if drop %}DROP TABLE t{% else %}SELECT 1{% endif %}',
          '{"drop": true}',
        )
      ).message,
    ).toMatch(/not DROP/);
    expect((await refusal(admin, '-- nothing')).message).toBe('The query is empty');
  });
});
