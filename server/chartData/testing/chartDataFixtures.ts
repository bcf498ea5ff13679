// A small known table (`sales`) on each engine, registered as a database and a dataset with saved
// metrics, for the chart data API's integration tests.
import crypto from 'node:crypto';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { DatasetMetric } from '@common/api/datasets';
import { body, type TestApp } from '@server/test/testApp';
import { TEST_SERVICE_URLS, type TestService } from '@server/test/testServices';

/** The rows of `sales`: day, country, product, amount. */
export const SALES_ROWS: readonly [string, string, string, number][] = [
  ['2023-01-15 00:00:00', 'FR', 'apple', 10],
  ['2023-02-15 00:00:00', 'FR', 'pear', 20],
  ['2023-03-15 00:00:00', 'US', 'apple', 30],
  ['2024-01-15 00:00:00', 'FR', 'apple', 15],
  ['2024-02-15 00:00:00', 'US', 'pear', 25],
  ['2024-03-15 00:00:00', 'US', 'apple', 35],
  ['2024-03-20 00:00:00', 'DE', 'plum', 5],
];

/** The saved metrics the dataset gets: count and total. */
export const SALES_METRICS: DatasetMetric[] = [
  { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' },
  { metric_name: 'total', expression: 'SUM(amount)', verbose_name: 'Total' },
];

const VALUES = SALES_ROWS.map(
  ([ds, country, product, amount]) => `('${ds}', '${country}', '${product}', ${amount})`,
).join(', ');

/** Where an engine's `sales` table lives, and how to drop it. */
interface SalesTable {
  uri: string;
  schema: string;
  drop: () => Promise<void>;
}

/** One engine the tests run on. */
export interface ChartEngine {
  name: string;
  /** The outside service it needs; none for DuckDB. */
  service?: TestService;
  create: (home: string) => Promise<SalesTable>;
}

const suffix = () => crypto.randomBytes(4).toString('hex');

async function duckdbSales(home: string): Promise<SalesTable> {
  const file = `sales_${suffix()}.duckdb`;
  const instance = await DuckDBInstance.create(path.join(home, file));
  const connection = await instance.connect();
  await connection.run(`
    create table sales (ds timestamp, country varchar, product varchar, amount integer);
    insert into sales values ${VALUES};
  `);
  connection.closeSync();
  instance.closeSync();
  return { uri: `duckdb:///${file}`, schema: 'main', drop: async () => undefined };
}

async function postgresSales(): Promise<SalesTable> {
  const schema = `tessera_cd_${suffix()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_SERVICE_URLS.postgres });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema};
    create table ${schema}.sales (ds timestamp, country text, product text, amount integer);
    insert into ${schema}.sales values ${VALUES};`);
  const uri = new URL(TEST_SERVICE_URLS.postgres);
  uri.protocol = 'postgresql:';
  return { uri: uri.toString(), schema, drop: () => run(`drop schema ${schema} cascade`) };
}

async function mariadbSales(): Promise<SalesTable> {
  const schema = `tessera_cd_${suffix()}`;
  const run = async (sql: string, database?: string) => {
    const connection = await mysql.createConnection({ uri: TEST_SERVICE_URLS.mysql, database });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await run(`create database ${schema}`);
  await run(
    'create table sales (ds datetime, country varchar(10), product varchar(10), amount int)',
    schema,
  );
  await run(`insert into sales values ${VALUES}`, schema);
  const uri = new URL(TEST_SERVICE_URLS.mysql);
  uri.pathname = `/${schema}`;
  return { uri: uri.toString(), schema, drop: () => run(`drop database ${schema}`) };
}

export const CHART_ENGINES: ChartEngine[] = [
  { name: 'DuckDB', create: duckdbSales },
  { name: 'PostgreSQL', service: 'postgres', create: postgresSales },
  { name: 'MariaDB', service: 'mysql', create: mariadbSales },
];

/** The registered database and dataset over an engine's `sales` table. */
export interface SalesDataset {
  databaseId: number;
  datasetId: number;
  schema: string;
  drop: () => Promise<void>;
}

/**
 * Creates `sales` on the engine, registers it (as the admin) and makes a dataset of it with the
 * saved metrics and `ds` as its time column.
 */
export async function createSalesDataset(
  t: TestApp,
  admin: Record<string, string>,
  engine: ChartEngine,
): Promise<SalesDataset> {
  const table = await engine.create(t.ctx.config.home);
  const database = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin,
    payload: {
      database_name: `sales ${engine.name} ${suffix()}`,
      sqlalchemy_uri: table.uri,
      allow_run_async: true,
    },
  });
  if (database.statusCode !== 201) throw new Error(`database: ${database.body}`);
  const databaseId = body<{ id: number }>(database).id;
  const dataset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin,
    payload: { database: databaseId, schema: table.schema, table_name: 'sales' },
  });
  if (dataset.statusCode !== 201) throw new Error(`dataset: ${dataset.body}`);
  const datasetId = body<{ id: number }>(dataset).id;
  await t.ctx.db
    .updateTable('dataset')
    .set({ metrics_json: JSON.stringify(SALES_METRICS), main_dttm_col: 'ds' })
    .where('id', '=', datasetId)
    .execute();
  return { databaseId, datasetId, schema: table.schema, drop: table.drop };
}

/** Adds a Regular row-level security rule on a dataset for a role; answers its id. */
export async function addRlsRule(
  t: TestApp,
  datasetId: number,
  roleId: number,
  clause: string,
): Promise<number> {
  const now = Date.now();
  const rule = await t.ctx.db
    .insertInto('row_level_security_filters')
    .values({
      name: `rule ${suffix()}`,
      description: null,
      filter_type: 'Regular',
      group_key: null,
      clause,
      created_on: now,
      changed_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('rls_filter_tables')
    .values({ rls_filter_id: rule.id, dataset_id: datasetId })
    .execute();
  await t.ctx.db
    .insertInto('rls_filter_roles')
    .values({ rls_filter_id: rule.id, role_id: roleId })
    .execute();
  return rule.id;
}
