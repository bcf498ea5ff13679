import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { Backend, Engine } from '@server/engines/engine';
import { createEngine } from '@server/engines/registry';
import { TEST_SERVICE_URLS } from '@server/test/testServices';

/**
 * The rows of the compiler's integration table `sales`, written as literals by hand per engine
 * (not by the dialect under test); `ts_s` holds `ds` as epoch seconds. Weekdays: 2024-01-01 Monday, 2024-01-07 Sunday,
 * 2024-02-15 Thursday.
 */
const ROWS = (quote: (text: string) => string) =>
  [
    [1, '2024-01-01 00:00:07', quote('US'), 10, 'TRUE'],
    [2, '2024-01-01 00:07:31', quote('US'), 20, 'FALSE'],
    [3, '2024-01-02 06:30:00', quote('FR'), 5, 'TRUE'],
    [4, '2024-01-06 23:59:59', "'O''Brien'", 1, 'NULL'],
    [5, '2024-01-07 12:00:00', quote('back\\slash'), 2, 'FALSE'],
    [6, '2024-02-15 17:47:13', quote('FR'), 7, 'TRUE'],
    [7, '2024-04-01 00:00:00', 'NULL', 3, 'TRUE'],
    [8, '2023-01-03 10:00:00', quote('US'), 100, 'FALSE'],
    [9, '2023-01-20 10:00:00', quote('FR'), 50, 'TRUE'],
  ]
    .map(
      ([id, ds, country, num, flag]) =>
        `(${id}, TIMESTAMP '${ds}', ${country}, ${num}, ${flag}, '${String(ds).slice(0, 10)}', ${Date.parse(`${String(ds).replace(' ', 'T')}Z`) / 1000})`,
    )
    .join(',\n');

// PostgreSQL and DuckDB keep backslashes as written; MySQL needs them doubled.
const standard = (text: string) => `'${text}'`;
const mysqlQuote = (text: string) => `'${text.replaceAll('\\', '\\\\')}'`;

const createSql = (timestamp: string, table: string) =>
  `CREATE TABLE ${table} (id INTEGER, ds ${timestamp}, country VARCHAR(40), num INTEGER, flag BOOLEAN, day_text VARCHAR(10), ts_s BIGINT)`;

/** A `sales` table on one engine, and the engine reading it. */
export interface SalesTable {
  backend: Backend;
  engine: Engine;
  /** The schema (MySQL: database) holding `sales`; null for DuckDB's default. */
  schema: string | null;
  drop(): Promise<void>;
}

const suffix = () => crypto.randomBytes(4).toString('hex');

/** `sales` in a DuckDB file of a fresh home folder, opened read-only. */
export async function duckdbSales(): Promise<SalesTable> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-compile-'));
  const file = path.join(home, 'sales.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(createSql('TIMESTAMP', 'sales'));
  await connection.run(`INSERT INTO sales VALUES ${ROWS(standard)}`);
  connection.closeSync();
  instance.closeSync();
  const engine = createEngine({
    uri: `duckdb://${file}`,
    allowDml: false,
    home,
    allowLocalFiles: false,
  });
  return {
    backend: 'duckdb',
    engine,
    schema: null,
    drop: async () => {
      await engine.close();
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

/** `sales` in a fresh PostgreSQL schema. */
export async function postgresSales(): Promise<SalesTable> {
  const schema = `tessera_cq_${suffix()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_SERVICE_URLS.postgres });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  await admin(createSql('TIMESTAMP', `${schema}.sales`));
  await admin(`INSERT INTO ${schema}.sales VALUES ${ROWS(standard)}`);
  const engine = createEngine({
    uri: TEST_SERVICE_URLS.postgres,
    allowDml: false,
    home: os.tmpdir(),
    allowLocalFiles: false,
  });
  return {
    backend: 'postgresql',
    engine,
    schema,
    drop: async () => {
      await engine.close();
      await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** `sales` in a fresh MariaDB/MySQL database. */
export async function mysqlSales(): Promise<SalesTable> {
  const database = `tessera_cq_${suffix()}`;
  const root = async (sql: string) => {
    const connection = await mysql.createConnection({ uri: TEST_SERVICE_URLS.mysql });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await root(`CREATE DATABASE ${database}`);
  await root(createSql('DATETIME', `${database}.sales`));
  await root(`INSERT INTO ${database}.sales VALUES ${ROWS(mysqlQuote)}`);
  const url = new URL(TEST_SERVICE_URLS.mysql);
  url.pathname = `/${database}`;
  const engine = createEngine({
    uri: url.toString(),
    allowDml: false,
    home: os.tmpdir(),
    allowLocalFiles: false,
  });
  return {
    backend: 'mysql',
    engine,
    schema: database,
    drop: async () => {
      await engine.close();
      await root(`DROP DATABASE ${database}`);
    },
  };
}
