import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearerFor,
  body,
  createTestApp,
  registerScratchDatabase,
  type TestApp,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

interface Answer {
  data?: Record<string, unknown>[];
  query_id?: number;
  message?: unknown;
  errors?: { error_type: string; message: string }[];
}

describe.each(await storeKinds())('SQL Lab templating on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Record<string, string>;
  let databaseId: number;

  const execute = (sql: string, templateParams?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: databaseId, sql, templateParams },
    });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });

  it('renders parameters and helpers; the record keeps the typed SQL', async () => {
    const sql =
      "select id, '{{ current_username() }}' as who, {{ current_user_id() }} > 0 as known from t " +
      'where id in ({% for i in ids %}{{ i }}{% if not loop.last %}, {% endif %}{% endfor %}) order by id';
    const answer = await execute(sql, JSON.stringify({ ids: [2, 4] }));
    expect(answer.statusCode).toBe(200);
    const result = body<Answer>(answer);
    expect(result.data).toEqual([
      { id: 2, who: 'admin', known: true },
      { id: 4, who: 'admin', known: true },
    ]);
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/v1/query/${result.query_id}`,
      headers: admin,
    });
    const { sql: typed, executed_sql } = body<{ result: { sql: string; executed_sql: string } }>(
      record,
    ).result;
    expect(typed).toBe(sql);
    expect(executed_sql).toContain('where id in (2, 4)');
  });

  it('checks the parameters always, and leaves SQL without template markers alone', async () => {
    const answer = await execute("select '}}' as a, '%}' as b", 'not even json is read');
    expect(answer.statusCode).toBe(400);
    const plain = await execute("select '}}' as a, '%}' as b");
    expect(body<Answer>(plain).data).toEqual([{ a: '}}', b: '%}' }]);
  });

  it('answers 400 for parameters that are not a JSON object', async () => {
    const invalid = await execute('select {{ x }} as x', '{"x": ');
    expect(invalid.statusCode).toBe(400);
    expect(body<Answer>(invalid).message).toBe('The template parameters are not valid JSON');
    const list = await execute('select {{ x }} as x', '[1]');
    expect(list.statusCode).toBe(400);
    expect(body<Answer>(list).errors?.[0]?.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
  });

  it('reports template errors with INVALID_TEMPLATE_PARAMS_ERROR and no stack', async () => {
    const broken = await execute('select {{ x', '{}');
    expect(broken.statusCode).toBe(400);
    const error = body<Answer>(broken).errors?.[0];
    expect(error?.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(error?.message).toMatch(/expected variable end/);
    expect(broken.body).not.toMatch(/\bat .*\.(js|ts):\d+/);
    const undefinedParam = await execute('select {{ nope }} as x', '{}');
    expect(undefinedParam.statusCode).toBe(400);
    expect(body<Answer>(undefinedParam).errors?.[0]?.error_type).toBe(
      'MISSING_TEMPLATE_PARAMS_ERROR',
    );
  });

  it('reaches no globals, constructors, prototypes or files', async () => {
    const attempts = [
      "{{ ''.constructor.constructor('return process')() }}",
      "{% set c = 'constructor' %}{{ ''[c][c]('return process')() }}",
      "{{ range.constructor('return process')() }}",
      '{{ constructor }}',
      '{{ x.__proto__ }}',
      '{{ toString() }}',
      "{% include '/etc/passwd' %}",
      "{% import '/etc/passwd' as p %}",
      "{% extends '/etc/passwd' %}",
      '{% for i in range(100000000) %}{% endfor %}',
      "{{ 'a' | indent(100000000) }}",
      '{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}',
    ];
    for (const sql of attempts) {
      const answer = await execute(`select 1 as one -- ${sql}`, '{"x": {}}');
      expect([sql, answer.statusCode]).toEqual([sql, 400]);
      expect(answer.body).not.toMatch(/root:|process|\/etc\/passwd:/);
      expect(body<Answer>(answer).errors?.[0]?.error_type).toMatch(/TEMPLATE_PARAMS_ERROR$/);
    }
    // The sandbox is gone once a render ends: later renders still work.
    const after = await execute('select {{ n }} as n', '{"n": 3}');
    expect(body<Answer>(after).data).toEqual([{ n: 3 }]);
  });
});

describe('a runaway template', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let databaseId: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { templateTimeoutMs: 1000 });
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
  });
  afterAll(async () => t.close());

  const runaway = {
    // Catastrophic backtracking: about 2^26 steps, seconds of one core.
    sql: `select '{{ s | replace(r/(a+)+$/, "x") }}' as s`,
    params: JSON.stringify({ s: `${'a'.repeat(26)}!` }),
  };

  it('fails its own run after the time limit while the server keeps answering', async () => {
    const order: string[] = [];
    const run = t.app
      .inject({
        method: 'POST',
        url: '/api/v1/sqllab/execute/',
        headers: admin,
        payload: { database_id: databaseId, sql: runaway.sql, templateParams: runaway.params },
      })
      .then((answer) => {
        order.push('run');
        return answer;
      });
    // Asked once the render is under way: a render on the event loop would answer it last.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    const answer = await run;
    expect(order).toEqual(['health', 'run']);
    expect(answer.statusCode).toBe(400);
    expect(body<Answer>(answer).errors?.[0]).toMatchObject({
      error_type: 'INVALID_TEMPLATE_PARAMS_ERROR',
      message: 'The template took longer than 1 seconds to render and was stopped',
    });
    // The stopped thread is replaced: the next template renders.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      headers: admin,
      payload: { database_id: databaseId, sql: 'select {{ n }} as n', templateParams: '{"n": 5}' },
    });
    expect(body<Answer>(next).data).toEqual([{ n: 5 }]);
  });

  it('is stopped the same way on the other template paths (cost estimate, virtual dataset)', async () => {
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/database/${databaseId}`,
      headers: admin,
      payload: { extra: JSON.stringify({ cost_estimate_enabled: true }) },
    });
    expect(enabled.statusCode).toBe(200);
    const estimate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/estimate/',
      headers: admin,
      payload: { database_id: databaseId, sql: runaway.sql, template_params: runaway.params },
    });
    expect(estimate.statusCode).toBe(400);
    expect(estimate.body).toContain('took longer than 1 seconds');
    const dataset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dataset/',
      headers: admin,
      payload: {
        database: databaseId,
        table_name: 'runaway',
        sql: runaway.sql,
        template_params: runaway.params,
      },
    });
    expect(dataset.statusCode).toBe(400);
    expect(dataset.body).toContain('took longer than 1 seconds');
  });
});
