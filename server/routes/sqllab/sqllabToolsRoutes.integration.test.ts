import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearerFor, body, registerScratchDatabase, withTestApp } from '@server/test/testApp';
import { serviceAvailable, TEST_SERVICE_URLS } from '@server/test/testServices';
import { storeKinds } from '@server/test/testStore';

const PG_URL = TEST_SERVICE_URLS.postgres;
const MYSQL_URL = TEST_SERVICE_URLS.mysql;
const pgAnswers = await serviceAvailable('postgres', 'estimates on PostgreSQL');
const mysqlAnswers = await serviceAvailable('mysql', 'estimates on MariaDB');
const mysqlDatabase = `tessera_est_${crypto.randomBytes(4).toString('hex')}`;

interface ErrorAnswer {
  message: unknown;
  errors?: { error_type: string; message: string }[];
}

async function mysqlRoot(sql: string): Promise<void> {
  const connection = await mysql.createConnection({ uri: MYSQL_URL });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

describe.each(await storeKinds())('SQL Lab format and estimate on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let scratchId: number;

  const post = (url: string, payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const estimate = (payload: Record<string, unknown>) =>
    post('/api/v1/sqllab/estimate/', { database_id: scratchId, ...payload });

  async function register(name: string, uri: string, extra: Record<string, unknown>) {
    const created = await post('/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri,
      extra: JSON.stringify(extra),
    });
    expect(created.statusCode).toBe(201);
    return body<{ id: number }>(created).id;
  }

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    scratchId = await registerScratchDatabase(t, admin);
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${scratchId}`,
      headers: admin,
      payload: { extra: JSON.stringify({ cost_estimate_enabled: true }) },
    });
    expect(enabled.statusCode).toBe(200);
    if (!mysqlAnswers) return;
    await mysqlRoot(`create database ${mysqlDatabase}`);
    await mysqlRoot(`create table ${mysqlDatabase}.t (id int primary key, name varchar(20))`);
    await mysqlRoot(`insert into ${mysqlDatabase}.t values (1, 'a'), (2, 'b'), (3, 'c')`);
  });
  afterAll(async () => {
    if (mysqlAnswers) await mysqlRoot(`drop database if exists ${mysqlDatabase}`);
  });

  it('formats SQL as generic SQL, or in the dialect of the database or engine', async () => {
    const generic = await post('/api/v1/sqllab/format_sql/', {
      sql: 'select a,b from t where x=1',
    });
    expect(generic.statusCode).toBe(200);
    expect(body(generic)).toEqual({ result: 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1' });
    const duckdb = await post('/api/v1/sqllab/format_sql/', {
      sql: 'select i::int as n from range(3) r(i)',
      database_id: scratchId,
    });
    expect(body<{ result: string }>(duckdb).result).toBe(
      'SELECT\n  i::int AS n\nFROM\n  range(3) r (i)',
    );
    const mysqlStyle = await post('/api/v1/sqllab/format_sql/', {
      sql: 'select `a` from `t` limit 1',
      engine: 'mysql',
    });
    expect(body<{ result: string }>(mysqlStyle).result).toBe(
      'SELECT\n  `a`\nFROM\n  `t`\nLIMIT\n  1',
    );
  });

  it('keeps Jinja parts as written when formatting', async () => {
    const answer = await post('/api/v1/sqllab/format_sql/', {
      sql: "select * from t where d = '{{ ds }}' {% if x %}and x = {{ x }}{% endif %}",
    });
    const { result } = body<{ result: string }>(answer);
    expect(result).toContain("'{{ ds }}'");
    expect(result).toContain('{% if x %}');
    expect(result).toContain('{{ x }}');
  });

  it('answers 400, never 500, for SQL it cannot format or bad input', async () => {
    const broken = await post('/api/v1/sqllab/format_sql/', { sql: 'select "abc' });
    expect(broken.statusCode).toBe(400);
    const error = body<ErrorAnswer>(broken);
    expect(error.message).toMatch(/^The SQL could not be formatted: Parse error/);
    expect(String(error.message)).not.toContain('\n');
    const missing = await post('/api/v1/sqllab/format_sql/', { engine: 'duckdb' });
    expect(missing.statusCode).toBe(400);
    expect(body<ErrorAnswer>(missing).message).toHaveProperty('sql');
    const unknownDb = await post('/api/v1/sqllab/format_sql/', {
      sql: 'select 1',
      database_id: 999,
    });
    expect(unknownDb.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/format_sql/',
      payload: { sql: 'select 1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('estimates DuckDB statements from EXPLAIN: estimated rows and the plan', async () => {
    const answer = await estimate({
      sql: 'select * from t where id > 10; select name, count(*) from t group by name',
    });
    expect(answer.statusCode).toBe(200);
    const { result } = body<{ result: Record<string, string>[] }>(answer);
    expect(result).toHaveLength(2);
    expect(result[0]?.['Estimated rows']).toMatch(/^\d+$/);
    expect(result[0]?.['Query plan']).toMatch(/SEQ_SCAN|TABLE_SCAN/);
    expect(result[1]?.['Query plan']).toMatch(/GROUP_BY/);
  });

  it('refuses estimates where they are not enabled, DML, and unknown databases', async () => {
    const plain = await register('no_estimates', 'duckdb:///:memory:', {});
    const disabled = await post('/api/v1/sqllab/estimate/', {
      database_id: plain,
      sql: 'select 1',
    });
    expect(disabled.statusCode).toBe(400);
    expect(body<ErrorAnswer>(disabled).message).toBe(
      'Cost estimation is not enabled for this database',
    );
    const dml = await estimate({ sql: 'delete from t' });
    expect(dml.statusCode).toBe(400);
    expect(body<ErrorAnswer>(dml).errors?.[0]?.error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const unknown = await post('/api/v1/sqllab/estimate/', { database_id: 999, sql: 'select 1' });
    expect(unknown.statusCode).toBe(404);
    const empty = await estimate({ sql: '-- nothing' });
    expect(empty.statusCode).toBe(400);
    const badBody = await post('/api/v1/sqllab/estimate/', { sql: 'select 1' });
    expect(badBody.statusCode).toBe(400);
    expect(body<ErrorAnswer>(badBody).message).toHaveProperty('database_id');
  });

  it('reports engine errors in Superset’s error shape', async () => {
    const answer = await estimate({ sql: 'select * from no_such_table' });
    expect(answer.statusCode).toBe(400);
    const error = body<ErrorAnswer>(answer).errors?.[0];
    expect(error?.error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(error?.message).toMatch(/no_such_table/);
    const twoInOne = await estimate({ sql: "select 1 as a; select ';' as b" });
    expect(twoInOne.statusCode).toBe(200);
    expect(body<{ result: unknown[] }>(twoInOne).result).toHaveLength(2);
  });

  it('renders templates before estimating', async () => {
    const answer = await estimate({
      sql: 'select * from {{ table }} where id < {{ n }}',
      template_params: { table: 't', n: 5 },
    });
    expect(answer.statusCode).toBe(200);
    const invalid = await estimate({ sql: 'select {{ x }}', template_params: '{x:' });
    expect(invalid.statusCode).toBe(400);
    expect(body<ErrorAnswer>(invalid).message).toBe('The template parameters are not valid JSON');
  });

  it.runIf(pgAnswers)('estimates PostgreSQL with start-up and total cost', async () => {
    const id = await register('pg_estimates', PG_URL, { cost_estimate_enabled: true });
    const answer = await post('/api/v1/sqllab/estimate/', {
      database_id: id,
      sql: 'select * from generate_series(1, 50) i where i > 3',
    });
    expect(answer.statusCode).toBe(200);
    const [figures] = body<{ result: Record<string, string>[] }>(answer).result;
    expect(Object.keys(figures ?? {})).toEqual(['Start-up cost', 'Total cost', 'Estimated rows']);
    expect(Number(figures?.['Total cost'])).toBeGreaterThan(0);
    const missing = await post('/api/v1/sqllab/estimate/', {
      database_id: id,
      sql: 'select * from no_such_table_here',
    });
    expect(missing.statusCode).toBe(400);
    expect(body<ErrorAnswer>(missing).errors?.[0]?.error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
  });

  it.runIf(mysqlAnswers)(
    'estimates MySQL/MariaDB with the rows EXPLAIN expects to read',
    async () => {
      const id = await register(
        'mysql_estimates',
        `${MYSQL_URL.replace(/\/[^/]*$/, '')}/${mysqlDatabase}`,
        {
          cost_estimate_enabled: true,
        },
      );
      const answer = await post('/api/v1/sqllab/estimate/', {
        database_id: id,
        sql: 'select * from t where name > "a"',
      });
      expect(answer.statusCode).toBe(200);
      const [figures] = body<{ result: Record<string, string>[] }>(answer).result;
      expect(figures?.Tables).toBe('t');
      expect(Number(figures?.['Rows examined'])).toBeGreaterThan(0);
    },
  );
});
