import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ChartRecord } from '@common/api/charts';
import { body, registerScratchDatabase, type TestApp } from '@server/test/testApp';

type Headers = Record<string, string>;

/** Registers the scratch database and a dataset on its table `t`; answers both ids. */
export async function scratchDataset(
  t: TestApp,
  admin: Headers,
  tableName = 't',
): Promise<{ databaseId: number; datasetId: number }> {
  const databaseId = await registerScratchDatabase(t, admin);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: databaseId, schema: 'main', table_name: tableName },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { databaseId, datasetId: body<{ id: number }>(created).id };
}

/** Creates a chart through the API and answers the created record. */
export async function createChart(
  t: TestApp,
  headers: Headers,
  fields: Record<string, unknown>,
): Promise<{ id: number; result: ChartRecord }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers,
    payload: { viz_type: 'table', datasource_type: 'table', params: '{}', ...fields },
  });
  expect(created.statusCode, created.body).toBe(201);
  return body<{ id: number; result: ChartRecord }>(created);
}

/** Inserts a dashboard owned by the given users straight into the store; answers its id. */
export async function insertDashboard(
  t: TestApp,
  title: string,
  ownerIds: number[],
): Promise<number> {
  const now = Date.now();
  const { id } = await t.ctx.db
    .insertInto('dashboards')
    .values({
      dashboard_title: title,
      uuid: randomUUID(),
      published: 0,
      is_managed_externally: 0,
      created_on: now,
      changed_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (ownerIds.length)
    await t.ctx.db
      .insertInto('dashboard_owners')
      .values(ownerIds.map((user_id) => ({ dashboard_id: id, user_id })))
      .execute();
  return id;
}
