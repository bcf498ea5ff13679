import { beforeAll, describe, expect, it } from 'vitest';
import {
  datasetListQuery,
  type DatasetColumn,
  type DatasetRecord,
  type DatasetRelatedObjects,
  type DatasourcePayload,
} from '@common/api/datasets';
import { encodeRison } from '@common/api/rison';
import { createUser } from '@server/services/createUser';
import { listDatasets } from '@server/services/listDatasets';
import { loadSemanticDataset } from '@server/services/loadSemanticDataset';
import {
  ADMIN,
  bearerFor,
  body,
  registerScratchDatabase,
  roleId,
  withTestApp,
} from '@server/test/testApp';
import { storeKinds } from '@server/test/testStore';

type Headers = Record<string, string>;
const names = (columns: DatasetColumn[]) => columns.map((column) => column.column_name);

describe.each(await storeKinds())('dataset editing on %s', (kind) => {
  const t = withTestApp(kind);
  let admin: Headers;
  let ann: Headers;
  let bob: Headers;
  let gus: Headers;
  let databaseId: number;
  let physicalId = 0;
  let virtualId = 0;

  const get = async (id: number, headers = ann) =>
    body<{ result: DatasetRecord }>(
      await t.app.inject({ method: 'GET', url: `/api/v1/dataset/${id}`, headers }),
    ).result;
  const put = (id: number, payload: Record<string, unknown>, headers = ann, query = '') =>
    t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${id}${query}`, headers, payload });

  beforeAll(async () => {
    admin = await bearerFor(t.app, ADMIN.username, ADMIN.password);
    databaseId = await registerScratchDatabase(t, admin);
    const user = async (username: string, role: string) => {
      await createUser(t.ctx.db, {
        username,
        first_name: username,
        last_name: 'Test',
        email: `${username}@example.test`,
        password: `${username}-password-1`,
        active: true,
        roles: [await roleId(t.ctx, role)],
      });
      return bearerFor(t.app, username, `${username}-password-1`);
    };
    ann = await user('ann', 'Alpha');
    bob = await user('bob', 'Alpha');
    gus = await user('gus', 'Gamma');
    const create = async (payload: Record<string, unknown>) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/',
        headers: ann,
        payload: { database: databaseId, schema: 'main', ...payload },
      });
      if (answer.statusCode !== 201) throw new Error(answer.body);
      return body<{ id: number }>(answer).id;
    };
    physicalId = await create({ table_name: 'events' });
    virtualId = await create({ table_name: 'scores', sql: 'select id, name, score from t' });
  });

  it('gives a new dataset the count metric, column ids, a uuid and its creator as owner', async () => {
    const record = await get(physicalId);
    expect(record.metrics).toEqual([
      {
        id: 1,
        metric_name: 'count',
        verbose_name: 'COUNT(*)',
        metric_type: 'count',
        expression: 'COUNT(*)',
      },
    ]);
    expect(record.columns.map((c) => [c.id, c.column_name])).toEqual([
      [1, 'at'],
      [2, 'flag'],
    ]);
    expect(record.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.main_dttm_col).toBe('at');
    expect(record.owners).toEqual([
      { id: expect.any(Number), first_name: 'ann', last_name: 'Test' },
    ]);
    expect(record).toMatchObject({
      uid: `${physicalId}__table`,
      database: { id: databaseId, database_name: 'scratch', backend: 'duckdb' },
      verbose_map: { __timestamp: 'Time', count: 'COUNT(*)', at: 'at', flag: 'flag' },
      granularity_sqla: [['at', 'at']],
    });
    expect(record.time_grain_sqla[0]).toEqual([null, 'Original value']);
    expect(record.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    const owners = await t.ctx.db.selectFrom('dataset_owners').selectAll().execute();
    expect(owners.filter((o) => o.dataset_id === physicalId)).toHaveLength(1);
  });

  it('lists to a Gamma the datasets its datasource or schema grants reach', async () => {
    const gusRow = await t.ctx.users.findByUsername('gus');
    if (!gusRow) throw new Error('no gus');
    const visibleTo = async (grants: [string, string][]) => {
      const roles = { Gamma: [['can_read', 'Dataset'] as [string, string], ...grants] };
      const query = datasetListQuery.parse({ order_column: 'id', order_direction: 'asc' });
      return (await listDatasets(t.ctx, { user: gusRow, roles }, query)).rows.map((r) => r.id);
    };
    expect(await visibleTo([])).toEqual([]);
    expect(
      await visibleTo([['datasource_access', `[scratch].[events](id:${physicalId})`]]),
    ).toEqual([physicalId]);
    expect(await visibleTo([['schema_access', '[scratch].[main]']])).toEqual([
      physicalId,
      virtualId,
    ]);
    expect(await visibleTo([['schema_access', '[scratch].[other]']])).toEqual([]);
  });

  it('changes columns, metrics and settings in one PUT, keeping what a column does not send', async () => {
    const before = await get(physicalId);
    const at = before.columns.find((c) => c.column_name === 'at');
    const answer = await put(physicalId, {
      description: 'Hourly events',
      cache_timeout: 600,
      columns: [
        { id: at?.id, column_name: 'at', verbose_name: 'Event time' },
        { column_name: 'flag', filterable: false, description: 'Every third hour' },
        { column_name: 'hour', expression: 'extract(hour from at)', type: 'INTEGER' },
      ],
      metrics: [
        { id: 1, metric_name: 'count', expression: 'COUNT(*)', d3format: ',d' },
        { metric_name: 'flagged', expression: 'SUM(CASE WHEN flag THEN 1 ELSE 0 END)' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const record = body<{ result: DatasetRecord }>(answer).result;
    expect(record.columns).toEqual([
      expect.objectContaining({
        id: 1,
        column_name: 'at',
        verbose_name: 'Event time',
        is_dttm: true,
        type_generic: 2,
      }),
      expect.objectContaining({
        id: 2,
        column_name: 'flag',
        filterable: false,
        description: 'Every third hour',
      }),
      expect.objectContaining({
        id: 3,
        column_name: 'hour',
        expression: 'extract(hour from at)',
        type_generic: 0,
      }),
    ]);
    expect(record.metrics.map((m) => [m.id, m.metric_name, m.d3format ?? null])).toEqual([
      [1, 'count', ',d'],
      [2, 'flagged', null],
    ]);
    expect(record).toMatchObject({
      description: 'Hourly events',
      cache_timeout: 600,
      column_formats: { count: ',d' },
    });
    expect(new Date(record.changed_on).getTime()).toBeGreaterThan(
      new Date(before.changed_on).getTime(),
    );
  });

  it('replaces columns wholesale with override_columns, keeping ids by name', async () => {
    const answer = await put(
      physicalId,
      {
        columns: [
          { column_name: 'at', type: 'TIMESTAMP', is_dttm: true },
          { column_name: 'flag', type: 'BOOLEAN' },
        ],
      },
      ann,
      '?override_columns=true',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const record = body<{ result: DatasetRecord }>(answer).result;
    expect(record.columns).toEqual([
      { id: 1, column_name: 'at', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      { id: 2, column_name: 'flag', type: 'BOOLEAN', type_generic: 3, is_dttm: false },
    ]);
  });

  it('answers 422 with Superset’s field messages for what the rules refuse', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { columns: [{ column_name: 'at' }, { column_name: 'at' }] },
        { columns: ['One or more columns are duplicated'] },
      ],
      [
        {
          metrics: [
            { metric_name: 'm', expression: 'COUNT(*)' },
            { metric_name: 'm', expression: 'SUM(1)' },
          ],
        },
        { metrics: ['One or more metrics are duplicated'] },
      ],
      [
        { columns: [{ id: 999, column_name: 'x' }] },
        { columns: ['One or more columns do not exist'] },
      ],
      [
        { main_dttm_col: 'flag' },
        { main_dttm_col: ['flag is not a temporal column of the dataset'] },
      ],
      [
        { metrics: [{ metric_name: 'bad', expression: 'COUNT(*); DROP TABLE t' }] },
        { metrics: ['Metric bad: cannot contain more than one statement.'] },
      ],
      [{ owners: [424242] }, { owners: ['Owners are invalid'] }],
      [{ database_id: databaseId + 1 }, { database: ['Database not allowed to change'] }],
    ];
    for (const [payload, message] of cases) {
      const answer = await put(physicalId, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(answer)).toEqual({ message });
    }
    expect((await get(physicalId)).columns).toHaveLength(2);
  });

  it('lets only owners and admins edit: 403 for a Gamma and for an Alpha who is not an owner', async () => {
    expect((await put(physicalId, { description: 'x' }, gus)).statusCode).toBe(403);
    expect((await put(physicalId, { description: 'x' }, bob)).statusCode).toBe(403);
    expect((await put(physicalId, { description: 'by admin' }, admin)).statusCode).toBe(200);
    const bobId = (await t.ctx.users.findByUsername('bob'))?.id;
    expect((await put(physicalId, { owners: [bobId] })).statusCode).toBe(200);
    // A non-admin stays an owner of what they hand on.
    expect((await get(physicalId)).owners.map((o) => o.first_name).sort()).toEqual(['ann', 'bob']);
    expect((await put(physicalId, { description: 'by bob' }, bob)).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dataset/?q=${encodeURIComponent(encodeRison({ filters: [{ col: 'owners', opr: 'rel_m_m', value: bobId ?? 0 }] }))}`,
      headers: ann,
    });
    expect(body<{ ids: number[] }>(list).ids).toEqual([physicalId]);
  });

  it('refreshes columns from the source, keeping edits and calculated columns', async () => {
    const edited = await put(virtualId, {
      columns: [
        { column_name: 'id' },
        { column_name: 'name', verbose_name: 'Name', groupby: false },
        { column_name: 'score' },
        { column_name: 'double_id', expression: 'id * 2' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // New SQL meets SQL Lab's rules before it is saved.
    const stacked = await put(virtualId, { sql: 'select 1; delete from t' });
    expect(stacked.statusCode).toBe(400);
    expect(body(stacked).message).toMatch(/one SELECT statement/);
    expect((await put(virtualId, { sql: 'delete from t' })).statusCode).toBe(400);
    const changed = await put(virtualId, { sql: 'select id, name, score * 2 as doubled from t' });
    expect(changed.statusCode, changed.body).toBe(200);
    const refresh = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dataset/${virtualId}/refresh`,
      headers: ann,
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const { columns } = await get(virtualId);
    expect(names(columns)).toEqual(['id', 'name', 'doubled', 'double_id']);
    expect(columns[1]).toMatchObject({ id: 2, verbose_name: 'Name', groupby: false });
    expect(columns[3]).toMatchObject({ id: 4, expression: 'id * 2' });
    expect(columns[2]?.id).toBe(5);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/dataset/${virtualId}/refresh`,
          headers: bob,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('loads the semantic dataset for the chart data path, its SQL rendered, behind access', async () => {
    const templated = await put(virtualId, {
      sql: 'select id, name, score * {{ factor }} as doubled from t',
      template_params: '{"factor": 2}',
    });
    expect(templated.statusCode, templated.body).toBe(200);
    const principal = async (username: string) => {
      const user = await t.ctx.users.findByUsername(username);
      if (!user) throw new Error(`no user ${username}`);
      return { user, roles: await t.ctx.roles.rolePermissionsOfUser(user.id) };
    };
    const loaded = await loadSemanticDataset(t.ctx, await principal('ann'), virtualId);
    expect(loaded.dataset).toMatchObject({
      id: virtualId,
      database_id: databaseId,
      schema: 'main',
      table_name: 'scores',
      sql: 'select id, name, score * 2 as doubled from t',
      template_params: '{"factor": 2}',
      metrics: [expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)' })],
    });
    expect(names(loaded.dataset.columns)).toEqual(['id', 'name', 'doubled', 'double_id']);
    expect(loaded.dataset.changed_on).toBe(loaded.row.changed_on);
    expect(loaded.database.id).toBe(databaseId);
    expect(loaded.row.sql).toContain('{{ factor }}');
    const unrendered = await loadSemanticDataset(t.ctx, await principal('ann'), virtualId, {
      renderSql: false,
    });
    expect(unrendered.dataset.sql).toBe('select id, name, score * {{ factor }} as doubled from t');
    await expect(
      loadSemanticDataset(t.ctx, await principal('gus'), virtualId),
    ).rejects.toMatchObject({ statusCode: 403, errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR' });
    await expect(loadSemanticDataset(t.ctx, await principal('ann'), 424242)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('names the charts and dashboards on a dataset', async () => {
    const now = Date.now();
    const slice = (name: string, datasource: number, uuid: string) =>
      t.ctx.db
        .insertInto('slices')
        .values({
          slice_name: name,
          viz_type: 'table',
          datasource_id: datasource,
          datasource_type: 'table',
          params: '{}',
          is_managed_externally: 0,
          uuid,
          created_on: now,
          changed_on: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const chart = await slice('Events table', physicalId, '00000000-0000-4000-8000-000000000001');
    await slice('Other', virtualId, '00000000-0000-4000-8000-000000000002');
    const dashboard = await t.ctx.db
      .insertInto('dashboards')
      .values({
        dashboard_title: 'Ops',
        slug: 'ops',
        json_metadata: '{}',
        published: 0,
        is_managed_externally: 0,
        uuid: '00000000-0000-4000-8000-000000000003',
        created_on: now,
        changed_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('dashboard_slices')
      .values({ dashboard_id: dashboard.id, slice_id: chart.id })
      .execute();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dataset/${physicalId}/related_objects`,
      headers: ann,
    });
    expect(body<DatasetRelatedObjects>(answer)).toEqual({
      charts: {
        count: 1,
        result: [{ id: chart.id, slice_name: 'Events table', viz_type: 'table' }],
      },
      dashboards: {
        count: 1,
        result: [{ id: dashboard.id, json_metadata: '{}', slug: 'ops', title: 'Ops' }],
      },
    });
  });

  it('answers the datasource Explore loads', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/superset/fetch_datasource_metadata?datasourceKey=${physicalId}__table`,
      headers: ann,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const payload = body<DatasourcePayload>(answer);
    expect(payload).toMatchObject({
      id: physicalId,
      uid: `${physicalId}__table`,
      type: 'table',
      name: 'main.events',
      datasource_name: 'events',
      table_name: 'events',
      schema: 'main',
      database: { id: databaseId, name: 'scratch', backend: 'duckdb' },
      main_dttm_col: 'at',
      granularity_sqla: [['at', 'at']],
      column_formats: { count: ',d' },
      order_by_choices: [
        ['["at", true]', 'at [asc]'],
        ['["at", false]', 'at [desc]'],
        ['["flag", true]', 'flag [asc]'],
        ['["flag", false]', 'flag [desc]'],
      ],
      select_star: 'SELECT * FROM "main"."events" LIMIT 100',
      edit_url: `/tablemodelview/edit/${physicalId}`,
    });
    expect(payload.time_grain_sqla).toContainEqual(['P1M', 'Month']);
    expect(names(payload.columns)).toEqual(['at', 'flag']);
    expect(payload.metrics.map((m) => m.metric_name)).toEqual(['count', 'flagged']);
    expect(payload.owners.map((o) => o.username).sort()).toEqual(['ann', 'bob']);
    const fetch = (key: string, headers: Headers) =>
      t.app.inject({
        method: 'GET',
        url: `/superset/fetch_datasource_metadata?datasourceKey=${key}`,
        headers,
      });
    expect((await fetch(`${physicalId}__table`, gus)).statusCode).toBe(403);
    expect((await fetch('424242__table', ann)).statusCode).toBe(404);
    expect((await fetch('x', ann)).statusCode).toBe(400);
  });

  it('duplicates a virtual dataset with its columns and metrics, and refuses a physical one', async () => {
    const duplicate = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/dataset/duplicate', headers: bob, payload });
    const answer = await duplicate({ base_model_id: virtualId, table_name: 'scores_copy' });
    expect(answer.statusCode, answer.body).toBe(201);
    const copy = body<{ id: number; result: DatasetRecord }>(answer).result;
    const base = await get(virtualId);
    expect(copy).toMatchObject({
      kind: 'virtual',
      sql: base.sql,
      table_name: 'scores_copy',
      columns: base.columns,
      metrics: base.metrics,
    });
    expect(copy.owners.map((o) => o.first_name)).toEqual(['bob']);
    expect(copy.uuid).not.toBe(base.uuid);
    expect(
      (await duplicate({ base_model_id: virtualId, table_name: 'scores_copy' })).statusCode,
    ).toBe(422);
    expect(
      (await duplicate({ base_model_id: physicalId, table_name: 'events_copy' })).statusCode,
    ).toBe(422);
  });

  it('exports a bundle that imports back to the same datasets', async () => {
    const exportOf = async (ids: number[]) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/dataset/export/?q=${encodeRison(ids)}`,
        headers: admin,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.rawPayload;
    };
    const { unzipSync, strFromU8 } = await import('fflate');
    const contents = (zip: Buffer) =>
      Object.fromEntries(
        Object.entries(unzipSync(zip))
          .filter(([name]) => !name.endsWith('metadata.yaml'))
          .map(([name, bytes]) => [name.split('/').slice(1).join('/'), strFromU8(bytes)]),
      );
    const first = await exportOf([physicalId, virtualId]);
    const files = contents(first);
    expect(Object.keys(files).sort()).toEqual([
      'databases/scratch.yaml',
      'datasets/scratch/events.yaml',
      'datasets/scratch/scores.yaml',
    ]);
    expect(files['datasets/scratch/events.yaml']).toContain('expression: COUNT(*)');
    const records = [await get(physicalId, admin), await get(virtualId, admin)];
    const importBundle = (zip: Buffer, overwrite: boolean) => {
      const boundary = 'tessera-test-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="formData"; filename="x.zip"\r\nContent-Type: application/zip\r\n\r\n`,
        ),
        zip,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="overwrite"\r\n\r\n${overwrite}\r\n--${boundary}--\r\n`,
        ),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/dataset/import/',
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const refused = await importBundle(first, false);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(body(refused))).toContain('overwrite=true');
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/dataset/?q=${encodeRison([physicalId, virtualId])}`,
      headers: admin,
    });
    expect(body(bulk)).toEqual({ message: 'Deleted 2 datasets' });
    const imported = await importBundle(first, false);
    expect(imported.statusCode, imported.body).toBe(200);
    const ids = await t.ctx.db
      .selectFrom('dataset')
      .select(['id', 'table_name'])
      .where('table_name', 'in', ['events', 'scores'])
      .orderBy('table_name')
      .execute();
    expect(ids.map((row) => row.table_name)).toEqual(['events', 'scores']);
    expect(contents(await exportOf(ids.map((row) => row.id)))).toEqual(files);
    const again = [await get(ids[0]?.id ?? 0, admin), await get(ids[1]?.id ?? 0, admin)];
    for (const [i, record] of again.entries()) {
      const original = records[i];
      expect(names(record.columns)).toEqual(names(original?.columns ?? []));
      expect(record.metrics).toEqual(original?.metrics);
      expect(record).toMatchObject({
        uuid: original?.uuid,
        sql: original?.sql,
        main_dttm_col: original?.main_dttm_col,
      });
    }
    // Overwriting keeps the same dataset.
    expect((await importBundle(first, true)).statusCode).toBe(200);
    expect(
      await t.ctx.db
        .selectFrom('dataset')
        .select('id')
        .where('table_name', '=', 'events')
        .execute(),
    ).toEqual([{ id: ids[0]?.id }]);
    // A database the bundle names that does not exist yet is imported with its datasets.
    const { zipSync, strToU8 } = await import('fflate');
    let n = 0;
    const renamed = Object.fromEntries(
      Object.entries(files).map(([name, text]) => [
        `bundle/${name.replace('scratch', 'scratch_copy')}`,
        strToU8(
          text
            .replace('database_name: scratch', 'database_name: scratch_copy')
            .replace(/^uuid: .*$/m, (line) =>
              name.startsWith('datasets/')
                ? `uuid: 00000000-0000-4000-8000-00000000001${n++}`
                : line,
            ),
        ),
      ]),
    );
    renamed['bundle/metadata.yaml'] = strToU8('version: 1.0.0\ntype: SqlaTable\n');
    const copied = await importBundle(Buffer.from(zipSync(renamed)), false);
    expect(copied.statusCode, copied.body).toBe(200);
    const copyDatabase = await t.ctx.databases.findByName('scratch_copy');
    expect(copyDatabase).toBeDefined();
    const onCopy = await t.ctx.db
      .selectFrom('dataset')
      .select('table_name')
      .where('database_id', '=', copyDatabase?.id ?? 0)
      .orderBy('table_name')
      .execute();
    expect(onCopy.map((row) => row.table_name)).toEqual(['events', 'scores']);
  });

  it('bulk delete refuses all when one is not the caller’s', async () => {
    const copy = await t.ctx.db
      .selectFrom('dataset')
      .select('id')
      .where('table_name', '=', 'scores_copy')
      .executeTakeFirstOrThrow();
    const events = await t.ctx.db
      .selectFrom('dataset')
      .select('id')
      .where('table_name', '=', 'events')
      .executeTakeFirstOrThrow();
    const remove = (ids: number[], headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/dataset/?q=${encodeRison(ids)}`, headers });
    // bob owns the copy only; events belongs to the admin after the import.
    expect((await remove([copy.id, events.id], bob)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/dataset/${copy.id}`, headers: bob }))
        .statusCode,
    ).toBe(200);
    expect((await remove([copy.id], bob)).statusCode).toBe(200);
    expect((await remove([424242], admin)).statusCode).toBe(404);
  });
});
