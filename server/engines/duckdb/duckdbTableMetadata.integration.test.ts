import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from './DuckDbEngine';

/** Creates a DuckDB file in `home` with two related tables, their keys and indexes. */
async function createKeyedDuckDb(home: string): Promise<string> {
  const file = path.join(home, 'keys.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    await connection.run(`
      create table parent (id integer, code varchar, primary key (id, code));
      create table child (
        id bigint primary key, parent_code varchar, parent_id integer, "label" varchar,
        flag boolean, seen_at timestamp, amount decimal(10,2), "other col" varchar,
        foreign key (parent_id, parent_code) references parent (id, code)
      );
      create unique index child_amount_uq on child (amount);
      create index child_seen_ix on child (seen_at, "label", "other col");
    `);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return file;
}

describe('DuckDB table metadata', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-duck-keys-'));
  let engine: DuckDbEngine;

  beforeAll(async () => {
    const file = await createKeyedDuckDb(home);
    engine = new DuckDbEngine({
      uri: `duckdb://${file}`,
      allowDml: false,
      home,
      allowLocalFiles: false,
    });
  });
  afterAll(async () => {
    await engine.close();
    fs.rmSync(home, { recursive: true, force: true });
  });

  it('answers foreign keys with their referred table and columns, in declared order', async () => {
    const meta = await engine.tableMetadata('child', 'main');
    expect(meta.primaryKey).toEqual({
      constrained_columns: ['id'],
      name: expect.any(String),
      type: 'pk',
    });
    expect(meta.foreignKeys).toEqual([
      {
        name: expect.any(String),
        constrained_columns: ['parent_id', 'parent_code'],
        referred_schema: 'main',
        referred_table: 'parent',
        referred_columns: ['id', 'code'],
        type: 'fk',
      },
    ]);
    const parent = await engine.tableMetadata('parent', 'main');
    expect(parent.primaryKey?.constrained_columns).toEqual(['id', 'code']);
    // The referred side has no foreign key of its own.
    expect(parent.foreignKeys).toEqual([]);
  });

  it('answers indexes with plain column names, quoted ones included', async () => {
    const meta = await engine.tableMetadata('child', 'main');
    expect([...meta.indexes].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'child_amount_uq', column_names: ['amount'], unique: true, type: 'index' },
      {
        name: 'child_seen_ix',
        column_names: ['seen_at', 'label', 'other col'],
        unique: false,
        type: 'index',
      },
    ]);
    const keys = Object.fromEntries(meta.columns.map((c) => [c.name, c.keys.map((k) => k.type)]));
    expect(keys).toEqual({
      id: ['pk'],
      parent_code: ['fk'],
      parent_id: ['fk'],
      label: ['index'],
      flag: [],
      seen_at: ['index'],
      amount: ['index'],
      'other col': ['index'],
    });
  });

  it('answers each column’s type and generic type', async () => {
    const meta = await engine.tableMetadata('child', 'main');
    expect(meta.columns.map((c) => [c.name, c.type, c.type_generic, c.nullable])).toEqual([
      ['id', 'BIGINT', 0, false],
      ['parent_code', 'VARCHAR', 1, true],
      ['parent_id', 'INTEGER', 0, true],
      ['label', 'VARCHAR', 1, true],
      ['flag', 'BOOLEAN', 3, true],
      ['seen_at', 'TIMESTAMP', 2, true],
      ['amount', 'DECIMAL(10,2)', 0, true],
      ['other col', 'VARCHAR', 1, true],
    ]);
  });
});
