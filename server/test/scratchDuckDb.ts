import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/** Creates a small DuckDB file in a test home: `t` (50 rows) and `events` (timestamps). */
export async function createScratchDuckDb(home: string, name = 'scratch.duckdb'): Promise<string> {
  const file = path.join(home, name);
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(`
    create table t as select i as id, 'name ' || i as name, i * 1.5 as score from range(1, 51) r(i);
    create table events as select timestamp '2024-01-01 00:00:00' + to_hours(i) as at, i % 3 = 0 as flag from range(10) r(i);
  `);
  connection.closeSync();
  instance.closeSync();
  return file;
}
